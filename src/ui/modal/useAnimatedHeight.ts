import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * Measures the element at the returned ref and returns its height as a style, so the parent can
 * transition `height` (SPEC: 150 ms) when a view change resizes the content. Where ResizeObserver is
 * missing the height stays automatic, which only loses the animation.
 *
 * The third value is for the animated container: while its height transition runs it carries
 * `data-resizing`, so CSS can hide the overflow of content that is momentarily taller than the box
 * (otherwise it is, for 150 ms, a scroll region a keyboard cannot reach).
 */
export function useAnimatedHeight<T extends HTMLElement>(): [
  RefObject<T | null>,
  { height: number } | undefined,
  RefObject<HTMLDivElement | null>,
] {
  const ref = useRef<T | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const size = entries[0]?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight;
      setHeight(Math.ceil(size));
    });
    observer.observe(element);
    // While a login popup has the focus the page may paint no frames, so no resize is reported and the
    // box keeps the previous view's height (Connect's, over the small "window was closed" view). Coming
    // back measures again.
    const view = element.ownerDocument.defaultView;
    const remeasure = () => setHeight(Math.ceil(element.getBoundingClientRect().height));
    view?.addEventListener('focus', remeasure);
    element.ownerDocument.addEventListener('visibilitychange', remeasure);
    return () => {
      observer.disconnect();
      view?.removeEventListener('focus', remeasure);
      element.ownerDocument.removeEventListener('visibilitychange', remeasure);
    };
  }, []);
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const mark = (running: boolean) => (event: TransitionEvent) => {
      if (event.target !== container || event.propertyName !== 'height') return;
      if (running) container.setAttribute('data-resizing', '');
      else container.removeAttribute('data-resizing');
    };
    const start = mark(true);
    const end = mark(false);
    container.addEventListener('transitionrun', start);
    container.addEventListener('transitionend', end);
    container.addEventListener('transitioncancel', end);
    return () => {
      container.removeEventListener('transitionrun', start);
      container.removeEventListener('transitionend', end);
      container.removeEventListener('transitioncancel', end);
    };
  }, []);
  return [ref, height === undefined ? undefined : { height }, containerRef];
}
