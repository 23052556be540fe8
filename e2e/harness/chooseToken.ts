import type { Locator } from 'playwright-core';

/** The Send form's token picker button (named "Token" and the chosen symbol). */
export function tokenPicker(form: Locator): Locator {
  return form.getByRole('button', { name: /^Token\b/ });
}

/** Waits until the token picker shows a chosen token (the list has loaded). */
export async function waitForTokens(form: Locator): Promise<void> {
  await form.locator('.portico-token-picker__trigger[data-token]').waitFor();
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
