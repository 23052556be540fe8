import type { Page } from 'playwright-core';
import type { BrowserTestContext } from './browserTest';
import { uniqueEmail } from './embeddedWalletPage';
import { modal, openWithKit } from './kitPage';

// The walk of e2e/layout.e2e.ts (Connect, All Wallets, WalletConnect QR, Connecting, e-mail code,
// Networks, Unsupported chain, Account and its tabs, Networks connected) found by what does not
// change with the language: the kit's view names, wallet names, input types and test ids. The locale
// and accessibility-setting tests (issue 28) run it in any locale and at any size.

/** A wallet name longer than any row is wide: it must ellipsize, never push its tag out. */
export const LONG_WALLET_NAME = 'Extraordinarily Long Named Wallet For Layout Checks';

/**
 * The two screens issue 28's locale walks run on: a phone (meta viewport honoured, touch, coarse
 * pointer) and a laptop (browserTest's default page). Pass one's `viewport` and `isMobile` to
 * browserTest's options.
 */
export const WALK_SIZES = [
  { name: '390', viewport: { width: 390, height: 844 }, isMobile: true },
  { name: '1280', viewport: { width: 1280, height: 800 }, isMobile: false },
] as const;

/** Called on each view of the walk once it has settled; `busy` views keep a spinner running. */
export type ViewCheck = (label: string, options: { busy: boolean }) => Promise<void>;

/** The header's Back button (named in the kit's language, so found by its test id). */
export function backButton(page: Page) {
  return modal(page).getByTestId('portico-modal-back');
}

/** The kit's state as the store holds it (for conditions no visitor sees, like a loaded locale). */
type KitState = { options: { loadedLocale?: string }; connection: { status: Record<string, string> } };

/** Opens the demo with `?locale=<locale>` (none: the default) and waits for that locale's strings. */
export async function openDemoIn(t: BrowserTestContext, locale?: string): Promise<void> {
  await t.openDemo(locale ? { path: `?locale=${encodeURIComponent(locale)}` } : {});
  if (locale && locale !== 'en') await waitForLocale(t.page, locale);
}

/** Waits until the kit shows `locale`'s shipped strings (English fills in while they load). */
export async function waitForLocale(page: Page, locale: string): Promise<void> {
  await page.waitForFunction((wanted) => {
    const kit = (window as unknown as { __kit: { store: { getState(): unknown } } }).__kit;
    return (kit.store.getState() as KitState).options.loadedLocale === wanted;
  }, locale);
}

/** Waits until the list and images of the open view have settled (no loading list is left). */
async function settled(page: Page, busy: boolean): Promise<void> {
  await modal(page).waitFor();
  if (!busy) await page.waitForFunction(() => !document.querySelector('[role="dialog"] [aria-busy="true"]'));
}

/** Opens `view` through the kit (the default view when none) and waits for the dialog. */
async function openView(page: Page, view?: string): Promise<void> {
  await openWithKit(page, view);
  await modal(page).waitFor();
}

/** Closes the modal with Escape and waits until it is gone. */
async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await modal(page).waitFor({ state: 'detached' });
}

/**
 * Walks every view, disconnected then connected with the demo's dev wallet, calling `check` on each.
 * Call after `openDemoIn`; the long-named injected wallet must have been injected before it.
 */
export async function walkEveryView(page: Page, check: ViewCheck): Promise<void> {
  const at = async (label: string, busy = false) => {
    await settled(page, busy);
    await check(label, { busy });
  };
  await openView(page);
  await at('connect');

  await openView(page, 'AllWallets');
  const metaMask = modal(page)
    .getByRole('button', { name: /^MetaMask/ })
    .first();
  await metaMask.waitFor();
  // The full list comes from the API's pages after the pinned rows, behind a spinner: shoot once the
  // second list is there and no spinner is left (a CI run caught the spinner in the Arabic shot).
  await page.waitForFunction(() => {
    const lists = document.querySelectorAll('[role="dialog"] .portico-scroll > ul');
    return lists.length >= 2 && !document.querySelector('[role="dialog"] .portico-spinner');
  });
  await at('all-wallets');
  await metaMask.click();
  // The pairing QR, not the spinner before it: the view as a visitor scans it.
  await modal(page).locator('.portico-qr').waitFor();
  await at('connecting-walletconnect-metamask');
  await closeModal(page);

  await openView(page);
  await modal(page)
    .getByRole('button', { name: new RegExp(LONG_WALLET_NAME) })
    .click();
  await modal(page).locator(`.portico-modal__title[title="${LONG_WALLET_NAME}"]`).waitFor();
  await at('connecting-external', true);
  await backButton(page).click();

  await modal(page).locator('input[type="email"]').fill(uniqueEmail('locales'));
  await modal(page).locator('input[type="email"]').press('Enter');
  await modal(page).locator('input[autocomplete="one-time-code"]').waitFor();
  await at('email-code');
  await closeModal(page);

  await openView(page, 'Networks');
  await at('networks');
  await openView(page, 'UnsupportedChain');
  await at('unsupported-chain');
  await closeModal(page);

  await openView(page);
  await modal(page)
    .getByRole('button', { name: /Portico Dev Wallet/ })
    .click();
  await page.waitForFunction(() => {
    const kit = (window as unknown as { __kit: { store: { getState(): unknown } } }).__kit;
    return Object.values((kit.store.getState() as KitState).connection.status).includes('connected');
  });
  await modal(page).waitFor({ state: 'detached' });
  await openView(page);
  await modal(page).getByRole('tablist').waitFor();
  await at('account');
  const tabs = modal(page).getByRole('tab');
  const count = await tabs.count();
  for (let index = 0; index < count; index += 1) {
    await tabs.nth(index).click();
    await modal(page).getByRole('tabpanel').waitFor();
    // Named by position: the tabs' labels are in the kit's language.
    await at(`account-tab-${index + 1}`);
  }
  await openView(page, 'Networks');
  await at('networks-connected');
}
