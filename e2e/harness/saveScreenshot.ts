import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { findRepoRoot } from '../../sandbox/start/findRepoRoot';

/** Where browser tests write screenshots (ignored by git, kept by CI as artifacts). */
export const artifactsDir = (): string => join(findRepoRoot(), 'e2e/artifacts');

/** Writes a PNG of the page's viewport to e2e/artifacts/<relativePath>; returns the absolute path. */
export async function saveScreenshot(page: Page, relativePath: string): Promise<string> {
  const path = join(artifactsDir(), relativePath);
  await mkdir(dirname(path), { recursive: true });
  // Animations are finished rather than caught mid-way, so screenshots of one view compare run to run.
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  return path;
}

/** A file-name-safe form of a test name. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
}
