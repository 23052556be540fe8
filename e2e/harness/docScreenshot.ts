import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { findRepoRoot } from '../../sandbox/start/findRepoRoot';
import { compareWithBaseline, type ScreenshotClip } from './compareWithBaseline';
import { artifactsDir, saveScreenshot } from './saveScreenshot';
import { waitForDialogToSettle } from './waitForDialogToSettle';

/**
 * Share of the dialog's pixels that may differ from the baseline: a balance or a timestamp that moved
 * on by a digit stays under it; a moved, resized or recoloured control does not.
 */
export const MAX_DIFFERING_SHARE = 0.01;

/** A screenshot that no longer matches its committed baseline in docs/screenshots. */
export class ScreenshotMismatchError extends Error {
  constructor(
    readonly screenshot: string,
    readonly differingShare: number,
    readonly diffPath: string | undefined,
    /** Where the differing pixels are, in the dialog's coordinates: CI logs name the part that changed. */
    readonly differingBox?: ScreenshotClip,
  ) {
    const where = differingBox
      ? ` within ${differingBox.width}x${differingBox.height} px at (${differingBox.x}, ${differingBox.y}) of the dialog`
      : '';
    super(
      diffPath
        ? `screenshot ${screenshot} differs from docs/screenshots/${screenshot} in ${(differingShare * 100).toFixed(2)} % of the dialog's pixels (over ${MAX_DIFFERING_SHARE * 100} %)${where}; differing pixels in ${diffPath}. A deliberate change: run with UPDATE_DOC_SCREENSHOTS=1 and commit the new baseline.`
        : `screenshot ${screenshot} has no baseline in docs/screenshots (or its size changed): run with UPDATE_DOC_SCREENSHOTS=1 and commit it.`,
    );
    this.name = 'ScreenshotMismatchError';
  }
}

/** Options of `docScreenshot`. */
export interface DocScreenshotOptions {
  /**
   * Parts whose text is this run's own data (a fresh account's name, a balance after other tests'
   * transfers, a timestamp): left out of the comparison, still in the picture.
   */
  volatile?: readonly Locator[];
}

/**
 * Saves a screenshot to e2e/artifacts/docs/<name> and holds it against its baseline,
 * docs/screenshots/<name> (the picture the docs show): within the open dialog (the whole page when
 * none is open) at most `MAX_DIFFERING_SHARE` of the pixels may differ, or it throws
 * `ScreenshotMismatchError`. With UPDATE_DOC_SCREENSHOTS=1 it writes the baseline instead. Returns the
 * artifact's path.
 */
export async function docScreenshot(
  page: Page,
  name: string,
  { volatile = [] }: DocScreenshotOptions = {},
): Promise<string> {
  // Logos, images and lists settle first (a logo loads or gives up within SPEC's 2 s, an NFT picture
  // loads or fails, a list's placeholder rows give way to its rows), so a shot never catches one half-way.
  await waitForDialogToSettle(page);
  const dialog = page.locator('[role="dialog"][aria-modal="true"]').first();
  const clip = (await dialog.count()) > 0 ? ((await dialog.boundingBox()) ?? undefined) : undefined;
  // A pairing QR encodes a new URI every run, and volatile parts hold this run's data.
  const masked = [page.locator('.portico-qr'), ...volatile];
  await waitForStillDialog(page, clip, masked);
  // Their boxes, as the shot shows them, are left out of the comparison.
  const regions = (await Promise.all(masked.map((l) => l.all()))).flat();
  const ignore = (await Promise.all(regions.map((region) => region.boundingBox()))).filter(
    (box) => box !== null,
  );
  const shot = await saveScreenshot(page, `docs/${name}`);
  const baseline = join(findRepoRoot(), 'docs/screenshots', name);
  // Refreshed on demand, so an ordinary run leaves the tree unchanged and a deliberate change updates
  // the baseline in the same commit.
  if (process.env.UPDATE_DOC_SCREENSHOTS === '1') {
    await mkdir(dirname(baseline), { recursive: true });
    await copyFile(shot, baseline);
    return shot;
  }
  if (!existsSync(baseline)) throw new ScreenshotMismatchError(name, 1, undefined);
  const diffPath = join(artifactsDir(), 'diff', name);
  await mkdir(dirname(diffPath), { recursive: true });
  const { differingShare, sizeDiffers, differingBox, writeDiff } = compareWithBaseline({
    actualPath: shot,
    baselinePath: baseline,
    clip,
    diffPath,
    ignore,
  });
  if (sizeDiffers) throw new ScreenshotMismatchError(name, 1, undefined);
  if (differingShare > MAX_DIFFERING_SHARE) {
    writeDiff();
    throw new ScreenshotMismatchError(name, differingShare, diffPath, differingBox);
  }
  return shot;
}

/** At most this many shots are taken waiting for the dialog to hold still. */
const MAX_SHOTS = 5;

/**
 * Shoots the dialog (`masked` parts painted over) until two shots in a row are the same bytes, as Playwright's
 * toHaveScreenshot does: a list re-rendering after a refetch or a re-layout in flight is then never the
 * picture held against the baseline. Gives up quietly after MAX_SHOTS (the comparison then decides).
 */
async function waitForStillDialog(
  page: Page,
  clip: ScreenshotClip | undefined,
  masked: Locator[],
): Promise<void> {
  let previous: Buffer | undefined;
  for (let taken = 0; taken < MAX_SHOTS; taken++) {
    const shot = await page.screenshot({
      ...(clip ? { clip } : {}),
      mask: masked,
      animations: 'disabled',
      caret: 'hide',
    });
    if (previous?.equals(shot)) return;
    previous = shot;
  }
}
