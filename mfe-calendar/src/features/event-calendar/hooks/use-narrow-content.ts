import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { useResizeObserver } from '@greenroom/sdk';

/**
 * Whether the element is narrower than `ems` of the page's text: measured in the member's chosen text size, so
 * Larger text switches to the list on a wider screen than Normal text does. `ems` may be measured from the element
 * (what its content needs): asked again whenever the element's size changes or a new `ems` is passed.
 */
export function useNarrowContent(ref: RefObject<HTMLElement | null>, ems: number | ((element: HTMLElement) => number)): boolean {
  const [narrow, setNarrow] = useState(false);
  const measure = useCallback(
    (element: HTMLElement) => {
      const fontSize = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const { width } = element.getBoundingClientRect();
      const needed = typeof ems === 'number' ? ems : ems(element);
      // Zero: not laid out (or jsdom), so nothing is known about the screen yet.
      setNarrow(width > 0 && width < needed * fontSize);
    },
    [ems],
  );
  useResizeObserver(ref, measure);
  useLayoutEffect(() => {
    if (ref.current) measure(ref.current);
  }, [ref, measure]);
  return narrow;
}
