import { useEffect, useRef } from 'react';

/** Props of `LoadMoreButton`. */
export interface LoadMoreButtonProps {
  label: string;
  /** A page is loading: clicks and intersections are ignored until it has arrived. */
  busy: boolean;
  onLoadMore(): void;
}

/** How far below the visible area the button starts the next page, so scrolling rarely waits. */
const PRELOAD_MARGIN = '0px 0px 240px 0px';

/**
 * The end of a paged list: a "Load more" button that also loads by itself when it scrolls into view
 * (IntersectionObserver), so mouse and touch users get infinite scroll and keyboard users, or
 * browsers without the observer, still have the button. While busy it stays focusable (aria-disabled,
 * not disabled), so the keyboard focus is not lost when a page starts loading.
 */
export function LoadMoreButton({ label, busy, onLoadMore }: LoadMoreButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const node = ref.current;
    const Observer = globalThis.IntersectionObserver;
    if (!node || typeof Observer !== 'function' || busy) return;
    // A new observer after each page reports at once whether the button is still in view, so a short
    // page is followed by the next until the list fills the view.
    const observer = new Observer(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [busy]);

  return (
    <button
      ref={ref}
      type="button"
      className="portico-button portico-button--secondary portico-button--block"
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onLoadMore();
      }}
    >
      {label}
    </button>
  );
}
