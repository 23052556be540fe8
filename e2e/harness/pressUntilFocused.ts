import type { Locator, Page } from 'playwright-core';

/**
 * Presses `key` (Tab by default) until `target` has focus, as a keyboard user would; fails after
 * `maxPresses`, listing where focus went, which shows an unreachable control or a broken trap.
 */
export async function pressUntilFocused(
  page: Page,
  target: Locator,
  { key = 'Tab', maxPresses = 40 }: { key?: string; maxPresses?: number } = {},
): Promise<void> {
  const visited: string[] = [];
  for (let presses = 0; presses <= maxPresses; presses++) {
    if (await isFocused(target)) return;
    if (presses === maxPresses) break;
    await page.keyboard.press(key);
    visited.push(await describeFocus(page));
  }
  throw new Error(
    `${key} x${maxPresses} never focused ${target}; focus went through:\n  ${visited.join('\n  ')}`,
  );
}

/** Whether the locator's element is the focused element (looking through shadow roots). */
export async function isFocused(target: Locator): Promise<boolean> {
  if ((await target.count()) === 0) return false;
  return target.first().evaluate((element) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });
}

/** A short description of the focused element: tag, role and accessible name. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return '(body)';
    const role = active.getAttribute('role');
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
    return `<${active.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> ${name}`;
  });
}
