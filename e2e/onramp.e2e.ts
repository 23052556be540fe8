import type { Page } from 'playwright-core';
import { type Address, formatEther, parseEther } from 'viem';
import type { SandboxAccount } from '../sandbox/chain/startChain';
import { formatBalance, formatQuantity, truncateMiddle } from '../src/core/format';
import { blockOutsideRequests } from './harness/blockOutsideRequests';
import { type BrowserTestContext, browserTest } from './harness/browserTest';
import { collectPageErrors } from './harness/collectPageErrors';
import { docScreenshot } from './harness/docScreenshot';
import { fundedAccount, sandboxClients } from './harness/fundedAccount';
import { injectTestWallet } from './harness/injectTestWallet';
import { accountButton, connectFromModal, modal, openWithKit } from './harness/kitPage';
import {
  abandonInSandboxPay,
  allowClipboard,
  buyInProgress,
  buyView,
  DECLINED_CARD,
  fillBuyForm,
  goToBuy,
  openProviderPopup,
  orderIdOf,
  payInSandboxPay,
  providerButton,
  readOrder,
  stubApiFailure,
  stubPopupBlocker,
  waitForOrderStatus,
  waitForPurchaseInActivity,
} from './harness/onrampPage';
import { openDemo } from './harness/openDemo';
import { expectNoAxeViolations } from './harness/runAxe';

// Issue 26 in the browser: a visitor connected with the dev wallet (the test wallet, on a fresh funded
// key) opens Account -> Buy, gets a quote, picks Coinbase and pays in the Sandbox Pay popup (the local
// stand-in for Coinbase's checkout, at the URL the reference API generated). The modal follows the order
// to its end: arrived (the balance rises, Activity shows the purchase), declined, abandoned. A blocked
// popup leaves a working link; the SPEC fallbacks show when their API call fails (stubbed in the page);
// a restricted time zone says so instead of offering providers.

/**
 * Connects a fresh account holding 1 ETH with the test wallet and opens Buy: from Account -> Buy, or
 * with the host's `open({ view: 'OnRampProviders' })`.
 */
async function openBuy(
  t: BrowserTestContext,
  { page = t.page, entry = 'account' }: { page?: Page; entry?: 'account' | 'open' } = {},
): Promise<SandboxAccount> {
  const account = await fundedAccount(t.sandbox, { eth: parseEther('1') });
  await injectTestWallet(page, { sandbox: t.sandbox, accounts: [account] });
  await openDemo(page, t.sandbox, { mode: 'plain' });
  await connectFromModal(page, 'Test Wallet');
  await accountButton(page, account.address).waitFor();
  if (entry === 'account') {
    await goToBuy(page, account.address);
  } else {
    await openWithKit(page, 'OnRampProviders');
    await buyView(page).getByLabel('Amount', { exact: true }).waitFor();
  }
  return account;
}

/** The quote (amount bought, fees, total): this run's pool prices, left out of screenshot comparisons. */
function quoteFigures(page: Page) {
  return [buyView(page).getByTestId('onramp-quote')];
}

