import { type RefObject, useLayoutEffect, useState } from 'react';

/** jsdom lays nothing out (width 0): the chart is drawn at this width there. */
const FALLBACK_WIDTH = 640;

/**
 * The element's width in CSS pixels, followed as it changes (a phone turned, the sidebar opened, 200% zoom), so
 * the chart is drawn at its real size and its text stays at its real size instead of being scaled with a viewBox.
 */
export function useWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const measure = () => setWidth(target.clientWidth || FALLBACK_WIDTH);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
