import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's chromium (scripts/install-chromium.sh); CHROMIUM_PATH points elsewhere if needed. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Flags for a quiet, offline, CI-safe browser: no sandbox (containers run as root), no GPU, and no
 * background traffic (QUIC, sync, component updates) that would count as requests to outside hosts.
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches headless Chromium through playwright-core. Playwright gives every launch a fresh temporary
 * user-data dir (and removes it on close), and every context is a clean profile on top of that.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is not installed at ${chromiumPath}: run scripts/install-chromium.sh (needs root)`,
    );
  }
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}
