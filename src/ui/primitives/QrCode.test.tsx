/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { axeViolations } from '../views/renderWithKit';
import { encodeQr } from './encodeQr';
import { QrCode } from './QrCode';

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

  test('behavior: a new value draws a new symbol', () => {
    const { container, rerender } = render(<QrCode value="first" label="QR" />);
    const before = container.querySelector('path')!.getAttribute('d');
    rerender(<QrCode value="second" label="QR" />);
    expect(container.querySelector('path')!.getAttribute('d')).not.toBe(before);
  });
});
