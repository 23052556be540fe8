import type { BrowserContext, Locator, Page } from 'playwright-core';
import { accountButton, modal } from './kitPage';
import type { SandboxInfo } from './sandboxInfo';

// The on-ramp plugin's views in the demo (OnRampProviders, BuyInProgress) and Sandbox Pay, the local
// stand-in for Coinbase's checkout that the buy URL opens in a popup, driven as a visitor does: by role
// and accessible name (docs/plugins/onramp.md; the visible texts are the plugin's contract).

/** Sandbox Pay's test card that pays. */
export const TEST_CARD = '4242 4242 4242 4242';
/** Sandbox Pay's test card that is declined. */
export const DECLINED_CARD = '4000 0000 0000 0002';

/** What the buy form is filled with; currency and token are left as the view chose when absent. */
export interface BuyForm {
  amount: string;
  currency?: 'USD' | 'EUR';
  token?: 'ETH' | 'USDC';
}

/** The open OnRampProviders view (its header title is "Buy crypto"). */
export function buyView(page: Page): Locator {
  return modal(page, 'Buy crypto');
}

/** From the host page: account button -> Account -> Buy; waits until the form shows its amount field. */
export async function goToBuy(page: Page, address: string): Promise<Locator> {
  if ((await modal(page).count()) === 0) await accountButton(page, address).click();
  await modal(page, 'Account')
    .getByRole('group', { name: 'Wallet features' })
    .getByRole('button', { name: 'Buy', exact: true })
    .click();
  const view = buyView(page);
  await view.getByLabel('Amount', { exact: true }).waitFor();
  return view;
}

/** Picks `option` (its visible text) in the view's native select labelled `name` ("Currency", "Token"). */
export async function chooseInSelect(view: Locator, name: string, option: string): Promise<void> {
  await view.getByRole('combobox', { name, exact: true }).selectOption({ label: option });
}

/** Fills the buy form; returns the view once its debounced quote ("You get ≈ …") shows. */
export async function fillBuyForm(page: Page, form: BuyForm): Promise<Locator> {
  const view = buyView(page);
  if (form.currency) await chooseInSelect(view, 'Currency', form.currency);
  if (form.token) await chooseInSelect(view, 'Token', form.token);
  await view.getByLabel('Amount', { exact: true }).fill(form.amount);
  await quoteText(view).waitFor();
  return view;
}

/** The quote's "You get ≈ {amount} {symbol}" line. */
export function quoteText(view: Locator): Locator {
  return view.getByText(/^You get ≈ /);
}

/** A provider's button ("Coinbase …", "Meld …"). */
export function providerButton(view: Locator, provider: 'Coinbase' | 'Meld'): Locator {
  return view.getByRole('button', { name: new RegExp(`^${provider}`) });
}

/**
 * Presses the provider and returns the popup the kit opened, once it shows Sandbox Pay (the kit opens
 * a blank window in the click and sets its address when the buy URL is back).
 */
export async function openProviderPopup(
  page: Page,
  provider: 'Coinbase' | 'Meld' = 'Coinbase',
): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await providerButton(buyView(page), provider).click();
  const window = await popup;
  await window.waitForURL(/\/sandbox-pay\/buy\/select-asset\?/, { timeout: 15_000 });
  await window.getByRole('heading', { name: 'Sandbox Pay' }).waitFor();
  return window;
}

/** The order id a Sandbox Pay URL carries (`orderId`, next to Coinbase's own parameters). */
export function orderIdOf(url: string): string {
  const id = new URL(url).searchParams.get('orderId');
  if (!id) throw new Error(`no orderId in ${url}`);
  return id;
}

/** Pays on a Sandbox Pay page with `card`; waits until the page says how the order ended. */
export async function payInSandboxPay(payPage: Page, card: string = TEST_CARD): Promise<string> {
  await payPage.getByLabel('Card number').fill(card);
  await payPage.getByRole('button', { name: 'Pay', exact: true }).click();
  const message = payPage.getByRole('alert');
  await message.filter({ hasText: /^Order / }).waitFor({ timeout: 20_000 });
  return (await message.textContent()) ?? '';
}

/** Abandons the order on a Sandbox Pay page; waits until the page confirms it. */
export async function abandonInSandboxPay(payPage: Page): Promise<void> {
  await payPage.getByRole('button', { name: 'Abandon', exact: true }).click();
  await payPage.getByRole('alert').filter({ hasText: 'Order abandoned' }).waitFor();
}

/** The BuyInProgress view: the open dialog that has the "Buying {amount} {symbol}" heading. */
export function buyInProgress(page: Page): Locator {
  return modal(page).filter({ has: page.getByRole('heading', { name: /^Buying / }) });
}

/** Waits until BuyInProgress's status line (role `status`) reads `text`; returns it. */
export async function waitForOrderStatus(
  page: Page,
  text: string | RegExp,
  timeout = 20_000,
): Promise<Locator> {
  const line = buyInProgress(page).getByRole('status').filter({ hasText: text });
  await line.first().waitFor({ timeout });
  return line.first();
}

/** The order as the reference API has it (GET /v1/onramp/orders/{id}), read from the test's Node side. */
export async function readOrder(
  sandbox: SandboxInfo,
  id: string,
): Promise<{ status: string; txHash?: string; amount: string; asset: string }> {
  const response = await fetch(`${sandbox.apiUrl}/v1/onramp/orders/${id}`);
  if (!response.ok) throw new Error(`order ${id}: ${response.status}`);
  return (await response.json()) as { status: string; txHash?: string; amount: string; asset: string };
}

/**
 * A stub of the browser's popup blocker: `window.open` returns null, as a blocked popup does. Call
 * before the demo opens.
 */
export async function stubPopupBlocker(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.open = () => null;
  });
}

/** A stub of a failing reference API: every request to `path` (e.g. `/v1/onramp/options`) answers 500. */
export async function stubApiFailure(page: Page, sandbox: SandboxInfo, path: string): Promise<void> {
  const api = new URL(sandbox.apiUrl);
  await page.route(
    (url) => url.host === api.host && url.pathname === path,
    (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'INTERNAL', message: 'stubbed failure' } },
      }),
  );
}

/** Lets the demo's page read and write the clipboard, where "Copy link" puts the buy URL. */
export async function allowClipboard(context: BrowserContext, sandbox: SandboxInfo): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(sandbox.demoUrl).origin,
  });
}

/** Account -> Activity: waits for the purchase's row ("Bought", `+{amount} {symbol}`) and returns it. */
export async function waitForPurchaseInActivity(
  page: Page,
  address: string,
  amount: RegExp,
): Promise<Locator> {
  if ((await modal(page, 'Account').count()) === 0) {
    if ((await modal(page).count()) === 0) await accountButton(page, address).click();
  }
  const accountView = modal(page, 'Account');
  const tab = accountView.getByRole('tab', { name: 'Activity' });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  const row = accountView
    .getByRole('tabpanel', { name: 'Activity' })
    .getByRole('listitem')
    .filter({ hasText: 'Bought' })
    .filter({ hasText: amount })
    .first();
  await row.waitFor({ timeout: 25_000 });
  return row;
}
