import { type RefObject, useEffect } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The keyboard-reachable elements inside `container`, in DOM (tab) order. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert], [hidden], [aria-hidden="true"]'),
  );
}

/**
 * While `active`, keeps keyboard focus inside `containerRef`: moves it in when the trap starts (unless
 * a view already focused something inside, e.g. an autofocused search field), cycles Tab/Shift+Tab
 * at the ends, and pulls focus back if it escapes or is lost with a removed element. `containerRef`
 * should have `tabIndex={-1}`.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const doc = container.ownerDocument;
    // No scroll into view: the card is fixed in the viewport, and scrolling would force a layout before the
    // open's first frame (issue 30's profile of the click).
    if (!container.contains(doc.activeElement)) container.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const items = focusableElements(container);
      const current = doc.activeElement;
      const first = items[0];
      const last = items[items.length - 1];
      let target: HTMLElement | undefined;
      if (!first || !last) target = container;
      else if (!container.contains(current)) target = event.shiftKey ? last : first;
      else if (event.shiftKey && (current === first || current === container)) target = last;
      else if (!event.shiftKey && current === last) target = first;
      if (target) {
        event.preventDefault();
        target.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node | null;
      if (target && !container.contains(target)) (focusableElements(container)[0] ?? container).focus();
    };
    // When the focused control is removed (Back disappears on the first view, a view swaps its body),
    // the browser drops focus to <body> without any focus event; pull it back into the modal.
    const observer = new MutationObserver(() => {
      const current = doc.activeElement;
      if (!current || current === doc.body) container.focus();
    });
    observer.observe(container, { childList: true, subtree: true });
    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('focusin', onFocusIn);
    };
  }, [containerRef, active]);
}
