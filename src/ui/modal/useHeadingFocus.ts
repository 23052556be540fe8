import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves focus to the view's heading when the view changes and focus was lost with the old view (on
 * `<body>`, or on the dialog card where the focus trap parks it): a screen reader then reads where the
 * visitor is, and Tab continues from the top of the new view (issue 28). A view that focused something
 * itself (a search field) keeps it; the first view of an open keeps the dialog's own focus.
 */
export function useHeadingFocus(headingRef: RefObject<HTMLElement | null>, viewKey: string): void {
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    const first = shown.current === undefined;
    shown.current = viewKey;
    const heading = headingRef.current;
    if (first || !heading) return;
    const doc = heading.ownerDocument;
    const active = doc.activeElement;
    const card = heading.closest('[role="dialog"]');
    if (!active || active === doc.body || active === card) heading.focus({ preventScroll: true });
  }, [headingRef, viewKey]);
}
