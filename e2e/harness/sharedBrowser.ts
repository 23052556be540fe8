import type { Browser } from 'playwright-core';
import { launchChromium } from './launchChromium';

let browser: Promise<Browser> | undefined;

/**
 * One Chromium per test file (Jest gives each file its own module registry), launched on first use.
 * Tests get their own context, which is a clean profile, so sharing the process costs no isolation.
 */
export function sharedBrowser(): Promise<Browser> {
  browser ??= launchChromium();
  return browser;
}

/** Closes the file's Chromium, if one was launched. */
export async function closeSharedBrowser(): Promise<void> {
  const launched = browser;
  browser = undefined;
  await (await launched?.catch(() => undefined))?.close();
}