browserTest(
  'behavior: Account -> Buy 20 USD of ETH, Coinbase, paid in the Sandbox Pay popup: the modal follows the order to "arrived", the Account balance rises and Activity shows the purchase; axe-clean',
  async (t) => {
    const { page, sandbox } = t;
    const account = await openBuy(t);
    const view = await fillBuyForm(page, { amount: '20', currency: 'USD', token: 'ETH' });
    await view.getByText('Provider fee', { exact: true }).waitFor();
    await view.getByText('Network fee', { exact: true }).waitFor();
    await view.getByText(/^Total 20(\.00)? USD$/).waitFor();
    for (const provider of ['Coinbase', 'Meld'] as const) {
      const button = providerButton(view, provider);
      expect(await button.isEnabled()).toBe(true);
      expect(await button.textContent()).toContain('Fee 1-2%');
    }
    await expectNoAxeViolations(page, 'OnRampProviders with a quote', '[role="dialog"]');
    await docScreenshot(page, 'onramp-providers.png', { volatile: quoteFigures(page) });

    const popup = await openProviderPopup(page, 'Coinbase');
    const orderId = orderIdOf(popup.url());
    const order = await readOrder(sandbox, orderId);
    expect(order).toMatchObject({ status: 'pending', asset: 'ETH' });
    const progress = buyInProgress(page);
    const pending = await waitForOrderStatus(page, 'Waiting for your payment in Coinbase');
    const heading = progress.getByRole('heading', { name: /^Buying / });
    expect(await heading.textContent()).toMatch(/^Buying [0-9.]+ ETH$/);
    await progress.getByRole('button', { name: 'Copy link' }).waitFor();
    await progress.getByRole('button', { name: 'Back', exact: true }).waitFor();
    await expectNoAxeViolations(page, 'BuyInProgress while pending', '[role="dialog"]');
    await docScreenshot(page, 'onramp-in-progress.png', { volatile: [heading] });

    const { publicClient } = sandboxClients(sandbox);
    const before = await publicClient.getBalance({ address: account.address as Address });
    expect(await payInSandboxPay(popup)).toMatch(/^Order completed \(0x[0-9a-f]{64}\)/);
    const paid = await readOrder(sandbox, orderId);
    expect(paid.status).toBe('completed');
    const arrived = await waitForOrderStatus(page, /ETH arrived in your wallet$/);
    expect(await pending.count()).toBe(0);
    const balance = await publicClient.getBalance({ address: account.address as Address });
    expect(balance).toBe(before + parseEther(paid.amount));
    await docScreenshot(page, 'onramp-arrived.png', { volatile: [heading, arrived] });

    // "View in Activity": Account's Activity tab, with the purchase, and the balance already refreshed.
    await progress.getByRole('button', { name: 'View in Activity' }).click();
    const header = modal(page, 'Account').getByTestId('portico-account-balance');
    await header
      .filter({ hasText: formatBalance(formatEther(balance), 'ETH', { grouping: true }) })
      .waitFor({ timeout: 10_000 });
    const bought = formatQuantity(paid.amount, 'ETH');
    const row = await waitForPurchaseInActivity(
      page,
      account.address,
      new RegExp(`\\+${bought.replace('.', '\\.')}`),
    );
    expect(await row.textContent()).toContain('Bought');
    // A fresh account each run: its avatar, address and figures, the month and the row are this run's.
    const accountView = modal(page, 'Account');
    await docScreenshot(page, 'onramp-activity.png', {
      volatile: [
        accountView.locator('.portico-account-avatar'),
        accountView.getByText(truncateMiddle(account.address), { exact: true }),
        accountView.getByTestId('portico-account-balance'),
        accountView.getByText(/^Portfolio value/),
        accountView.getByRole('tabpanel', { name: 'Activity' }),
      ],
    });

    // The history API says why: the settlement is the order's transaction, labelled a purchase.
    const history = await fetch(
      `${sandbox.apiUrl}/v1/account/${account.address}/history?chainId=${sandbox.caipNetworkId}&projectId=p`,
    ).then((r) => r.json() as Promise<{ data: { metadata: { hash: string; operationType: string } }[] }>);
    expect(history.data.find((tx) => tx.metadata.hash === paid.txHash)?.metadata.operationType).toBe('buy');
  },
  { timeoutMs: 120_000 },
);

browserTest(
  'behavior: a declined card in Sandbox Pay is shown as "The payment was declined"; nothing arrives',
  async (t) => {
    const { page, sandbox } = t;
    const account = await openBuy(t);
    await fillBuyForm(page, { amount: '25', token: 'USDC' });
    const popup = await openProviderPopup(page, 'Coinbase');
    await waitForOrderStatus(page, 'Waiting for your payment in Coinbase');
    expect(await payInSandboxPay(popup, DECLINED_CARD)).toMatch(/^Order failed/);
    await waitForOrderStatus(page, 'The payment was declined');
    expect(await buyInProgress(page).getByRole('button', { name: 'Copy link' }).count()).toBe(0);
    const { usdcOf } = sandboxClients(sandbox);
    expect(await usdcOf(account.address as Address)).toBe(0n);
  },
  { timeoutMs: 90_000 },
);

browserTest(
  'behavior: an order abandoned in Sandbox Pay is shown as "The order was abandoned"',
  async (t) => {
    const { page, sandbox } = t;
    await openBuy(t);
    await fillBuyForm(page, { amount: '30', token: 'USDC' });
    const popup = await openProviderPopup(page, 'Coinbase');
    const orderId = orderIdOf(popup.url());
    await waitForOrderStatus(page, 'Waiting for your payment in Coinbase');
    await abandonInSandboxPay(popup);
    await waitForOrderStatus(page, 'The order was abandoned');
    expect((await readOrder(sandbox, orderId)).status).toBe('abandoned');
  },
  { timeoutMs: 90_000 },
);

