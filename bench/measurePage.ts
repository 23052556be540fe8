import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { isLocalUrl } from '../e2e/harness/blockOutsideRequests';
import { withDeadline } from '../e2e/harness/withDeadline';

/** The selector of a painted wallet row: the Connect view's list, named "Wallets" (src/ui/views/connect). */
export const walletRowSelector = '[role="dialog"] ul[aria-label="Wallets"] li';

/**
 * How the click reaches the button. `hover`: Playwright's real pointer, which moves over the button and
 * presses it (a mouse user). `noHover`: `element.click()` with no pointer event before it (a tap that
 * only fires click, the keyboard, a script), the case where only the idle preload can have helped.
 */
export type ClickMode = 'hover' | 'noHover';

/** What one page load and one open of its wallet list measured. */
export interface PageRun {
  /** gzip bytes of the JS the page had fetched when the connect button appeared (before any idle work). */
  initialJsBytes: number;
  /** gzip bytes of the JS the page had fetched once it was idle (the idle preload included). */
  idleJsBytes: number;
  /** Requests to hosts other than this machine between navigation and network idle. */
  outsideRequests: string[];
  /** gzip bytes of all JS fetched by the time the wallet list was painted. */
  jsToListBytes: number;
  clickToListMs: number;
  /** Wallet rows painted (the kit's and the baseline's lists should be the same size). */
  listRows: number;
  /** V8 heap in use after a forced garbage collection, with the modal open. */
  heapBytes: number;
}

export interface PaintProbe {
  clickedAt: number;
  paintedAt: number;
  rows: number;
}

/**
 * Loads `url` in a fresh context (cold cache), waits until the page is idle, clicks the connect button
 * as `mode` says and times click -> wallet list painted in the page: `performance.now()` at the click
 * (capture listener), and after the list appears, a task queued from the next animation frame, which
 * runs once that frame is painted.
 */
export async function measurePage(browser: Browser, url: string, mode: ClickMode): Promise<PageRun> {
  const { context, page, button, gzipByUrl, outsideRequests } = await openIdlePage(browser, url);
  try {
    const loadOutside = [...outsideRequests];
    const buttonAt = await page.evaluate(
      () => (window as unknown as { __benchButtonAt: number }).__benchButtonAt,
    );
    const initialJsBytes = await gzipOfScripts(page, gzipByUrl, buttonAt);
    const idleJsBytes = await gzipOfScripts(page, gzipByUrl, Number.POSITIVE_INFINITY);

    await page.evaluate(paintProbeScript());
    if (mode === 'hover') await button.click();
    else await button.evaluate((element) => (element as HTMLElement).click());
    const probe = await withDeadline(
      page.evaluate(() => (window as unknown as { __benchPaint: Promise<PaintProbe> }).__benchPaint),
      15_000,
      `waiting for the wallet list (${walletRowSelector}) after the click`,
    );
    const jsToListBytes = await gzipOfScripts(page, gzipByUrl, probe.paintedAt);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return {
      initialJsBytes,
      idleJsBytes,
      outsideRequests: loadOutside,
      jsToListBytes,
      clickToListMs: probe.paintedAt - probe.clickedAt,
      listRows: probe.rows,
      heapBytes: usedSize,
    };
  } finally {
    await context.close();
  }
}

/** A page loaded in a fresh context (cold cache) and idle, its connect button found. */
export interface IdlePage {
  context: BrowserContext;
  page: Page;
  button: Locator;
  /** gzip -9 size of each script response, by URL. */
  gzipByUrl: Map<string, Promise<number>>;
  /** Requests to other hosts (aborted, not waited for), as they happened. */
  outsideRequests: string[];
}

/**
 * Loads `url` in a fresh context, waits for the connect button, then until the page is idle as a
 * visitor's page would be before a click: an idle callback has run and the network is quiet. The caller
 * closes the context.
 */
export async function openIdlePage(browser: Browser, url: string): Promise<IdlePage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const gzipByUrl = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (!response.url().endsWith('.js') && response.request().resourceType() !== 'script') return;
    gzipByUrl.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  const outsideRequests: string[] = [];
  // Nothing leaves the machine: an outside request is counted and aborted, not waited for.
  await context.route(
    (target) => !isLocalUrl(target),
    (route) => {
      outsideRequests.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  await page.addInitScript(buttonProbeScript());
  await page.goto(url, { waitUntil: 'load' });
  const button = page.getByRole('button', { name: 'Connect Wallet', exact: true });
  await button.waitFor();
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await page.waitForLoadState('networkidle');
  return { context, page, button, gzipByUrl, outsideRequests };
}

/** gzip bytes of the scripts whose response had ended by `before` (page time), per Resource Timing. */
async function gzipOfScripts(
  page: Page,
  gzipByUrl: Map<string, Promise<number>>,
  before: number,
): Promise<number> {
  const urls = await page.evaluate(
    (limit) =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming).responseEnd <= limit && /\.m?js(\?|$)/.test(entry.name),
        )
        .map((entry) => entry.name),
    before,
  );
  const sizes = await Promise.all(urls.map((url) => gzipByUrl.get(url) ?? Promise.resolve(0)));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * Page source that resolves window.__benchPaint once a wallet row exists and its frame was painted.
 * A string rather than a function: tsx (esbuild) would wrap a function's inner closures in a `__name`
 * helper that does not exist in the page.
 */
export function paintProbeScript(selector: string = walletRowSelector): string {
  return `window.__benchPaint = new Promise((resolve) => {
    let clickedAt;
    const observer = new MutationObserver(() => check());
    function check() {
      if (clickedAt === undefined || !document.querySelector(${JSON.stringify(selector)})) return;
      observer.disconnect();
      const start = clickedAt;
      const rows = document.querySelectorAll(${JSON.stringify(selector)}).length;
      requestAnimationFrame(() => setTimeout(() => { performance.mark('bench-painted'); resolve({ clickedAt: start, paintedAt: performance.now(), rows }); }));
    }
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('click', () => { clickedAt = performance.now(); performance.mark('bench-click'); check(); }, { capture: true, once: true });
  });
  undefined;`; // evaluate() would otherwise wait for the promise, which needs the click that follows
}

/**
 * Init script that records in window.__benchButtonAt when the first button entered the DOM: every
 * script the page needed to show it had arrived by then, and no idle work had started yet.
 */
function buttonProbeScript(): string {
  return `new MutationObserver((_, observer) => {
    if (!document.querySelector('button')) return;
    window.__benchButtonAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });`;
}
