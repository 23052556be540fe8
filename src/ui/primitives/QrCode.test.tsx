/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { decodeQrModules, qrModulesFromSvg, qrSvgParts } from '../../../test/plugins/receiveQr';
import { axeViolations } from '../views/renderWithKit';
import { encodeQr } from './encodeQr';
import { QrCode, qrLogoSide } from './QrCode';

// Rebuilds the module grid from the SVG path (runs of `M{x} {y}h{n}...`), undoing the 4-module margin.
function gridFromPath(d: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(run); i++) grid[Number(y) - 4]![Number(x) - 4 + i] = true;
  }
  return grid;
}

describe('QrCode', () => {
  test('default', async () => {
    const { container } = render(
      <QrCode value="wc:abc@2?relay-protocol=irn" label="WalletConnect QR code" />,
    );
    const image = screen.getByRole('img', { name: 'WalletConnect QR code' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.getAttribute('viewBox')).toBe(
      `0 0 ${encodeQr('wc:abc@2?relay-protocol=irn').size + 8} ${encodeQr('wc:abc@2?relay-protocol=irn').size + 8}`,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: the path draws exactly the dark modules of the encoded symbol', () => {
    const value = 'https://example.com';
    const { container } = render(<QrCode value={value} label="QR" />);
    const path = container.querySelector('path')!.getAttribute('d')!;
    const expected = encodeQr(value);
    expect(gridFromPath(path, expected.size)).toEqual(expected.modules);
  });

  test('behavior: a centre logo clears a square and the code still decodes, whatever the logo shows', () => {
    const values = [
      '0x52908400098527886E0F7030069857D2E4169EE7',
      '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
      'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303',
    ];
    for (const value of values) {
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
      expect(side).toBe(qrLogoSide(encodeQr(value).size));
      const modules = qrModulesFromSvg(qrSvgParts(svg));
      // The square is cleared: no dark module of the code is drawn under the logo.
      for (let y = at; y < at + side; y++) expect(modules[y]!.slice(at, at + side).some(Boolean)).toBe(false);
      expect(decodeQrModules(modules)).toBe(value);
      // A logo that is all dark is the other extreme: still read.
      for (let y = at; y < at + side; y++) modules[y]!.fill(true, at, at + side);
      expect(decodeQrModules(modules)).toBe(value);
      unmount();
    }
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
