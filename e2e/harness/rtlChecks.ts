import type { Page } from 'playwright-core';

// Right-to-left checks for e2e/locales.e2e.ts (issue 28 item 3), measured from the rendered boxes:
// the modal runs right-to-left, its Back button sits at the start (the right), and an address inside
// it still reads left-to-right.

/** How far from the dialog's right edge the Back button may start (the header's padding and more). */
const EDGE_SLACK = 32;

/** Right-to-left problems of the open dialog, described for the failure message (empty when none). */
export function rtlProblems(page: Page): Promise<string[]> {
  return page.evaluate((slack) => {
    const problems: string[] = [];
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!dialog) return ['no dialog is open'];
    const direction = dialog.closest('[dir]')?.getAttribute('dir');
    if (direction !== 'rtl') problems.push(`the modal's root has dir="${direction}", not "rtl"`);
    if (getComputedStyle(dialog).direction !== 'rtl')
      problems.push('the dialog is not laid out right-to-left');
    const box = dialog.getBoundingClientRect();
    const back = dialog.querySelector('[data-testid="portico-modal-back"]');
    if (back) {
      const b = back.getBoundingClientRect();
      if (box.right - b.right > slack)
        problems.push(
          `the Back button ends ${Math.round(box.right - b.right)} px from the dialog's right edge`,
        );
      if (b.left - box.left < box.width / 2) problems.push("the Back button is in the dialog's left half");
    }
    const close = dialog.querySelector('[data-testid="portico-modal-close"]');
    if (close && close.getBoundingClientRect().left - box.left > slack)
      problems.push("the Close button is not at the dialog's left edge");
    return problems;
  }, EDGE_SLACK);
}

/**
 * Where the account address shown in the open dialog starts and ends on screen: the left edge of its
 * "0x" and of its last two characters (an address that reads left-to-right has `zeroX < end`), or
 * undefined when no address (text starting "0x") is shown.
 */
export function addressGlyphs(page: Page): Promise<{ text: string; zeroX: number; end: number } | undefined> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog) return undefined;
    const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const start = text.indexOf('0x');
      if (start < 0 || text.length - start < 6) continue;
      const leftOf = (from: number) => {
        const range = document.createRange();
        range.setStart(node!, from);
        range.setEnd(node!, from + 2);
        return range.getBoundingClientRect().left;
      };
      return { text: text.slice(start), zeroX: leftOf(start), end: leftOf(text.length - 2) };
    }
    return undefined;
  });
}
