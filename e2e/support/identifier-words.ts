import type { Page } from '@playwright/test';

/**
 * Tokens a developer writes and an office volunteer should not have to read (issue 36 item 8): a field's code name,
 * a record id, a yyyy-mm-dd date, a "(s)" plural, an IP address.
 */
export const IDENTIFIER_PATTERNS: Record<string, RegExp> = {
  'Snake_Case name': /\b[A-Z][a-z]+_[A-Z][A-Za-z]+\b/,
  UUID: /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i,
  'ISO date': /\b\d{4}-\d{2}-\d{2}\b/,
  '"(s)" plural': /\(s\)/,
  'IPv4 address': /\b(?:\d{1,3}\.){3}\d{1,3}\b/,
  // Eight groups, or "::" with up to seven (::1, fe80::2): a clock's 4:12:37 has neither.
  'IPv6 address':
    /(?<![\w:])(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){7}|(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){0,6})?::(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){0,6})?)(?![\w:])/i,
};

/**
 * Left out before the patterns are tried: e-mail addresses, a member's real data; and merge tags ({{First_Name}}),
 * which the office types into a mass e-mail and must see as they are written.
 */
const NOT_WORDING = /[^\s@<>()"]+@[^\s@<>()"]+\.[a-z]{2,}|\{\{[^}]*\}\}/gi;

/**
 * Every line of text the page shows or reads out, outside a "Technical details" disclosure and outside what the user
 * typed: each text's block (a table cell, a paragraph) read whole with innerText, since BreakableText splits
 * "Membership_Status" or an id into pieces at its break points; then a select's options, placeholders and accessible
 * names. innerText leaves out what is not drawn: a closed disclosure's content, a hidden panel.
 */
export async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const insideDisclosure = (element: Element) => {
      const details = element.closest('details');
      return details?.querySelector(':scope > summary')?.textContent?.trim() === 'Technical details';
    };
    const skipped = (element: Element) =>
      insideDisclosure(element) || element.closest('textarea, [contenteditable="true"], script, style, noscript, select');
    const blockOf = (element: Element) => {
      let block: Element | null = element;
      while (block && block !== document.body && ['inline', 'contents'].includes(getComputedStyle(block).display)) block = block.parentElement;
      return (block ?? document.body) as HTMLElement;
    };
    const blocks = new Set<HTMLElement>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && node.textContent?.trim() && !skipped(parent)) blocks.add(blockOf(parent));
    }
    // An SVG element (an icon's title) has no innerText.
    const texts = [...blocks].flatMap((block) => (block.innerText ?? block.textContent ?? '').split('\n'));
    for (const option of Array.from(document.body.querySelectorAll('option'))) if (!insideDisclosure(option)) texts.push(option.text);
    for (const element of Array.from(document.body.querySelectorAll('[placeholder], [aria-label], [title]'))) {
      if (insideDisclosure(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['placeholder', 'aria-label', 'title']) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}

/** Each shown text with an identifier-like token, as "<pattern>: <text>". */
export async function identifierTexts(page: Page): Promise<string[]> {
  const found = new Set<string>();
  for (const text of await shownTexts(page)) {
    const words = text.replace(NOT_WORDING, '');
    for (const [name, pattern] of Object.entries(IDENTIFIER_PATTERNS)) if (pattern.test(words)) found.add(`${name}: ${text}`);
  }
  return [...found];
}
