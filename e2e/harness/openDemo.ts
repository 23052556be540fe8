import type { Page } from 'playwright-core';
import type { SandboxInfo } from './sandboxInfo';

/** Options of `openDemo`. */
export interface OpenDemoOptions {
  /** `plain` serves a config without the dev wallet: the kit alone, with only injected test wallets. */
  mode?: 'sandbox' | 'plain';
  /** Path under the demo's URL; default the start page. */
  path?: string;
  /**
   * Which of the sandbox's Solana accounts the demo's Solana dev wallet holds (it takes the first of
   * the config's list); default 0. Browser files run side by side on one chain, so a test that sends
   * SOL and checks the sender's balance must not share its account with another that sends.
   */
  solanaAccount?: number;
}

/** The config the demo is served for these options: the sandbox's own when none changes it. */
function demoConfigFor(sandbox: SandboxInfo, { mode, solanaAccount = 0 }: OpenDemoOptions) {
  let config: SandboxInfo['demoConfig'] = sandbox.demoConfig;
  if (mode === 'plain') {
    const { devWallet: _keys, ...plain } = config;
    config = { ...plain, mode: 'plain' };
  }
  const solana = config.solana;
  if (solanaAccount !== 0 && solana) {
    const chosen = solana.accounts[solanaAccount];
    if (!chosen) throw new Error(`The sandbox has no Solana account ${solanaAccount}`);
    config = {
      ...config,
      solana: { ...solana, accounts: [chosen, ...solana.accounts.filter((a) => a !== chosen)] },
    };
  }
  return config;
}

/** Opens the demo app and waits until it has rendered and exposed its kit as `window.__kit`. */
export async function openDemo(
  page: Page,
  sandbox: SandboxInfo,
  options: OpenDemoOptions = {},
): Promise<void> {
  const config = demoConfigFor(sandbox, options);
  if (config !== sandbox.demoConfig) {
    await page.route('**/config.json', (route) => route.fulfill({ json: config }));
  }
  await page.goto(new URL(options.path ?? '', sandbox.demoUrl).href);
  await page.waitForFunction(
    () =>
      (window as { __kit?: unknown }).__kit !== undefined &&
      (document.getElementById('root')?.childElementCount ?? 0) > 0,
  );
  await recordModalRoutes(page);
}

/**
 * Records each change of the modal's route (open or closed, the history's views) in the page, so a
 * failing test can say where the modal went and when (browserTest's failure report reads it).
 */
async function recordModalRoutes(page: Page): Promise<void> {
  await page.evaluate(() => {
    type Route = { open: boolean; history: { view: string }[] };
    const page = window as unknown as {
      __kit: { store: { getState(): { modal: Route }; subscribe(listener: () => void): () => void } };
      __modalRoutes?: string[];
    };
    const routes: string[] = [];
    page.__modalRoutes = routes;
    let last = '';
    const record = () => {
      const { open, history } = page.__kit.store.getState().modal;
      const route = `${open ? 'open' : 'closed'} ${history.map((entry) => entry.view).join(' > ')}`;
      if (route === last) return;
      last = route;
      routes.push(`${Math.round(performance.now())} ms: ${route}`);
    };
    record();
    page.__kit.store.subscribe(record);
  });
}