browserTest(
  'behavior: the Sandbox Pay window closed before paying is a state, not an error: the order is still followed and completes when paid through its link',
  async (t) => {
    const { page, sandbox } = t;
    await openBuy(t);
    await fillBuyForm(page, { amount: '20', token: 'USDC' });
    const popup = await openProviderPopup(page, 'Coinbase');
    const url = popup.url();
    await waitForOrderStatus(page, 'Waiting for your payment in Coinbase');
    await popup.close();
    await waitForOrderStatus(page, 'The Coinbase window was closed before the payment');
    await buyInProgress(page).getByRole('button', { name: 'Copy link' }).waitFor();
    // The visitor comes back to the order through its link (as "Copy link" hands it over).
    const again = await t.context.newPage();
    await again.goto(url);
    expect(await payInSandboxPay(again)).toMatch(/^Order completed/);
    await waitForOrderStatus(page, /USDC arrived in your wallet$/);
    expect((await readOrder(sandbox, orderIdOf(url))).status).toBe('completed');
  },
  { timeoutMs: 90_000 },
);

browserTest(
  'behavior: with the popup blocked (a stub of the browser blocker: window.open returns null) the modal says so; "Copy link" copies the buy URL, "Open Coinbase" opens it, and paying there completes the order',
  async (t) => {
    const { page, context, sandbox } = t;
    await stubPopupBlocker(page);
    await allowClipboard(context, sandbox);
    const account = await openBuy(t);
    await fillBuyForm(page, { amount: '20', token: 'USDC' });
    await providerButton(buyView(page), 'Coinbase').click();
    const progress = buyInProgress(page);
    await waitForOrderStatus(page, 'Your browser blocked the Coinbase window');
    const link = progress.getByRole('link', { name: 'Open Coinbase' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${sandbox.apiUrl}/sandbox-pay/buy/select-asset\\?`));
    expect(await link.getAttribute('target')).toBe('_blank');
    const orderId = orderIdOf(href);

    await progress.getByRole('button', { name: 'Copy link' }).click();
    await progress.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);

    const opened = page.waitForEvent('popup');
    await link.click();
    const payPage = await opened;
    await payPage.getByRole('heading', { name: 'Sandbox Pay' }).waitFor();
    expect(orderIdOf(payPage.url())).toBe(orderId);
    expect(await payInSandboxPay(payPage)).toMatch(/^Order completed/);
    await waitForOrderStatus(page, /USDC arrived in your wallet$/);
    const { usdcOf } = sandboxClients(sandbox);
    expect(await usdcOf(account.address as Address)).toBeGreaterThan(0n);
  },
  { timeoutMs: 90_000 },
);

browserTest(
  'behavior: GET /v1/onramp/options answering 500 (stub) shows the SPEC sample options with the note',
  async (t) => {
    const { page, sandbox } = t;
    await stubApiFailure(page, sandbox, '/v1/onramp/options');
    await openBuy(t);
    await buyView(page).getByText('Showing sample options: the on-ramp service is unavailable.').waitFor();
  },
  { timeoutMs: 60_000, allowErrors: [/500|Failed to load resource/] },
);

browserTest(
  'behavior: POST /v1/onramp/quote answering 500 (stub) shows the mocked quote as an estimate',
  async (t) => {
    const { page, sandbox } = t;
    await stubApiFailure(page, sandbox, '/v1/onramp/quote');
    await openBuy(t, { entry: 'open' });
    const view = buyView(page);
    await view.getByLabel('Amount', { exact: true }).fill('20');
    await view.getByText('Estimated quote (the on-ramp service is unavailable)').waitFor();
  },
  { timeoutMs: 60_000, allowErrors: [/500|Failed to load resource/] },
);

browserTest(
  'behavior: in a restricted time zone (Asia/Shanghai) the providers give way to "Buying crypto is not available in your region."',
  async (t) => {
    // Its own context: the time zone is a context setting (Playwright's timezoneId).
    const browser = t.context.browser();
    if (!browser) throw new Error('no browser behind the test context');
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
      colorScheme: 'light',
      timezoneId: 'Asia/Shanghai',
    });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      const errors = collectPageErrors(page);
      const outside = await blockOutsideRequests(context);
      await openBuy(t, { page });
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        'Asia/Shanghai',
      );
      const view = buyView(page);
      const notice = view
        .getByRole('status')
        .filter({ hasText: 'Buying crypto is not available in your region.' });
      await notice.waitFor();
      expect(await providerButton(view, 'Coinbase').count()).toBe(0);
      expect(await providerButton(view, 'Meld').count()).toBe(0);
      await expectNoAxeViolations(page, 'OnRampProviders in a restricted region', '[role="dialog"]');
      await docScreenshot(page, 'onramp-restricted.png');
      errors.assertNone();
      expect(outside).toEqual([]);
    } finally {
      await context.close();
    }
  },
  { timeoutMs: 60_000 },
);
