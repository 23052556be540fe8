import { basename } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { blockOutsideRequests } from './blockOutsideRequests';
import { collectPageErrors, type PageErrorLog } from './collectPageErrors';
import { type InjectTestWalletParameters, injectTestWallet, type TestWallet } from './injectTestWallet';
import { type OpenDemoOptions, openDemo } from './openDemo';
import { readSandboxInfo, type SandboxInfo } from './sandboxInfo';
import { saveScreenshot, slug } from './saveScreenshot';
import { closeSharedBrowser, sharedBrowser } from './sharedBrowser';
import { withDeadline } from './withDeadline';

/** What a browser test receives: a fresh page in a fresh context, and the sandbox it runs against. */
export interface BrowserTestContext {
  page: Page;
  context: BrowserContext;
  sandbox: SandboxInfo;
  errors: PageErrorLog;
  /** Requests to hosts other than this machine, aborted (the test fails if any happened). */
  outsideRequests: readonly string[];
  /** Opens the demo app and waits for its kit (`window.__kit`). */
  openDemo(options?: OpenDemoOptions): Promise<void>;
  /** Injects an EIP-6963 test wallet backed by anvil keys in Node; call before openDemo. */
  injectWallet(options?: Omit<InjectTestWalletParameters, 'sandbox'>): Promise<TestWallet>;
  /** Writes a screenshot to e2e/artifacts/<relativePath>. */
  screenshot(relativePath: string): Promise<string>;
}

/** Options of `browserTest`. */
export interface BrowserTestOptions {
  /** Whole-test budget, default 60 s; a hung step fails with a screenshot before Jest's timeout. */
  timeoutMs?: number;
  /** Page errors the test expects (it provokes them); any other fails the test. */
  allowErrors?: readonly RegExp[];
  /** The visitor's motion preference; `reduce` by default so screenshots and axe see settled views. */
  reducedMotion?: 'reduce' | 'no-preference';
  colorScheme?: 'dark' | 'light';
  /** The page's size, 1280x800 by default. */
  viewport?: { width: number; height: number };
  /** A phone's browser: meta viewport honoured, touch events, and the page zoomed out to fit wide content. */
  isMobile?: boolean;
}

let cleanupRegistered = false;

/**
 * Declares a Jest test that runs in headless Chromium. The test fails on any console error, uncaught
 * exception or outside request the page produced, and leaves a screenshot in
 * e2e/artifacts/failures/ when it fails.
 */
export function browserTest(
  name: string,
  body: (t: BrowserTestContext) => Promise<void>,
  options: BrowserTestOptions = {},
): void {
  if (!cleanupRegistered) {
    cleanupRegistered = true;
    afterAll(closeSharedBrowser);
  }
  const timeoutMs = options.timeoutMs ?? 60_000;
  test(
    name,
    async () => {
      const sandbox = readSandboxInfo();
      const browser = await sharedBrowser();
      const context = await browser.newContext({
        viewport: options.viewport ?? { width: 1280, height: 800 },
        isMobile: options.isMobile ?? false,
        hasTouch: options.isMobile ?? false,
        reducedMotion: options.reducedMotion ?? 'reduce',
        colorScheme: options.colorScheme ?? 'light',
      });
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      const errors = collectPageErrors(page);
      const outsideRequests = await blockOutsideRequests(context);
      const t: BrowserTestContext = {
        page,
        context,
        sandbox,
        errors,
        outsideRequests,
        openDemo: (demoOptions) => openDemo(page, sandbox, demoOptions),
        injectWallet: (walletOptions) => injectTestWallet(page, { sandbox, ...walletOptions }),
        screenshot: (relativePath) => saveScreenshot(page, relativePath),
      };
      try {
        await withDeadline(body(t), timeoutMs, name);
        errors.assertNone(options.allowErrors);
        if (outsideRequests.length > 0) {
          throw new Error(`the page requested outside hosts (aborted):\n${outsideRequests.join('\n')}`);
        }
      } catch (error) {
        throw await explainFailure(error, page, errors, name);
      } finally {
        await context.close().catch(() => undefined);
      }
    },
    timeoutMs + 15_000,
  );
}

/** Adds the failure screenshot's path and the page's errors to the error Jest prints. */
async function explainFailure(
  error: unknown,
  page: Page,
  errors: PageErrorLog,
  name: string,
): Promise<unknown> {
  const file = basename(expect.getState().testPath ?? 'test', '.e2e.ts');
  const shot = await saveScreenshot(page, `failures/${slug(file)}/${slug(name)}.png`).catch(() => undefined);
  if (!(error instanceof Error)) return error;
  if (shot) error.message += `\nscreenshot: ${shot}`;
  // openDemo records where the modal went: a view that never opened shows here with its timing.
  const routes = await page
    .evaluate(() => (window as { __modalRoutes?: string[] }).__modalRoutes)
    .catch(() => undefined);
  if (routes && routes.length > 0) error.message += `\nmodal routes:\n  ${routes.slice(-12).join('\n  ')}`;
  if (errors.errors.length > 0 && !error.message.includes('the page reported')) {
    error.message += `\npage errors:\n${errors.errors.join('\n')}`;
  }
  return error;
}
