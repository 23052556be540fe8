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
  /** Where a picture of the differing pixels is written when they are too many. */
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
 * Compares a screenshot with its baseline, pixel by pixel within `clip`; writes the differing pixels to
 * `diffPath` when any differ. The caller decides how much difference is a failure.
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
    return { differingShare: 1, sizeDiffers: true };
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
  if (width === 0 || height === 0) return { differingShare: 0, sizeDiffers: false };
  const diff = new PNG({ width, height });
  const differing = pixelmatch(actual.data, baseline.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  if (differing > 0) writeFileSync(diffPath, PNG.sync.write(diff));
  return { differingShare: differing / (width * height), sizeDiffers: false };
}
