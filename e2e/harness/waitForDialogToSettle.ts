import type { Page } from 'playwright-core';

/**
 * Waits (up to 12 s, then goes on) until the open dialog's logos, images and lists have settled, as
 * docScreenshot does: a list's placeholder rows give way to its rows or its empty state, the portfolio
 * total appears once the tokens are priced, so a snapshot or a picture never catches one half-way.
 */
export async function waitForDialogToSettle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[data-image-state="loading"], [role="dialog"] .portico-skeleton-rows') &&
        [...document.querySelectorAll<HTMLImageElement>('[role="dialog"] img')].every((img) => img.complete),
      null,
      { timeout: 12_000 },
    )
    .catch(() => undefined);
}
