import type { Locator, Page } from 'playwright-core';
import { chooseToken, waitForTokens } from './chooseToken';
import { accountButton, modal } from './kitPage';

// The send plugin's views in the demo, driven as a visitor does (by role and accessible name): shared
// by the send browser tests of every connector (extension, embedded wallet, WalletConnect).

/** From the host page: account button -> Account -> Send; waits for the token list. */
export async function goToSend(page: Page, address: string): Promise<Locator> {
  if ((await modal(page).count()) === 0) await accountButton(page, address).click();
  await modal(page, 'Account')
    .getByRole('group', { name: 'Wallet features' })
    .getByRole('button', { name: 'Send' })
    .click();
  const send = modal(page, 'Send');
  await waitForTokens(send);
  return send;
}

/** What to type into the Send form: the token's row id (`native` or a CAIP-10 address). */
export interface SendFormInput {
  token: string;
  amount: string;
  to: string;
}

/**
 * Fills the Send form, presses "Preview Send" (enabled once the form is valid and a typed name has
 * resolved: the click waits for it) and waits for the preview's fee; returns the preview.
 */
export async function reviewSend(page: Page, input: SendFormInput): Promise<Locator> {
  const send = modal(page, 'Send');
  await chooseToken(send, input.token);
  await send.getByRole('textbox', { name: 'Amount' }).fill(input.amount);
  await send.getByRole('textbox', { name: /^To \(/ }).fill(input.to);
  await send.getByRole('button', { name: 'Preview Send' }).click();
  const preview = modal(page, 'Review send');
  await preview.getByTestId('send-preview-fee').waitFor();
  return preview;
}

/** The kit's send state (`state.send`), read in the page. */
export function sendState(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => {
    const kit = (window as unknown as { __kit: { store: { getState(): unknown } } }).__kit;
    return (kit.store.getState() as { send?: Record<string, unknown> }).send ?? {};
  });
}

/** Waits for the success toast of a send ("Transaction sent"); the wallet may take its time. */
export async function waitForSentToast(page: Page): Promise<void> {
  await page
    .getByTestId('portico-toast')
    .filter({ hasText: 'Transaction sent' })
    .waitFor({ timeout: 20_000 });
}

/** Waits until the Account view's Activity tab lists a sent transfer showing `amountText` (`0.5 ETH`). */
export async function waitForSentInActivity(page: Page, address: string, amountText: string): Promise<void> {
  if ((await modal(page).count()) === 0) await accountButton(page, address).click();
  const accountView = modal(page, 'Account');
  await accountView.getByRole('tab', { name: 'Activity' }).click();
  const monthName = new Date().toLocaleString('en-US', { month: 'long' });
  // Indexed as mined; the view refreshes after the balance update that follows the receipt.
  await accountView
    .getByRole('tabpanel', { name: 'Activity' })
    .getByRole('list', { name: monthName })
    .getByRole('listitem')
    .filter({ hasText: 'Sent' })
    .filter({ hasText: amountText })
    .first()
    .waitFor({ timeout: 25_000 });
}
