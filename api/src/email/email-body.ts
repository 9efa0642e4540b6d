import {
  EMAIL_BODY_ATTRIBUTES,
  EMAIL_BODY_DIRECTED_TAGS,
  EMAIL_BODY_DIRECTIONS,
  EMAIL_BODY_IMAGE_SCHEMES,
  EMAIL_BODY_LINK_SCHEMES,
  EMAIL_BODY_STYLES,
  EMAIL_BODY_TAGS,
} from '@greenroom/contracts';
import sanitizeHtml from 'sanitize-html';

/** sanitize-html checks an attribute's values only when it is listed under a tag name, not under '*'. */
const DIRECTION = { name: 'dir', values: [...EMAIL_BODY_DIRECTIONS] };

/** The contract's allow-list (libs/contracts email-body-html.ts, which the browser's preview draws with too) in sanitize-html's terms. */
const BODY_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...EMAIL_BODY_TAGS],
  allowedAttributes: Object.fromEntries(
    [...new Set([...EMAIL_BODY_DIRECTED_TAGS, ...Object.keys(EMAIL_BODY_ATTRIBUTES)])].map((tag) => [
      tag,
      [...(EMAIL_BODY_ATTRIBUTES[tag] ?? []), ...((EMAIL_BODY_DIRECTED_TAGS as readonly string[]).includes(tag) ? [DIRECTION] : [])],
    ]),
  ),
  allowedSchemes: [...EMAIL_BODY_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...EMAIL_BODY_IMAGE_SCHEMES] },
  allowedStyles: { '*': EMAIL_BODY_STYLES },
};

/** The rich-text editor's output, minus anything that could run or load unasked in a mail program. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, BODY_OPTIONS);
}

/** Scripts are refused outright (with a message) rather than silently stripped: the admin should know. */
export function containsScript(html: string): boolean {
  return /<\s*script\b/i.test(html) || /<[^>]+\son[a-z]+\s*=/i.test(html) || /javascript\s*:/i.test(html);
}

/**
 * The plain-text part: list items keep a bullet, and a link keeps its address after its words (a text-only
 * mail program would otherwise lose both).
 */
export function plainText(html: string): string {
  const marked = html
    .replace(/<\/(p|div|h[1-6]|li|tr)>|<br\s*\/?>/gi, '$&\n')
    .replace(/<li\b[^>]*>/gi, '$&• ')
    .replace(/<a\b[^>]*\bhref="(https?:[^"]*|mailto:[^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (whole, href: string, words: string) =>
      words.replace(/<[^>]*>/g, '').trim() === href.replace(/^mailto:/, '') ? whole : `${whole} (${href})`,
    );
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
