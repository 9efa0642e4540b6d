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

/**
 * Words the browser broke inside themselves ("My Informatio / n", "Re / mo / ve", "Rehears / al"): for each visible
 * text node, each word (split on white space) must have all its boxes on one line. A word may still wrap after its
 * own hyphen or slash ("Pre- / Registration", "Director/ / AD"), and text nodes are measured one by one, so a long
 * e-mail address the page offers break points in with `<wbr>` (the SDK's BreakableText) may wrap at them. A browser
 * hyphenating a word (`hyphens: auto`) counts as a split: the portal does not use it.
 */
export async function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const lines = (rects: DOMRect[]) => {
      const drawn = rects.filter((rect) => rect.width > 0 && rect.height > 0);
      if (drawn.length < 2) return 1;
      const tops = drawn.map((rect) => rect.top);
      const shortest = Math.min(...drawn.map((rect) => rect.height));
      return Math.max(...tops) - Math.min(...tops) > shortest / 2 ? 2 : 1;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.trim()) continue;
      if (parent.closest('script, style, noscript, template, input, select, textarea, option, .visually-hidden, .visually-hidden-focusable'))
        continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      // A node drawn on one line holds no split word: most of them, measured with one call.
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width <= 1 || lines(Array.from(range.getClientRects())) === 1) continue;
      for (const word of text.matchAll(/\S+/g)) {
        // The pieces a word may wrap between: after a hyphen, dash or slash with a letter on either side
        // ("Pre-Registration", "5-digit", "60s-80s", "Director/AD"); never between the digits of a number ("555-9000").
        let start = word.index;
        for (const piece of word[0].split(/(?<=\p{L}[-‐–—/])|(?<=[-‐–—/])(?=\p{L})/u)) {
          range.setStart(node, start);
          range.setEnd(node, start + piece.length);
          start += piece.length;
          if (lines(Array.from(range.getClientRects())) > 1) {
            const where = parent.closest('button, a, label, th, td, li, h1, h2, h3, h4, h5, p, span, div') ?? parent;
            found.push(`"${word[0]}" (<${where.tagName.toLowerCase()} class="${where.className}"> ${where.textContent?.trim().slice(0, 40)})`);
            break;
          }
        }
      }
    }
    return found;
  });
}

/**
 * Form fields too narrow for what they hold: a phone or e-mail box whose value scrolls ("(352) 555-159" in a 208 px
 * box) or a select whose chosen option is wider than the room beside its arrow ("FL" in a 58 px State box). A box
 * for free text (a location, a title) scrolls a long value by design and is not checked.
 */
export async function cutFieldValues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const named = (field: HTMLElement) => field.getAttribute('name') ?? field.id;
    const cut: string[] = [];
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('input:is([type=tel], [type=email])'))) {
      if (input.value && input.checkVisibility({ visibilityProperty: true }) && input.scrollWidth > input.clientWidth + 1)
        cut.push(`<input name="${named(input)}"> "${input.value}"`);
    }
    const probe = document.createElement('span');
    probe.style.cssText = 'position:absolute;visibility:hidden;white-space:pre';
    document.body.append(probe);
    for (const select of Array.from(document.querySelectorAll<HTMLSelectElement>('select:not([multiple])'))) {
      const chosen = select.selectedOptions[0]?.text ?? '';
      if (!chosen || !select.checkVisibility({ visibilityProperty: true })) continue;
      const style = getComputedStyle(select);
      probe.style.font = style.font;
      probe.style.letterSpacing = style.letterSpacing;
      probe.textContent = chosen;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (probe.getBoundingClientRect().width > room + 1) cut.push(`<select name="${named(select)}"> "${chosen}"`);
    }
    probe.remove();
    return cut;
  });
}

/** Check boxes and radio buttons hanging over the edge of the card they are in (My Teams on a phone). */
export async function controlsOutsideCards(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]'))
      .filter((box) => box.checkVisibility({ visibilityProperty: true }))
      .filter((box) => {
        const card = box.closest('.card')?.getBoundingClientRect();
        const drawn = box.getBoundingClientRect();
        return card !== undefined && (drawn.left < card.left - 0.5 || drawn.right > card.right + 0.5);
      })
      .map((box) => `<input type="${box.type}"> ${box.labels?.[0]?.textContent?.trim().slice(0, 40) ?? box.name}`),
  );
}
