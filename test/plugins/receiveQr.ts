// Test support for the Receive QR: reads the module matrix back out of the SVG the kit draws (its
// viewBox and the runs of its path), paints it into an RGBA pixel buffer and lets jsQR — an independent
// decoder — read it. Used by the view test (jsdom) and the browser test (the SVG's attributes from
// Chromium), so both prove the QR a phone would scan, not the encoder's own idea of it.
import jsQR from 'jsqr';

/** What the QR's SVG carries: its `viewBox` and the `d` of its dark path. */
export interface QrSvgParts {
  viewBox: string;
  path: string;
}

/** Pixels per module in the painted buffer (jsQR wants a few pixels per module). */
const SCALE = 4;

/** The dark modules of the SVG as `dark[y][x]`, the quiet zone included. */
export function qrModulesFromSvg({ viewBox, path }: QrSvgParts): boolean[][] {
  const extent = Number(viewBox.trim().split(/\s+/)[2]);
  if (!Number.isInteger(extent) || extent <= 0) throw new Error(`Unexpected QR viewBox: ${viewBox}`);
  const dark = Array.from({ length: extent }, () => new Array<boolean>(extent).fill(false));
  // QrCode draws one sub-path per horizontal run of dark modules: M{x} {y}h{run}v1h-{run}z.
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(run); i++) dark[Number(y)]![Number(x) + i] = true;
  }
  return dark;
}

/** Paints `dark` (black on white, SCALE px per module) and decodes it with jsQR: its text, or null. */
export function decodeQrModules(dark: boolean[][]): string | null {
  const size = dark.length * SCALE;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!dark[Math.floor(y / SCALE)]![Math.floor(x / SCALE)]) continue;
      const at = (y * size + x) * 4;
      pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
    }
  }
  return jsQR(pixels, size, size)?.data ?? null;
}

/** The text of the QR drawn by the kit's QrCode SVG, as jsQR reads it (null: not a readable QR). */
export function decodeQrSvg(parts: QrSvgParts): string | null {
  return decodeQrModules(qrModulesFromSvg(parts));
}

/** The parts `decodeQrSvg` needs, from a rendered QrCode element. */
export function qrSvgParts(svg: Element): QrSvgParts {
  return {
    viewBox: svg.getAttribute('viewBox') ?? '',
    path: svg.querySelector('path')?.getAttribute('d') ?? '',
  };
}
