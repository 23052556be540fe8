import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves focus to the view's heading, so a screen reader reads where the visitor is and Tab continues
 * from the top of the view (issue 28):
 * - when the modal opens (a modal dialog, not the inline one, which must not take focus on page load):
 *   unless the view already focused something inside (a search field), the heading rather than the
 *   dialog card, which Orca read as "Connect Wallet clickable" without its heading;
 * - when the view changes and focus was lost with the old view (on `<body>`, or on the dialog card where
 *   the focus trap parks it). A view that focused something itself keeps it.
 */
export function useHeadingFocus(headingRef: RefObject<HTMLElement | null>, viewKey: string): void {
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    const first = shown.current === undefined;
    shown.current = viewKey;
    const heading = headingRef.current;
    if (!heading) return;
    const doc = heading.ownerDocument;
    const active = doc.activeElement;
    const card = heading.closest('[role="dialog"]');
    const lost = !active || active === doc.body || active === card;
    const opening = first && card?.getAttribute('aria-modal') === 'true' && !card.contains(active);
    if (opening || (!first && lost)) heading.focus({ preventScroll: true });
  }, [headingRef, viewKey]);
}
