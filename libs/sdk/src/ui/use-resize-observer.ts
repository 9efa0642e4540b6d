import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onResize` with the element now and whenever its box changes size (a phone turned, the sidebar opened,
 * Larger text, 200% zoom), before the browser paints. jsdom has no ResizeObserver: there the first call is all.
 */
export function useResizeObserver<E extends HTMLElement>(ref: RefObject<E | null>, onResize: (element: E) => void): void {
  // The latest callback, so a new one each render does not re-subscribe the observer.
  const latest = useRef(onResize);
  useLayoutEffect(() => {
    latest.current = onResize;
  });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => latest.current(element);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
