import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { hostKitSource } from '../../test/hostApp/hostKitSource';
import { buildSourcePage } from './buildSourcePage';
import { modal } from './kitPage';
import type { SandboxInfo } from './sandboxInfo';
import { readSandboxInfo } from './sandboxInfo';
import { type ServeStaticReturnType, serveStatic } from './serveStatic';

// A host page for the pay browser tests (docs/plugins/pay.md): the kit of docs/getting-started.md on the
// sandbox with `features: { pay: true }`, an <AppKitButton>, and a checkout button that calls
// `pay()` of `portico/pay` as a shop would. The result `pay()` resolves with is shown on the page and
// kept as `window.__payResult`, so the test's Node side can check it with verifyPayment.

const KIT_OPTIONS_LINE = '  apiUrl: ';

/** The page's checkout: `amount` ETH to `merchant` on the sandbox chain. */
function appSource(sandbox: SandboxInfo, merchant: string, amount: string): string {
  return `import { createRoot } from 'react-dom/client';
import { AppKitButton, AppKitProvider } from 'portico/react';
import { pay } from 'portico/pay';
import { kit } from './kit';

const payment = {
  recipient: ${JSON.stringify(merchant)},
  amount: ${JSON.stringify(amount)},
  paymentAsset: {
    network: ${JSON.stringify(sandbox.caipNetworkId)},
    asset: 'native',
    metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
};

function App() {
  const checkout = async () => {
    const result = await pay(payment);
    (window as unknown as { __payResult: unknown }).__payResult = result;
    document.getElementById('result')!.textContent = result.success ? 'Paid: ' + result.result.paymentId : 'Not paid: ' + result.error.code;
  };
  return (
    <AppKitProvider kit={kit}>
      <main>
        <h1>Shop</h1>
        <AppKitButton />
        <button type="button" onClick={() => void checkout()}>Checkout ${amount} ETH</button>
        <p id="result" role="status"></p>
      </main>
    </AppKitProvider>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
`;
}

/** The shop's page, built from the kit's sources and served; `stop()` removes it. */
export interface PayShop {
  url: string;
  stop(): Promise<void>;
}

/** Builds and serves the shop page: a checkout of `amount` ETH to `merchant`. */
export async function startPayShop(merchant: string, amount: string): Promise<PayShop> {
  const sandbox = readSandboxInfo();
  const kitSource = hostKitSource({ sandbox, projectId: 'pay-shop' });
  if (!kitSource.includes(KIT_OPTIONS_LINE))
    throw new TypeError('hostKitSource no longer sets apiUrl as expected');
  const dir = mkdtempSync(join(tmpdir(), 'portico-pay-shop-'));
  let server: ServeStaticReturnType | undefined;
  try {
    const root = await buildSourcePage({
      dir,
      files: {
        'kit.ts': kitSource.replace(
          KIT_OPTIONS_LINE,
          `  features: { pay: true, analytics: false },\n${KIT_OPTIONS_LINE}`,
        ),
        'shop.tsx': appSource(sandbox, merchant, amount),
      },
      pages: { 'shop.html': { script: 'shop.tsx', title: 'Shop', body: '<div id="root"></div>' } },
    });
    server = await serveStatic({ root });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const served = server;
  return {
    url: `${served.url}shop.html`,
    async stop() {
      await served.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The Pay view (header title "Pay", with the amount). */
export function payView(page: Page): Locator {
  return modal(page, 'Pay').filter({ has: page.getByTestId('pay-view') });
}

/** Presses the shop's checkout and waits for the Pay view with its exchanges listed. */
export async function checkout(page: Page, amount: string): Promise<Locator> {
  await page.getByRole('button', { name: `Checkout ${amount} ETH` }).click();
  const view = payView(page);
  await view.getByRole('button', { name: 'Sandbox Exchange' }).waitFor();
  return view;
}

/** What `pay()` resolved with on the page, once the page shows it. */
export async function payResult(
  page: Page,
): Promise<
  | { success: true; result: { paymentId: string; txHash: string } }
  | { success: false; error: { code: string } }
> {
  await page
    .getByRole('status')
    .filter({ hasText: /^(Paid|Not paid)/ })
    .waitFor({ timeout: 20_000 });
  return page.evaluate(() => (window as unknown as { __payResult: never }).__payResult);
}
