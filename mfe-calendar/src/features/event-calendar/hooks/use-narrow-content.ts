import { useState, type RefObject } from 'react';
import { useResizeObserver } from '@greenroom/sdk';

/**
 * Whether the element is narrower than `ems` of the page's text: measured in the member's chosen text size, so
 * Larger text switches to the list on a wider screen than Normal text does.
 */
export function useNarrowContent(ref: RefObject<HTMLElement | null>, ems: number): boolean {
  const [narrow, setNarrow] = useState(false);
  useResizeObserver(ref, (element) => {
    const fontSize = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const { width } = element.getBoundingClientRect();
    // Zero: not laid out (or jsdom), so nothing is known about the screen yet.
    setNarrow(width > 0 && width < ems * fontSize);
  });
  return narrow;
}
