/** Whether this browser reports occlusion and effects (IntersectionObserver v2 `isVisible`). */
export function canProveVisibility(win: Window): boolean {
  const entry = (win as Window & typeof globalThis).IntersectionObserverEntry;
  return typeof entry === 'function' && 'isVisible' in entry.prototype;
}

/**
 * Calls `onChange(visible)` whenever `element`'s visibility may have changed; returns a stop function.
 * With IntersectionObserver v2 `visible` means fully in the viewport, not covered and without opacity,
 * filter or transform anywhere up the frame tree (the embedding page included). Without it, the
 * fallback is the tab being visible and the element fully inside the viewport: it cannot see
 * transparency or covering, so there only the delay protects (docs/security.md).
 */
export function watchVisibility(element: Element, onChange: (visible: boolean) => void): () => void {
  const doc = element.ownerDocument;
  const win = doc.defaultView as Window;
  if (canProveVisibility(win)) {
    const observer = new (win as Window & typeof globalThis).IntersectionObserver(
      (entries: IntersectionObserverEntry[]) => {
        const entry = entries[entries.length - 1] as IntersectionObserverEntry & { isVisible?: boolean };
        onChange(
          doc.visibilityState === 'visible' && entry.intersectionRatio >= 1 && entry.isVisible === true,
        );
      },
      // `trackVisibility` and `delay` (at least 100 ms) are v2 options the DOM typings do not know yet.
      { threshold: [1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
    );
    observer.observe(element);
    const onHidden = () => {
      if (doc.visibilityState !== 'visible') onChange(false);
    };
    doc.addEventListener('visibilitychange', onHidden);
    return () => {
      observer.disconnect();
      doc.removeEventListener('visibilitychange', onHidden);
    };
  }
  const check = () => {
    const rect = element.getBoundingClientRect();
    const inside =
      rect.width > 0 &&
      rect.height > 0 &&
      rect.top >= 0 &&
      rect.left >= 0 &&
      rect.bottom <= win.innerHeight &&
      rect.right <= win.innerWidth;
    onChange(doc.visibilityState === 'visible' && inside);
  };
  check();
  doc.addEventListener('visibilitychange', check);
  win.addEventListener('resize', check);
  win.addEventListener('scroll', check, true);
  return () => {
    doc.removeEventListener('visibilitychange', check);
    win.removeEventListener('resize', check);
    win.removeEventListener('scroll', check, true);
  };
}
