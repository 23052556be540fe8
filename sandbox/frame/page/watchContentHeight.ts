/**
 * Reports the height `element` needs in the page, now and whenever it changes, until stopped. It is
 * measured from the document's top to the element's bottom edge plus its bottom margin, in whole CSS
 * pixels rounded up, so a frame sized to it shows everything without a scroll bar.
 */
export function watchContentHeight(element: HTMLElement, onHeight: (height: number) => void): () => void {
  const win = element.ownerDocument.defaultView;
  let last: number | undefined;
  const measure = () => {
    if (element.hidden) return;
    const rect = element.getBoundingClientRect();
    const margin = win ? Number.parseFloat(win.getComputedStyle(element).marginBottom) || 0 : 0;
    const height = Math.ceil(rect.bottom + (win?.scrollY ?? 0) + margin);
    if (height === last) return;
    last = height;
    onHeight(height);
  };
  measure();
  if (!win || typeof win.ResizeObserver !== 'function') return () => undefined;
  // The card's size changes with its width (text wraps) and with late layout (fonts).
  const observer = new win.ResizeObserver(measure);
  observer.observe(element);
  return () => observer.disconnect();
}
