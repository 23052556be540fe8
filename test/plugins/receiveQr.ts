// Test support for the kit's QR: paints the shapes of the SVG QrCode draws (its dots, its rounded
// finder patterns, the tile and the logo square) into an RGBA pixel buffer, as a browser would, and
// lets jsQR — an independent decoder — read it. Used by the unit tests (jsdom, which paints nothing)
// and the browser test (the markup from Chromium), so both prove the QR a phone would scan, not the
// encoder's own idea of it. The shapes are read from the markup, not from the encoder.
import jsQR from 'jsqr';

/** The SVG markup of a rendered QrCode (`svg.outerHTML`). */
export type QrSvgParts = string;

/** Pixels per module in the painted buffer (jsQR wants a few pixels per module). */
export const QR_TEST_SCALE = 6;

/** A shape in viewBox units: is the point (x, y) inside it, and its bounding box. */
interface Shape {
  dark: boolean;
  box: [number, number, number, number];
  contains(x: number, y: number): boolean;
}

const attributes = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k!, v!]));

function insideRoundedRect(px: number, py: number, x: number, y: number, w: number, h: number, r: number) {
  if (w <= 0 || h <= 0 || px < x || py < y || px > x + w || py > y + h) return false;
  const radius = Math.max(0, Math.min(r, w / 2, h / 2));
  const cx = Math.min(Math.max(px, x + radius), x + w - radius);
  const cy = Math.min(Math.max(py, y + radius), y + h - radius);
  return (px - cx) ** 2 + (py - cy) ** 2 <= radius ** 2;
}

// A <rect>: filled, or stroked (the ring between its outer and inner edge), rounded by rx.
function rectShape(a: Record<string, string>, isDark: (colour: string) => boolean): Shape | null {
  const [x, y, w, h, rx] = ['x', 'y', 'width', 'height', 'rx'].map((k) => Number(a[k] ?? 0)) as number[];
  const stroke = a.stroke && a.stroke !== 'none' ? a.stroke : undefined;
  if (stroke) {
    const half = Number(a['stroke-width'] ?? 1) / 2;
    return {
      dark: isDark(stroke),
      box: [x! - half, y! - half, x! + w! + half, y! + h! + half],
      contains: (px, py) =>
        insideRoundedRect(px, py, x! - half, y! - half, w! + 2 * half, h! + 2 * half, rx! + half) &&
        !insideRoundedRect(px, py, x! + half, y! + half, w! - 2 * half, h! - 2 * half, rx! - half),
    };
  }
  if (!a.fill || a.fill === 'none') return null;
  return {
    dark: isDark(a.fill),
    box: [x!, y!, x! + w!, y! + h!],
    contains: (px, py) => insideRoundedRect(px, py, x!, y!, w!, h!, rx!),
  };
}

// The dots path: sub-paths `M{x} {y}v{n}` stroked with round caps, i.e. vertical capsules.
function dotShapes(a: Record<string, string>, isDark: (colour: string) => boolean): Shape[] {
  if (a['stroke-linecap'] !== 'round') throw new Error('Unexpected QR path: no round caps');
  const r = Number(a['stroke-width']) / 2;
  return [...(a.d ?? '').matchAll(/M([\d.]+) ([\d.]+)v(\d+)/g)].map(([, sx, sy, sn]) => {
    const [x, y, n] = [Number(sx), Number(sy), Number(sn)];
    return {
      dark: isDark(a.stroke ?? ''),
      box: [x - r, y - r, x + r, y + n + r],
      contains: (px, py) => (px - x) ** 2 + (py - Math.min(Math.max(py, y), y + n)) ** 2 <= r * r,
    };
  });
}

/** The shapes of the markup in paint order, and the side of its square viewBox. */
function parseQrSvg(markup: QrSvgParts): { extent: number; shapes: Shape[] } {
  const viewBox = /viewBox="([^"]*)"/.exec(markup)?.[1] ?? '';
  const extent = Number(viewBox.trim().split(/\s+/)[2]);
  if (!Number.isInteger(extent) || extent <= 0) throw new Error(`Unexpected QR viewBox: ${viewBox}`);
  const tags = [...markup.matchAll(/<(rect|path)\b[^>]*>/g)].map(([tag, name]) => ({
    name,
    a: attributes(tag),
  }));
  // The first rect is the tile: whatever is painted in its colour is light, any other colour dark.
  const tile = tags.find((t) => t.name === 'rect')?.a.fill;
  if (!tile) throw new Error('Unexpected QR markup: no tile');
  const isDark = (colour: string) => colour !== tile;
  const shapes = tags.flatMap(({ name, a }) =>
    name === 'path' ? dotShapes(a, isDark) : [rectShape(a, isDark)],
  );
  return { extent, shapes: shapes.filter((s): s is Shape => s !== null) };
}

/** Paints the markup, `scale` px a module, sampling each pixel's centre: `dark[y][x]` per pixel. */
export function paintQrSvg(markup: QrSvgParts, scale: number): boolean[][] {
  const { extent, shapes } = parseQrSvg(markup);
  const side = extent * scale;
  const dark = Array.from({ length: side }, () => new Array<boolean>(side).fill(false));
  for (const shape of shapes) {
    const [x0, y0, x1, y1] = shape.box.map((v) => Math.min(side, Math.max(0, Math.floor(v * scale))));
    for (let py = y0!; py <= Math.min(y1!, side - 1); py++) {
      for (let px = x0!; px <= Math.min(x1!, side - 1); px++) {
        if (shape.contains((px + 0.5) / scale, (py + 0.5) / scale)) dark[py]![px] = shape.dark;
      }
    }
  }
  return dark;
}

/** The modules of the drawn QR as `dark[y][x]` (each read at its centre), the quiet zone included. */
export function qrModulesFromSvg(markup: QrSvgParts): boolean[][] {
  return paintQrSvg(markup, 1);
}

/** Decodes a black-on-white `dark[y][x]` grid with jsQR, `scale` px per cell: its text, or null. */
export function decodeQrPixels(dark: boolean[][], scale = 1): string | null {
  const size = dark.length * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!dark[Math.floor(y / scale)]![Math.floor(x / scale)]) continue;
      const at = (y * size + x) * 4;
      pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
    }
  }
  return jsQR(pixels, size, size)?.data ?? null;
}

/** The text of the QR drawn by the kit's QrCode SVG, painted shape by shape, as jsQR reads it. */
export function decodeQrSvg(markup: QrSvgParts): string | null {
  return decodeQrPixels(paintQrSvg(markup, QR_TEST_SCALE));
}

/** The markup `decodeQrSvg` needs, from a rendered QrCode element. */
export function qrSvgParts(svg: Element): QrSvgParts {
  return svg.outerHTML;
}
