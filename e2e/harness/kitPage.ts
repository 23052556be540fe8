import type { Locator, Page } from 'playwright-core';

// Helpers for the demo page's kit (`window.__kit`) and its modal, by role and accessible name only:
// the same handles a screen-reader user has, so a test that finds them is also an a11y check.

/** Calls `window.__kit.open()` (a view name opens that view). */
export async function openWithKit(page: Page, view?: string): Promise<void> {
  await page.evaluate(async (name) => {
    const kit = (window as unknown as { __kit: { open(p?: { view: string }): Promise<void> } }).__kit;
    await kit.open(name ? { view: name } : undefined);
  }, view);
}

/** Calls `window.__kit.setThemeMode` and waits until the modal's layer shows that theme. */
export async function setThemeMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((m) => {
    (window as unknown as { __kit: { setThemeMode(m: string): void } }).__kit.setThemeMode(m);
  }, mode);
  await page.locator(`[data-theme="${mode}"]:has([role="dialog"])`).first().waitFor();
}

/** The open modal, optionally only when its accessible name (the header title) is `title`. */
export function modal(page: Page, title?: string | RegExp): Locator {
  return page.getByRole('dialog', title === undefined ? {} : { name: title });
}

/** The host page's connect button (the kit's `<AppKitButton>` when disconnected). */
export function connectButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Connect Wallet', exact: true });
}

/** Whether focus is inside the modal (the trap holds). */
export function focusIsInModal(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    return !!dialog && dialog.contains(document.activeElement);
  });
}

/** Waits (2 s at most) until focus is inside the modal: after a view change it may move a frame later. */
export async function waitForFocusInModal(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.querySelector('[role="dialog"]')?.contains(document.activeElement) === true,
      null,
      {
        timeout: 2000,
      },
    )
    .catch(async () => {
      const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');
      throw new Error(`focus is not inside the modal; it is on ${where}`);
    });
}

/** The host page's account button, named by its tooltip ("Account 0x…"). */
export function accountButton(page: Page, address: string): Locator {
  return page.getByTitle(`Account ${address}`);
}

/** Picks `walletName` in the Connect view opened from the host page's button. */
export async function connectFromModal(page: Page, walletName: string): Promise<void> {
  await connectButton(page).click();
  await modal(page, 'Connect Wallet')
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: new RegExp(walletName) })
    .click();
}
