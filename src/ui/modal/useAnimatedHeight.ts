import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * Measures the element at the returned ref and returns its height as a style, so the parent can
 * transition `height` (SPEC: 150 ms) when a view change resizes the content. Where ResizeObserver is
 * missing the height stays automatic, which only loses the animation.
 */
export function useAnimatedHeight<T extends HTMLElement>(): [
  RefObject<T | null>,
  { height: number } | undefined,
] {
  const ref = useRef<T | null>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const size = entries[0]?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight;
      setHeight(Math.ceil(size));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, height === undefined ? undefined : { height }];
}
