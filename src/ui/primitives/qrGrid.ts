// The fixed parts of a QR symbol: finder, separator, timing and alignment patterns, the dark module,
// and the format and version information areas. `reserved` marks every module that is not data.

/** A square module grid, row-major: index `y * size + x`. */
export interface Grid {
  size: number;
  dark: boolean[];
  reserved: boolean[];
}

/** Alignment-pattern centre coordinates of a version (both axes use the same list). */
export function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const size = version * 4 + 17;
  const count = Math.floor(version / 7) + 2;
  const step = version === 32 ? 26 : Math.ceil((size - 13) / (count * 2 - 2)) * 2;
  const positions = [6];
  for (let position = size - 7; positions.length < count; position -= step) positions.splice(1, 0, position);
  return positions;
}

/** Remainder of `value` divided by `generator`, as polynomials over GF(2). */
export function bchRemainder(value: number, generator: number): number {
  const degree = Math.floor(Math.log2(generator));
  let remainder = value;
  for (let bit = 31 - Math.clz32(value); bit >= degree; bit--) {
    if ((remainder >>> bit) & 1) remainder ^= generator << (bit - degree);
  }
  return remainder;
}

/** The 18 version bits of versions 7 and up: the version number and its BCH(18,6) check bits. */
export function versionBits(version: number): number {
  return (version << 12) | bchRemainder(version << 12, 0x1f25);
}

/** Draws the function patterns of a version and reserves the format and version areas. */
export function drawFunctionPatterns(version: number): Grid {
  const size = version * 4 + 17;
  const grid: Grid = {
    size,
    dark: new Array(size * size).fill(false),
    reserved: new Array(size * size).fill(false),
  };
  const set = (x: number, y: number, dark: boolean) => {
    grid.dark[y * size + x] = dark;
    grid.reserved[y * size + x] = true;
  };

  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  // Finder patterns with their light separators: rings at Chebyshev distance 2 and 4 are light.
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        const ring = Math.max(Math.abs(dx), Math.abs(dy));
        if (x >= 0 && x < size && y >= 0 && y < size) set(x, y, ring !== 2 && ring !== 4);
      }
    }
  }
  const centres = alignmentPositions(version);
  const last = centres.length - 1;
  centres.forEach((cx, i) => {
    centres.forEach((cy, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return; // finder corners
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    });
  });

  drawFormatBits(grid, 0); // reserve the areas; the real bits are drawn once the mask is known
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      set(a, b, dark);
      set(b, a, dark);
    }
  }
  return grid;
}

/** Writes the 15 format bits (least significant first) into both copies, plus the dark module. */
export function drawFormatBits(grid: Grid, bits: number): void {
  const { size } = grid;
  const set = (x: number, y: number, dark: boolean) => {
    grid.dark[y * size + x] = dark;
    grid.reserved[y * size + x] = true;
  };
  for (let i = 0; i < 15; i++) {
    const dark = ((bits >>> i) & 1) === 1;
    // Copy one, around the top-left finder: down column 8 (skipping the timing row), then left along row 8.
    if (i < 6) set(8, i, dark);
    else if (i < 8) set(8, i + 1, dark);
    else if (i === 8) set(7, 8, dark);
    else set(14 - i, 8, dark);
    // Copy two: row 8 leftwards from the right edge, then column 8 downwards to the bottom edge.
    if (i < 8) set(size - 1 - i, 8, dark);
    else set(8, size - 15 + i, dark);
  }
  set(8, size - 8, true);
}
