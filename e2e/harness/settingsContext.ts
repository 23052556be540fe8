import type { BrowserContextOptions } from 'playwright-core';
import { blockOutsideRequests } from './blockOutsideRequests';
import type { BrowserTestContext } from './browserTest';
import { collectPageErrors } from './collectPageErrors';
import { injectTestWallet } from './injectTestWallet';
import { openDemo } from './openDemo';
import { saveScreenshot } from './saveScreenshot';

// A visitor's settings that a browser context fixes at creation (a device pixel ratio for browser
// zoom, forced colors) and browserTest's own context does not take: a second context in the same
// browser, watched as browserTest watches its own (page errors, outside requests).

/** A test context on a page opened with `options`; `finish` checks its errors and closes it. */
export interface SettingsContext extends BrowserTestContext {
  finish(): Promise<void>;
}

/** Opens a context with the visitor's `options` (reduced motion unless they say otherwise). */
export async function openSettingsContext(
  t: BrowserTestContext,
  options: BrowserContextOptions,
): Promise<SettingsContext> {
  const browser = t.context.browser();
  if (!browser) throw new Error('the test context has no browser');
  const context = await browser.newContext({ reducedMotion: 'reduce', colorScheme: 'light', ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const errors = collectPageErrors(page);
  const outsideRequests = await blockOutsideRequests(context);
  const { sandbox } = t;
  return {
    page,
    context,
    sandbox,
    errors,
    outsideRequests,
    openDemo: (demoOptions) => openDemo(page, sandbox, demoOptions),
    injectWallet: (walletOptions) => injectTestWallet(page, { sandbox, ...walletOptions }),
    screenshot: (relativePath) => saveScreenshot(page, relativePath),
    async finish() {
      try {
        errors.assertNone();
        if (outsideRequests.length > 0)
          throw new Error(`the page requested outside hosts (aborted):\n${outsideRequests.join('\n')}`);
      } finally {
        await context.close().catch(() => undefined);
      }
    },
  };
}

/**
 * Runs `body` in a settings context, closing it however `body` ends; on failure the page's picture is
 * saved to e2e/artifacts/failures/settings/<name>.png and named in the error.
 */
export async function inSettingsContext(
  t: BrowserTestContext,
  name: string,
  options: BrowserContextOptions,
  body: (s: SettingsContext) => Promise<void>,
): Promise<void> {
  const s = await openSettingsContext(t, options);
  try {
    await body(s);
  } catch (error) {
    const shot = await s.screenshot(`failures/settings/${name}.png`).catch(() => undefined);
    if (error instanceof Error && shot) error.message += `\nscreenshot: ${shot}`;
    await s.context.close().catch(() => undefined);
    throw error;
  }
  await s.finish();
}
