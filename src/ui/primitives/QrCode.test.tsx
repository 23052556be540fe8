/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import {
  decodeQrPixels,
  decodeQrSvg,
  paintQrSvg,
  QR_TEST_SCALE,
  qrModulesFromSvg,
  qrSvgParts,
} from '../../../test/plugins/receiveQr';
import { axeViolations } from '../../../test/ui/renderWithKit';
import { encodeQr } from './encodeQr';
import { QrCode, qrLogoSide } from './QrCode';

const VALUES = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303',
];
const QUIET = 4;

// Inside one of the three 7x7 finder squares (top-left, top-right, bottom-left) of a symbol of `size`.
const inFinder = (x: number, y: number, size: number) =>
  (x < 7 && y < 7) || (x >= size - 7 && y < 7) || (x < 7 && y >= size - 7);

// WCAG contrast ratio of two #rgb / #rrggbb colours.
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const h = hex.slice(1).length === 3 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
    const [r, g, bl] = [0, 2, 4].map((i) => {
      const c = Number.parseInt(h.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function drawn(value: string, logo?: { name: string; src?: string }) {
  const { container, unmount } = render(<QrCode value={value} label="QR" logo={logo} />);
  const markup = qrSvgParts(container.querySelector('svg')!);
  unmount();
  return markup;
}

describe('QrCode', () => {
  test('default', async () => {
    const { container } = render(
      <QrCode value="wc:abc@2?relay-protocol=irn" label="WalletConnect QR code" />,
    );
    const image = screen.getByRole('img', { name: 'WalletConnect QR code' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    const extent = encodeQr('wc:abc@2?relay-protocol=irn').size + QUIET * 2;
    expect(image.getAttribute('viewBox')).toBe(`0 0 ${extent} ${extent}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: painted as drawn (dots, rounded finders), every value decodes (jsQR), with and without a logo', () => {
    for (const value of VALUES) {
      expect(decodeQrSvg(drawn(value))).toBe(value);
      expect(decodeQrSvg(drawn(value, { name: 'Anvil' }))).toBe(value);
    }
  });

  test('behavior: each data module is drawn at its centre exactly as encoded, as a dot (its corners light)', () => {
    const value = 'https://example.com';
    const expected = encodeQr(value);
    const markup = drawn(value);
    const centres = qrModulesFromSvg(markup);
    const fine = paintQrSvg(markup, 10);
    for (let y = 0; y < expected.size; y++) {
      for (let x = 0; x < expected.size; x++) {
        if (inFinder(x, y, expected.size)) continue;
        expect([x, y, centres[y + QUIET]![x + QUIET]]).toEqual([x, y, expected.modules[y]![x]]);
        // The pixel at the top-left corner of the module: light even when the module is dark.
        expect(fine[(y + QUIET) * 10]![(x + QUIET) * 10]).toBe(false);
      }
    }
  });

  test('behavior: the finder patterns are rounded squares that still read 1:1:3:1:1 through their centre', () => {
    const size = encodeQr('0xabc').size;
    const centres = qrModulesFromSvg(drawn('0xabc'));
    for (const [fx, fy] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      const row = centres[fy + QUIET + 3]!.slice(fx + QUIET, fx + QUIET + 7);
      const column = centres.slice(fy + QUIET, fy + QUIET + 7).map((r) => r[fx + QUIET + 3]);
      const pattern = [true, false, true, true, true, false, true];
      expect(row).toEqual(pattern);
      expect(column).toEqual(pattern);
      // Rounded: the outer corner module of the square is not painted at its centre.
      expect(centres[fy + QUIET]![fx + QUIET]).toBe(false);
    }
  });

  test('behavior: a centre logo clears a square and the code still decodes, whatever the logo shows', () => {
    for (const value of VALUES) {
      const { container, unmount } = render(
        <QrCode value={value} label="QR" logo={{ name: 'Anvil', src: 'data:image/svg+xml,<svg/>' }} />,
      );
      const svg = container.querySelector('svg')!;
      const mark = svg.querySelector('[data-qr-logo]')!;
      expect(mark.querySelector('image')?.getAttribute('href')).toBe('data:image/svg+xml,<svg/>');
      const [at, , side] = mark.getAttribute('data-qr-logo')!.split(' ').map(Number) as [
        number,
        number,
        number,
      ];
      const symbol = encodeQr(value).size;
      expect(side).toBe(qrLogoSide(symbol));
      // Level M restores 15% of the codewords: the square stays a small share of the symbol.
      expect((side * side) / (symbol * symbol)).toBeLessThan(0.05);
      // Painted as a browser would, the square is cleared: nothing of the code under the logo.
      const pixels = paintQrSvg(qrSvgParts(svg), QR_TEST_SCALE);
      const [from, to] = [at * QR_TEST_SCALE, (at + side) * QR_TEST_SCALE];
      for (let y = from; y < to; y++) expect(pixels[y]!.slice(from, to).some(Boolean)).toBe(false);
      expect(decodeQrPixels(pixels)).toBe(value);
      // A logo that is all dark is the other extreme: still read.
      for (let y = from; y < to; y++) pixels[y]!.fill(true, from, to);
      expect(decodeQrPixels(pixels)).toBe(value);
      unmount();
    }
  });

  test('behavior: dark on a light tile whatever the theme (the colours are fixed, not the theme variables)', () => {
    const { container } = render(<QrCode value="0xabc" label="QR" />);
    const tile = container.querySelector('svg > rect')!.getAttribute('fill')!;
    const ink = container.querySelector('svg > path')!.getAttribute('stroke')!;
    // The tile is light (scanners want dark on light, many cannot read an inverted code) and the
    // modules far darker: at least the 7:1 of WCAG AAA, in both themes since neither depends on one.
    expect(contrast(tile, '#000000')).toBeGreaterThan(contrast(tile, '#ffffff'));
    expect(contrast(tile, ink)).toBeGreaterThanOrEqual(7);
  });

  test('behavior: with fill it grows to its container up to its size, square', () => {
    const { container } = render(<QrCode value="0xabc" label="QR" size={280} fill />);
    const style = container.querySelector('svg')!.style;
    expect([style.width, style.maxWidth, style.height]).toEqual(['100%', '280px', 'auto']);
  });

  test("behavior: without an image the logo is the name's initial", () => {
    const { container } = render(<QrCode value="0xabc" label="QR" logo={{ name: 'anvil' }} />);
    expect(container.querySelector('[data-qr-logo] text')?.textContent).toBe('A');
  });

  test('behavior: a new value draws a new symbol', () => {
    const { container, rerender } = render(<QrCode value="first" label="QR" />);
    const before = container.querySelector('path')!.getAttribute('d');
    rerender(<QrCode value="second" label="QR" />);
    expect(container.querySelector('path')!.getAttribute('d')).not.toBe(before);
  });
});
