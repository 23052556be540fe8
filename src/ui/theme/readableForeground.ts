const DARK_INK = '#0b1030';
const LIGHT_INK = '#ffffff';

// Parses the colour syntaxes hosts actually pass (hex, rgb[a], hsl[a]); anything else returns null
// and the caller keeps the dark ink, which reads on every default accent.
function toRgb(color: string): [number, number, number] | null {
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/.exec(value);
  if (hex?.[1]) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
  }
  const fn = /^(rgb|hsl)a?\(([^)]*)\)$/.exec(value);
  if (!fn?.[2]) return null;
  const parts = fn[2]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map((p) => Number.parseFloat(p));
  const [a = Number.NaN, b = Number.NaN, c = Number.NaN] = parts;
  if ([a, b, c].some(Number.isNaN)) return null;
  if (fn[1] === 'rgb') return [a, b, c];
  const s = b / 100;
  const l = c / 100;
  const k = (n: number) => (n + a / 30) % 12;
  const f = (n: number) => l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The ink (dark or white) with the higher WCAG contrast on `background`; dark when unparseable. */
export function readableForeground(background: string): string {
  const rgb = toRgb(background);
  if (!rgb) return DARK_INK;
  const l = luminance(rgb);
  const onDark = (l + 0.05) / (luminance([11, 16, 48]) + 0.05);
  const onWhite = 1.05 / (l + 0.05);
  return onWhite > onDark ? LIGHT_INK : DARK_INK;
}
