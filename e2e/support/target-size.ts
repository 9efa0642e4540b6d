import type { Page } from '@playwright/test';

export const MIN_TARGET_PX = 44;

/**
 * The page's visible controls whose target is under MIN_TARGET_PX in either direction, as "<tag> "<name>" W×H".
 * A control's target is its box joined with its labels' boxes (a click on the label works it, WCAG 2.5.5).
 * Excepted, as WCAG 2.5.5 does: a link inside a sentence, and the skip link (shown only on focus). A mail or
 * telephone link is never excepted, even in a sentence: it is the step the reader is told to take (the office's
 * address on /join was 26 px tall and passed as "in a sentence").
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const CONTROLS = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[contenteditable="true"]',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(', ');

    const isShown = (element: Element): boolean => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    };
    const isSkipLink = (element: Element): boolean => element.matches('a.visually-hidden-focusable[href^="#"]');
    const isContactLink = (element: Element): boolean => element.matches('a[href^="mailto:"], a[href^="tel:"]');
    const isInSentence = (element: Element): boolean => {
      if (element.tagName !== 'A' || isContactLink(element) || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (element.textContent ?? '').trim().length;
      return (block?.textContent ?? '').trim().length > own;
    };
    const labelsOf = (element: Element): Element[] =>
      element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement
        ? Array.from(element.labels ?? [])
        : [];
    const nameOf = (element: Element): string =>
      (element.getAttribute('aria-label') ?? labelsOf(element)[0]?.textContent ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);

    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll(CONTROLS))) {
      const labels = labelsOf(element).filter(isShown);
      if (isSkipLink(element) || isInSentence(element) || (!isShown(element) && labels.length === 0)) continue;
      const boxes = [element, ...labels].filter(isShown).map((part) => part.getBoundingClientRect());
      const width = Math.max(...boxes.map((box) => box.right)) - Math.min(...boxes.map((box) => box.left));
      const height = Math.max(...boxes.map((box) => box.bottom)) - Math.min(...boxes.map((box) => box.top));
      // Sub-pixel layout: 43.99 is 44 on the screen.
      if (Math.round(width) < minimum || Math.round(height) < minimum) {
        const kind = element.getAttribute('type') ?? element.getAttribute('role') ?? '';
        small.push(`${element.tagName.toLowerCase()}${kind ? `[${kind}]` : ''} "${nameOf(element)}" ${Math.round(width)}×${Math.round(height)}`);
      }
    }
    return small;
  }, MIN_TARGET_PX);
}
