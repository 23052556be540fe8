import type { Page } from 'playwright-core';
import type { SandboxInfo } from './sandboxInfo';

/** Options of `openDemo`. */
export interface OpenDemoOptions {
  /** `plain` serves a config without the dev wallet: the kit alone, with only injected test wallets. */
  mode?: 'sandbox' | 'plain';
  /** Path under the demo's URL; default the start page. */
  path?: string;
}

/** Opens the demo app and waits until it has rendered and exposed its kit as `window.__kit`. */
export async function openDemo(
  page: Page,
  sandbox: SandboxInfo,
  options: OpenDemoOptions = {},
): Promise<void> {
  if (options.mode === 'plain') {
    const { devWallet: _keys, ...plain } = sandbox.demoConfig;
    await page.route('**/config.json', (route) => route.fulfill({ json: { ...plain, mode: 'plain' } }));
  }
  await page.goto(new URL(options.path ?? '', sandbox.demoUrl).href);
  await page.waitForFunction(
    () =>
      (window as { __kit?: unknown }).__kit !== undefined &&
      (document.getElementById('root')?.childElementCount ?? 0) > 0,
  );
}
