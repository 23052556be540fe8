import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { isLocalUrl } from '../e2e/harness/blockOutsideRequests';
import { withDeadline } from '../e2e/harness/withDeadline';

/** The selector of a painted wallet row: the Connect view's list, named "Wallets" (src/ui/views/connect). */
export const walletRowSelector = '[role="dialog"] ul[aria-label="Wallets"] li';

/** What one page load (and, for the kit app, one modal open) measured. */
export interface PageRun {
  /** gzip bytes of the JS the page had fetched when it was ready for interaction. */
  initialJsBytes: number;
  /** Requests to hosts other than this machine between navigation and network idle. */
  outsideRequests: string[];
  /** gzip bytes of all JS fetched by the time the wallet list was painted. */
  jsToListBytes?: number;
  clickToListMs?: number;
  /** V8 heap in use after a forced garbage collection, with the modal open. */
  heapBytes?: number;
}

interface PaintProbe {
  clickedAt: number;
  paintedAt: number;
}

/**
 * Loads `url` in a fresh context (cold cache) and measures it. With `openModal`, clicks the connect
 * button with a real pointer and times click -> wallet list painted in the page: `performance.now()`
 * at the click (capture listener), and after the list appears, a task queued from the next animation
 * frame, which runs once that frame is painted.
 */
export async function measurePage(browser: Browser, url: string, openModal: boolean): Promise<PageRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
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

    await page.goto(url, { waitUntil: 'load' });
    const button = page.getByRole('button', { name: 'Connect Wallet', exact: true });
    await button.waitFor();
    await page.waitForLoadState('networkidle');
    const loadOutside = [...outsideRequests];
    const initialJsBytes = await gzipOfScripts(page, gzipByUrl, Number.POSITIVE_INFINITY);
    if (!openModal) return { initialJsBytes, outsideRequests: loadOutside };

    await page.evaluate(paintProbeScript(walletRowSelector));
    await button.click();
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
      outsideRequests: loadOutside,
      jsToListBytes,
      clickToListMs: probe.paintedAt - probe.clickedAt,
      heapBytes: usedSize,
    };
  } finally {
    await context.close();
  }
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
function paintProbeScript(selector: string): string {
  return `window.__benchPaint = new Promise((resolve) => {
    let clickedAt;
    const observer = new MutationObserver(() => check());
    function check() {
      if (clickedAt === undefined || !document.querySelector(${JSON.stringify(selector)})) return;
      observer.disconnect();
      const start = clickedAt;
      requestAnimationFrame(() => setTimeout(() => resolve({ clickedAt: start, paintedAt: performance.now() })));
    }
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('click', () => { clickedAt = performance.now(); check(); }, { capture: true, once: true });
  });
  undefined;`; // evaluate() would otherwise wait for the promise, which needs the click that follows
}
