import { useLayoutEffect, type RefObject } from 'react';

/**
 * Scrolls the element into view each time `message` becomes a new text, the least distance that shows it whole: a
 * result drawn above a long form, or left above the viewport when the form closed, would otherwise be missed (at
 * 200% zoom and Larger text a card is taller than the screen). Run before paint, so the page never shows without it.
 */
export function useKeepInView(ref: RefObject<HTMLElement | null>, message: string | null | undefined): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!message || !element) return;
    // A little room around it, so it is not left on the very edge of the screen.
    element.style.scrollMarginBlock = '1rem';
    element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [message, ref]);
}
