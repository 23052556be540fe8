import { readFileSync, writeFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** A region of a screenshot, in CSS pixels of a 1x page (the browser tests' device scale). */
export interface ScreenshotClip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Parameters of `compareWithBaseline`. */
export interface CompareWithBaselineParameters {
  /** The PNG just taken. */
  actualPath: string;
  /** The committed PNG it must match. */
  baselinePath: string;
  /** Compares only this region (the dialog); the whole picture when absent. */
  clip?: ScreenshotClip;
  /** Where a picture of the differing pixels is written when they are too many (`writeDiff`). */
  diffPath: string;
  /**
   * Regions whose content changes from run to run by design (a WalletConnect pairing QR encodes a new
   * URI each time): painted alike in both pictures before they are compared.
   */
  ignore?: readonly ScreenshotClip[];
}

/** What `compareWithBaseline` found. */
export interface CompareWithBaselineReturnType {
  /** Share of the compared pixels that differ, 0..1. */
  differingShare: number;
  /** Whether the sizes differ (then nothing else is compared). */
  sizeDiffers: boolean;
  /** The smallest box holding every differing pixel, in the compared region's coordinates. */
  differingBox?: ScreenshotClip;
  /**
   * Writes the differing pixels to `diffPath` (nothing when none differ). Left to the caller, who knows
   * whether the difference fails: encoding a PNG takes seconds under Jest, and most shots differ by a
   * few anti-aliased pixels that pass.
   */
  writeDiff(): void;
}

/**
 * How far a pixel may move in colour before it counts (pixelmatch's YIQ threshold): anti-aliasing and
 * sub-pixel text differences stay under it, a changed colour or a moved edge does not.
 */
const PIXEL_THRESHOLD = 0.1;

/** Paints `region` of `png` one flat colour (clamped to the picture). */
function blank(png: PNG, region: ScreenshotClip): void {
  const x0 = Math.max(0, Math.floor(region.x));
  const y0 = Math.max(0, Math.floor(region.y));
  const x1 = Math.min(png.width, Math.ceil(region.x + region.width));
  const y1 = Math.min(png.height, Math.ceil(region.y + region.height));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) png.data.set([255, 0, 255, 255], (y * png.width + x) * 4);
  }
}

/** Copies `clip` of `png` into a new PNG (clamped to the picture). */
function crop(png: PNG, clip: ScreenshotClip): PNG {
  const x = Math.max(0, Math.floor(clip.x));
  const y = Math.max(0, Math.floor(clip.y));
  const width = Math.max(0, Math.min(png.width - x, Math.ceil(clip.width)));
  const height = Math.max(0, Math.min(png.height - y, Math.ceil(clip.height)));
  const out = new PNG({ width, height });
  PNG.bitblt(png, out, x, y, width, height, 0, 0);
  return out;
}

/**
 * Compares a screenshot with its baseline, pixel by pixel within `clip`. The caller decides how much
 * difference is a failure, and then writes the differing pixels to `diffPath` (`writeDiff`).
 */
export function compareWithBaseline({
  actualPath,
  baselinePath,
  clip,
  diffPath,
  ignore = [],
}: CompareWithBaselineParameters): CompareWithBaselineReturnType {
  let actual: PNG = PNG.sync.read(readFileSync(actualPath));
  let baseline: PNG = PNG.sync.read(readFileSync(baselinePath));
  if (actual.width !== baseline.width || actual.height !== baseline.height) {
    return { differingShare: 1, sizeDiffers: true, writeDiff: () => undefined };
  }
  for (const region of ignore) {
    blank(actual, region);
    blank(baseline, region);
  }
  if (clip) {
    actual = crop(actual, clip);
    baseline = crop(baseline, clip);
  }
  const { width, height } = actual;
  if (width === 0 || height === 0)
    return { differingShare: 0, sizeDiffers: false, writeDiff: () => undefined };
  const diff = new PNG({ width, height });
  const differing = pixelmatch(actual.data, baseline.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  if (differing === 0) return { differingShare: 0, sizeDiffers: false, writeDiff: () => undefined };
  return {
    differingShare: differing / (width * height),
    sizeDiffers: false,
    differingBox: boxOfDifferences(diff),
    writeDiff: () => writeFileSync(diffPath, PNG.sync.write(diff)),
  };
}

/** The box around pixelmatch's differing pixels (painted pure red in its output; anti-aliasing is yellow). */
function boxOfDifferences(diff: PNG): ScreenshotClip | undefined {
  let [x0, y0, x1, y1] = [diff.width, diff.height, -1, -1];
  for (let y = 0; y < diff.height; y++) {
    for (let x = 0; x < diff.width; x++) {
      const at = (y * diff.width + x) * 4;
      if (diff.data[at] !== 255 || diff.data[at + 1] !== 0 || diff.data[at + 2] !== 0) continue;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  }
  return x1 < 0 ? undefined : { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}
