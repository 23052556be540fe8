// The drawing of a QR symbol in the style of AppKit's: data modules as dots (a vertical run of dark
// modules as one pill, so neighbours read as a stroke, not a blur), the three finder patterns as
// rounded squares with a rounded eye, and a cleared square in the centre for a logo. Pure geometry in
// module units, the quiet zone included; QrCode turns it into SVG.

import type { QrMatrix } from './encodeQr';

/** Light modules around the symbol (ISO/IEC 18004 asks for 4: scanners find the edge by it). */
export const QR_QUIET_ZONE = 4;
/**
 * Diameter of a data dot, in modules. Under 1 so the dots read as dots; large enough that a scanner
 * sampling a module's centre, or averaging it, still sees it dark (jsQR reads it at 4 px a module).
 */
export const QR_DOT = 0.86;
/** Side of a finder pattern, in modules (a 7x7 ring around a 3x3 eye). */
const FINDER = 7;

/** One finder pattern: the top-left corner of its 7x7 square, quiet zone included. */
export interface QrFinder {
  x: number;
  y: number;
}

/** What QrCode draws. `dots` is one path of sub-paths `M{x} {y}v{n}`, stroked with round caps. */
export interface QrShapes {
  extent: number;
  dots: string;
  finders: QrFinder[];
  /** The cleared centre square (quiet zone included), when a logo is asked for. */
  logoBox?: { at: number; side: number } | undefined;
}

/**
 * The side, in modules, of the centre square a logo clears: a fifth of the symbol, odd so it centres on
 * a module. Error-correction level M (the encoder's only level) restores 15% of the codewords; a fifth
 * of the side is 4% of the area, so a scanner still reads the code whatever the logo looks like
 * (QrCode.test.tsx decodes it with the square all light and all dark).
 */
export function qrLogoSide(symbolSize: number): number {
  const side = Math.floor(symbolSize / 5);
  return side % 2 === 1 ? side : side - 1;
}

// The finder patterns sit at three corners of the symbol; their 7x7 squares are drawn as shapes.
function finderCorners(size: number): QrFinder[] {
  return [
    { x: 0, y: 0 },
    { x: size - FINDER, y: 0 },
    { x: 0, y: size - FINDER },
  ];
}

/** The dots, finders and logo square of `matrix`; `withLogo` clears the centre. */
export function qrShapes(matrix: QrMatrix, withLogo: boolean): QrShapes {
  const { size, modules } = matrix;
  const corners = finderCorners(size);
  const side = withLogo ? qrLogoSide(size) : 0;
  const start = (size - side) / 2;
  const skipped = (x: number, y: number) =>
    corners.some((c) => x >= c.x && x < c.x + FINDER && y >= c.y && y < c.y + FINDER) ||
    (side > 0 && x >= start && x < start + side && y >= start && y < start + side);
  const dark = (x: number, y: number) => y < size && !!modules[y]![x] && !skipped(x, y);
  const parts: string[] = [];
  for (let x = 0; x < size; x++) {
    for (let y = 0; y < size; y++) {
      if (!dark(x, y)) continue;
      let run = 1;
      while (dark(x, y + run)) run++;
      // The centre of the run's first module, then down to the centre of its last (0: one dot).
      parts.push(`M${x + QR_QUIET_ZONE + 0.5} ${y + QR_QUIET_ZONE + 0.5}v${run - 1}`);
      y += run - 1;
    }
  }
  return {
    extent: size + QR_QUIET_ZONE * 2,
    dots: parts.join(''),
    finders: corners.map((c) => ({ x: c.x + QR_QUIET_ZONE, y: c.y + QR_QUIET_ZONE })),
    logoBox: side > 0 ? { at: start + QR_QUIET_ZONE, side } : undefined,
  };
}
