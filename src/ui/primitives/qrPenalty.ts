// The four mask-evaluation rules of ISO/IEC 18004 §7.8.3; the mask with the lowest total is used.

const FINDER_LIKE = [
  [true, false, true, true, true, false, true, false, false, false, false],
  [false, false, false, false, true, false, true, true, true, false, true],
] as const;

/** Penalty score of a masked symbol (row-major `dark`, `size` x `size`); lower reads more reliably. */
export function penalty(dark: readonly boolean[], size: number): number {
  const at = (x: number, y: number, vertical: boolean) => dark[vertical ? x * size + y : y * size + x]!;
  let score = 0;
  for (const vertical of [false, true]) {
    for (let line = 0; line < size; line++) {
      // Rule 1: five or more same-coloured modules in a row score 3, plus 1 per extra module.
      let run = 1;
      for (let i = 1; i <= size; i++) {
        if (i < size && at(i, line, vertical) === at(i - 1, line, vertical)) {
          run++;
          continue;
        }
        if (run >= 5) score += run - 2;
        run = 1;
      }
      // Rule 3: a 1:1:3:1:1 finder look-alike with four light modules on one side scores 40.
      for (let i = 0; i + 11 <= size; i++) {
        for (const pattern of FINDER_LIKE) {
          if (pattern.every((value, k) => at(i + k, line, vertical) === value)) score += 40;
        }
      }
    }
  }
  // Rule 2: every 2x2 block of one colour scores 3.
  for (let y = 0; y + 1 < size; y++) {
    for (let x = 0; x + 1 < size; x++) {
      const colour = at(x, y, false);
      if (
        at(x + 1, y, false) === colour &&
        at(x, y + 1, false) === colour &&
        at(x + 1, y + 1, false) === colour
      ) {
        score += 3;
      }
    }
  }
  // Rule 4: 10 points per full 5% that the dark share strays from 50%.
  const darkCount = dark.reduce((count, cell) => count + (cell ? 1 : 0), 0);
  score += Math.floor(Math.abs(darkCount * 20 - dark.length * 10) / dark.length) * 10;
  return score;
}
