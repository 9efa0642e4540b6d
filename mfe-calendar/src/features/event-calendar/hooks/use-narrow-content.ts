import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is narrower than `ems` of the page's text: measured in the member's chosen text size, so
 * Larger text switches to the list on a wider screen than Normal text does.
 */
export function useNarrowContent(ref: RefObject<HTMLElement | null>, ems: number): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const fontSize = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const { width } = element.getBoundingClientRect();
      // Zero: not laid out (or jsdom), so nothing is known about the screen yet.
      setNarrow(width > 0 && width < ems * fontSize);
    };
    measure();
    // jsdom has no ResizeObserver; there the first measure is all there is.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, ems]);
  return narrow;
}
