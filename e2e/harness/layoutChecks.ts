import type { Page } from 'playwright-core';

// Layout checks run in the page for e2e/layout.e2e.ts (issue 11 item 6): what a visitor would see as
// cut, off screen or scrolling sideways, measured from the rendered boxes.

/** Least distance from a view's content to the dialog's sides (the shell pads every view by 16 px). */
const MIN_SIDE_PADDING = 12;

/** Id of the element that makes the host page wider than the screen. */
const WIDE_ID = 'layout-test-wide-host';

/** Makes the host page 2000 px wide and scrolls it sideways, as a host with a wide table would be. */
export async function widenHostPage(page: Page): Promise<void> {
  await page.evaluate((id) => {
    if (document.getElementById(id)) return;
    const wide = document.createElement('div');
    wide.id = id;
    wide.style.cssText =
      'width:2000px;height:24px;background:repeating-linear-gradient(90deg,#f43 0 20px,#fd0 20px 40px)';
    document.body.prepend(wide);
    window.scrollTo(600, 0);
  }, WIDE_ID);
  // The modal must not depend on where the host page is scrolled.
  expect(await page.evaluate(() => window.scrollX)).toBeGreaterThan(0);
}

/** Removes the wide element again (to check the demo page's own width). */
export async function narrowHostPage(page: Page): Promise<void> {
  await page.evaluate((id) => {
    document.getElementById(id)?.remove();
    window.scrollTo(0, 0);
  }, WIDE_ID);
}

/** Layout problems of the open dialog, described for the failure message (empty when none). */
export function dialogLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((minSidePadding) => {
    const problems: string[] = [];
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!dialog) return ['no dialog is open'];
    const describe = (el: Element) => {
      const classes =
        typeof el.className === 'string' && el.className ? `.${el.className.split(' ').join('.')}` : '';
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${classes}>${text ? ` "${text}"` : ''}`;
    };
    // What the visitor sees: the visual viewport, which a phone may pan or zoom over the page.
    const vv = window.visualViewport;
    const view = vv
      ? { left: vv.offsetLeft, top: vv.offsetTop, width: vv.width, height: vv.height }
      : { left: 0, top: 0, width: window.innerWidth, height: window.innerHeight };
    const box = dialog.getBoundingClientRect();
    if (
      box.left < view.left - 0.5 ||
      box.top < view.top - 0.5 ||
      box.right > view.left + view.width + 0.5 ||
      box.bottom > view.top + view.height + 0.5
    ) {
      problems.push(
        `the dialog (${Math.round(box.left)},${Math.round(box.top)})-(${Math.round(box.right)},${Math.round(box.bottom)}) is not inside the ${Math.round(view.width)}x${Math.round(view.height)} viewport`,
      );
    }
    const clips = (style: CSSStyleDeclaration) =>
      style.overflowX !== 'visible' || style.overflowY !== 'visible';
    for (const el of [dialog, ...dialog.querySelectorAll<HTMLElement>('*')]) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.closest('.portico-visually-hidden'))
        continue;
      if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) continue;
      // Sideways overflow: content wider than its box. A name cut with an ellipsis is the one allowed
      // case, and then its full text must be in a tooltip (its own title or an ancestor's).
      if (el.scrollWidth > el.clientWidth + 1 && !(el instanceof SVGSVGElement)) {
        if (style.textOverflow === 'ellipsis') {
          const titled = el.closest('[title]')?.getAttribute('title') ?? '';
          const full = (el.textContent ?? '').trim();
          if (!titled.includes(full))
            problems.push(`${describe(el)} is ellipsized without its full text in a title`);
        } else {
          problems.push(
            `${describe(el)} overflows sideways: scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`,
          );
        }
      }
      // What the visitor sees of the element (cut by clipping ancestors up to the dialog) must lie
      // inside the dialog's box.
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      let { left, top, right, bottom } = rect;
      for (let a = el.parentElement; a && a !== dialog.parentElement; a = a.parentElement) {
        if (!clips(getComputedStyle(a))) continue;
        const r = a.getBoundingClientRect();
        left = Math.max(left, r.left);
        top = Math.max(top, r.top);
        right = Math.min(right, r.right);
        bottom = Math.min(bottom, r.bottom);
      }
      if (right <= left || bottom <= top) continue;
      if (
        left < box.left - 0.5 ||
        right > box.right + 0.5 ||
        top < box.top - 0.5 ||
        bottom > box.bottom + 0.5
      ) {
        problems.push(`${describe(el)} shows outside the dialog's box`);
      } else if (
        !el.matches('.portico-modal__view') &&
        el.closest('.portico-modal__view') &&
        (left < box.left + minSidePadding || right > box.right - minSidePadding)
      ) {
        // Every view has the same side padding, so nothing in a view comes near the dialog's sides.
        problems.push(`${describe(el)} has less than ${minSidePadding} px to the dialog's side`);
      }
    }
    return problems;
  }, MIN_SIDE_PADDING);
}

/** Why the page itself scrolls sideways, if it does (the demo must fit a phone). */
export async function pageOverflow(page: Page, when: string): Promise<string[]> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const wider = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter(
        (el) => el.getBoundingClientRect().right > root.clientWidth + 0.5 && !el.closest('.portico-layer'),
      )
      .slice(0, 5)
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()} class="${el.className}"> right ${Math.round(el.getBoundingClientRect().right)}`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wider };
  });
  if (overflow.scrollWidth <= overflow.clientWidth) return [];
  return [
    `the demo page ${when} is ${overflow.scrollWidth} px wide in a ${overflow.clientWidth} px viewport: ${overflow.wider.join(', ')}`,
  ];
}
