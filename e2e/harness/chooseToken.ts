import type { Locator } from 'playwright-core';

/** The Send form's token picker button (named "Token" and the chosen symbol). */
export function tokenPicker(form: Locator): Locator {
  return form.getByRole('button', { name: /^Token\b/ });
}

/**
 * Waits until the token picker shows a chosen token (the list has loaded). The list comes from the
 * reference API, which reads the chain: past the page's 10 s default once on a busy CI machine.
 */
export async function waitForTokens(form: Locator): Promise<void> {
  await form.locator('.portico-token-picker__trigger[data-token]').waitFor({ timeout: 30_000 });
}

/**
 * Picks a token the way a visitor does: opens the picker and clicks the token's row. `token` is the
 * row's id: `native` or the token's CAIP-10 address.
 */
export async function chooseToken(form: Locator, token: string): Promise<void> {
  await waitForTokens(form);
  await tokenPicker(form).click();
  await form.locator(`.portico-token-picker__option[data-token="${token}"]`).click();
  await form.locator(`.portico-token-picker__trigger[data-token="${token}"]`).waitFor();
}
