import type { Page } from 'playwright-core';

// Accessibility-setting checks for e2e/accessibilitySettings.e2e.ts (issue 28 item 5), measured in
// the page on the open dialog.

/** Least touch target (WCAG 2.5.5, Apple's and Material's guidance), in CSS px. */
export const MIN_TARGET = 44;

/** A control smaller than `MIN_TARGET`: its kind and accessible name, and its size. */
export interface SmallTarget {
  control: string;
  size: string;
}

/** Controls of the open dialog smaller than `MIN_TARGET` either way (empty when none). */
export function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog) return [{ control: 'no dialog is open', size: '' }];
    const controls = dialog.querySelectorAll<HTMLElement>(
      'button, a[href], summary, [role="button"], [role="tab"], [role="link"], input:not([type="hidden"]), select',
    );
    const small: { control: string; size: string }[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || control.closest('.portico-visually-hidden')) continue;
      if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
      const name = (
        control.getAttribute('aria-label') ??
        control.textContent ??
        control.getAttribute('placeholder') ??
        ''
      )
        .trim()
        .slice(0, 30);
      const kind = control.getAttribute('role') ?? control.tagName.toLowerCase();
      small.push({
        control: `${kind} "${name}"`,
        size: `${Math.round(box.width)}x${Math.round(box.height)}`,
      });
    }
    return small;
  }, MIN_TARGET);
}

/** Animations and transitions in the dialog that still take time (0 ms ones have finished). */
export function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    const layer = dialog?.closest('[data-theme]') ?? dialog;
    if (!layer) return ['no dialog is open'];
    return document
      .getAnimations()
      .filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        if (!target || !layer.contains(target)) return false;
        return (
          Number(animation.effect?.getComputedTiming().activeDuration ?? 0) > 0 &&
          animation.playState !== 'finished'
        );
      })
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect).target as Element;
        const name =
          (animation as CSSAnimation).animationName ??
          (animation as CSSTransition).transitionProperty ??
          'animation';
        return `${name} on <${target.tagName.toLowerCase()} class="${target.getAttribute('class') ?? ''}">`;
      });
  });
}

/** In forced colors: buttons of the open dialog (not those drawn as links), and the dialog, without a border. */
export function bordersLost(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!dialog) return ['no dialog is open'];
    const lost: string[] = [];
    const hasBorder = (el: Element) => {
      const style = getComputedStyle(el);
      return ['Top', 'Right', 'Bottom', 'Left'].some(
        (side) =>
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
          Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
      );
    };
    if (!hasBorder(dialog)) lost.push('the dialog card');
    // A button drawn as a link (.portico-link) reads as a link in forced colors (LinkText, underlined).
    for (const button of dialog.querySelectorAll('button:not(.portico-link)')) {
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (!hasBorder(button))
        lost.push(
          `button "${(button.getAttribute('aria-label') ?? button.textContent ?? '').trim().slice(0, 30)}"`,
        );
    }
    return lost;
  });
}

/** The focused element's outline as computed, and what it is (for the failure message). */
export function focusOutline(
  page: Page,
): Promise<{ element: string; style: string; width: number } | undefined> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || !document.querySelector('[role="dialog"]')?.contains(el)) return undefined;
    const style = getComputedStyle(el);
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
    return {
      element: `<${el.tagName.toLowerCase()}> "${name}"`,
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
    };
  });
}
