import type { Page } from 'playwright-core';
import { type BrowserTestContext, browserTest } from './harness/browserTest';
import { connectButton, modal, openWithKit, setThemeMode } from './harness/kitPage';
import { expectNoAxeViolations } from './harness/runAxe';

// Issue 3: axe reports no violation on each core view in both themes, and a screenshot of each core
// view in each theme is written to e2e/artifacts/views/ (kept by CI as the visual record).

interface CoreView {
  view: string;
  /** The header title, which is also the dialog's accessible name. */
  title: string | RegExp;
  /** Brings the modal to the view; the default is `kit.open({ view })`. */
  reach?: (t: BrowserTestContext) => Promise<void>;
  /** The view's own state is a wait (a spinner is what it shows): do not wait for it to settle. */
  busy?: boolean;
}

/**
 * Waits until the dialog has kept its size and place for five animation frames: the modal animates
 * its height when content arrives (the WalletConnect QR), and axe run mid-way once saw the body
 * scrollable with nothing focusable in it (scrollable-region-focusable, a clean-clone CI run).
 */
async function waitForStillDialog(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const rect = document.querySelector('[role="dialog"]')?.getBoundingClientRect();
      const key = rect ? `${rect.x},${rect.y},${rect.width},${rect.height}` : '';
      const seen = window as unknown as { __dialogRect?: string; __dialogStill?: number };
      seen.__dialogStill = seen.__dialogRect === key ? (seen.__dialogStill ?? 0) + 1 : 0;
      seen.__dialogRect = key;
      return seen.__dialogStill >= 5;
    },
    undefined,
    { polling: 'raf' },
  );
}

/** Connects the page's dev wallet through the modal, as a visitor would. */
async function connectDevWallet(page: Page): Promise<void> {
  await connectButton(page).click();
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /Portico Dev Wallet/ })
    .click();
  // Once connected, <AppKitButton> shows the account instead of "Connect Wallet".
  await connectButton(page).waitFor({ state: 'detached' });
}

const coreViews: CoreView[] = [
  { view: 'Connect', title: 'Connect Wallet' },
  { view: 'AllWallets', title: 'All Wallets' },
  { view: 'Networks', title: 'Choose Network' },
  { view: 'UnsupportedChain', title: 'Switch Network' },
  { view: 'ConnectingWalletConnect', title: 'WalletConnect' },
  { view: 'ConnectingWalletConnectBasic', title: 'WalletConnect' },
  {
    view: 'ConnectingExternal',
    // A view about one wallet is titled with its name (issue 11 item 6).
    title: 'Waiting Wallet',
    busy: true,
    // A test wallet that keeps the connection request waiting, so the view stays on screen.
    reach: async (t) => {
      const wallet = await t.injectWallet({ name: 'Waiting Wallet', rdns: 'dev.portico.waiting' });
      wallet.hold(['eth_requestAccounts', 'wallet_requestPermissions']);
      await t.openDemo();
      await connectButton(t.page).click();
      await modal(t.page, 'Connect Wallet')
        .getByRole('button', { name: /Waiting Wallet/ })
        .click();
    },
  },
  {
    view: 'Account',
    title: 'Account',
    reach: async (t) => {
      await t.openDemo();
      await connectDevWallet(t.page);
      await openWithKit(t.page);
    },
  },
];

for (const { view, title, reach, busy } of coreViews) {
  browserTest(`behavior: ${view} has no axe violation in dark and light, with screenshots`, async (t) => {
    const { page } = t;
    if (reach) await reach(t);
    else {
      await t.openDemo();
      await openWithKit(page, view);
    }
    const dialog = modal(page, title);
    await dialog.waitFor();
    // Spinners of a loading list are a state of their own; the check is of the settled view.
    if (!busy)
      await page.waitForFunction(() => !document.querySelector('[role="dialog"] [aria-busy="true"]'));

    const failures: string[] = [];
    for (const theme of ['dark', 'light'] as const) {
      await setThemeMode(page, theme);
      await waitForStillDialog(page);
      await t.screenshot(`views/${view}-${theme}.png`);
      await expectNoAxeViolations(page, `${view} (${theme})`, '[role="dialog"]').catch((error: Error) =>
        failures.push(error.message),
      );
    }
    if (failures.length > 0) throw new Error(failures.join('\n\n'));
  });
}
