import { type RefObject, useState } from 'react';
import { useResizeObserver } from '@greenroom/sdk';

/** jsdom lays nothing out (width 0): the chart is drawn at this width there. */
const FALLBACK_WIDTH = 640;

/**
 * The element's width in CSS pixels, followed as it changes (a phone turned, the sidebar opened, 200% zoom), so
 * the chart is drawn at its real size and its text stays at its real size instead of being scaled with a viewBox.
 */
export function useWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useResizeObserver(element, (target) => setWidth(target.clientWidth || FALLBACK_WIDTH));
  return width;
}
