import type { Page } from '@playwright/test';

/** How far the page scrolls sideways, with the deepest element sticking out past the right edge (to fix). */
export async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return null;
    const sticking = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
      (element) => element.getBoundingClientRect().right > clientWidth + 1,
    );
    const culprit = sticking.find((element) => !sticking.some((other) => other !== element && element.contains(other)));
    return `${scrollWidth - clientWidth}px (<${culprit?.tagName.toLowerCase()} class="${culprit?.className}"> ${culprit?.textContent?.trim().slice(0, 30)})`;
  });
}

/**
 * Visible text cut by its own box: wider (or taller) than a box that hides its overflow, or shortened with an
 * ellipsis. Screen-reader-only text (skip links until focused) is clipped on purpose; a form field scrolls its value.
 */
export async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => {
        if (
          element.matches('input, select, textarea, option, .visually-hidden, .visually-hidden-focusable, .visually-hidden *') ||
          !element.textContent?.trim() ||
          !element.checkVisibility({ visibilityProperty: true })
        )
          return false;
        // A 1 px box is the visually-hidden pattern (a stacked table's column headings): clipped on purpose.
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
        const style = getComputedStyle(element);
        const hides = (value: string) => value === 'hidden' || value === 'clip';
        const wider = element.scrollWidth > element.clientWidth + 1;
        return (
          ((hides(style.overflowX) || style.textOverflow === 'ellipsis') && wider) ||
          (hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
        );
      })
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}"> ${element.textContent?.trim().slice(0, 40)}`),
  );
}

/** Menu entries running past the sidebar's edge into the content (the sidebar does not hide its overflow). */
export async function menuSpills(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const menu = document.querySelector<HTMLElement>('#portal-menu');
    if (!menu?.checkVisibility({ visibilityProperty: true })) return [];
    const edge = menu.getBoundingClientRect().right;
    return Array.from(menu.querySelectorAll<HTMLElement>('a, span, p'))
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().right > edge + 1;
      })
      .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent?.trim().slice(0, 40)}`);
  });
}
