import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { compareWithBaseline } from '../e2e/harness/compareWithBaseline';

// The browser suite's screenshot comparison (e2e/harness/docScreenshot.ts), on pictures drawn here.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portico-baseline-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a white `width`x`height` PNG with a black square of side 10 at (x, y); returns its path. */
function picture(name: string, square: { x: number; y: number }, width = 100, height = 100): string {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inSquare = x >= square.x && x < square.x + 10 && y >= square.y && y < square.y + 10;
      const i = (y * width + x) * 4;
      png.data.set(inSquare ? [0, 0, 0, 255] : [255, 255, 255, 255], i);
    }
  }
  const path = join(dir, name);
  writeFileSync(path, PNG.sync.write(png));
  return path;
}

test('default: the same picture differs in no pixel and writes no diff', () => {
  const diffPath = join(dir, 'diff.png');
  const result = compareWithBaseline({
    actualPath: picture('a.png', { x: 10, y: 10 }),
    baselinePath: picture('b.png', { x: 10, y: 10 }),
    diffPath,
  });
  expect(result).toMatchObject({ differingShare: 0, sizeDiffers: false });
  result.writeDiff();
  expect(existsSync(diffPath)).toBe(false);
});

test('behavior: a moved control differs by the pixels it left and took, boxed; the diff is written when asked', () => {
  const diffPath = join(dir, 'diff.png');
  const result = compareWithBaseline({
    actualPath: picture('a.png', { x: 10, y: 10 }),
    baselinePath: picture('b.png', { x: 50, y: 50 }),
    diffPath,
  });
  expect(result.differingShare).toBeCloseTo(200 / 10_000, 5);
  // The box spans the square it left (10..19) and the one it took (50..59).
  expect(result.differingBox).toEqual({ x: 10, y: 10, width: 50, height: 50 });
  expect(existsSync(diffPath)).toBe(false);
  result.writeDiff();
  expect(existsSync(diffPath)).toBe(true);
});

test('behavior: only the clip is compared (a change outside the dialog does not count)', () => {
  const result = compareWithBaseline({
    actualPath: picture('a.png', { x: 10, y: 10 }),
    baselinePath: picture('b.png', { x: 70, y: 10 }),
    clip: { x: 0, y: 40, width: 100, height: 60 },
    diffPath: join(dir, 'diff.png'),
  });
  expect(result.differingShare).toBe(0);
});

test('error: pictures of different sizes are reported as such', () => {
  const result = compareWithBaseline({
    actualPath: picture('a.png', { x: 0, y: 0 }, 100, 100),
    baselinePath: picture('b.png', { x: 0, y: 0 }, 100, 90),
    diffPath: join(dir, 'diff.png'),
  });
  expect(result).toMatchObject({ differingShare: 1, sizeDiffers: true });
});

test('behavior: an ignored region (a pairing QR) does not count', () => {
  const result = compareWithBaseline({
    actualPath: picture('a.png', { x: 10, y: 10 }),
    baselinePath: picture('b.png', { x: 50, y: 50 }),
    ignore: [
      { x: 5, y: 5, width: 20, height: 20 },
      { x: 45, y: 45, width: 20, height: 20 },
    ],
    diffPath: join(dir, 'diff.png'),
  });
  expect(result.differingShare).toBe(0);
});
