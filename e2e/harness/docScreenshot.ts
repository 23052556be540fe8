import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { findRepoRoot } from '../../sandbox/start/findRepoRoot';
import { saveScreenshot } from './saveScreenshot';

/**
 * Saves a screenshot to e2e/artifacts/docs/<name> and, with UPDATE_DOC_SCREENSHOTS=1, copies it to
 * docs/screenshots/<name>; returns the artifact's path.
 */
export async function docScreenshot(page: Page, name: string): Promise<string> {
  const shot = await saveScreenshot(page, `docs/${name}`);
  // The docs page shows what a test saw; refreshed on demand so an ordinary run leaves the tree unchanged.
  if (process.env.UPDATE_DOC_SCREENSHOTS !== '1') return shot;
  const docsShot = join(findRepoRoot(), 'docs/screenshots', name);
  await mkdir(dirname(docsShot), { recursive: true });
  await copyFile(shot, docsShot);
  return shot;
}
