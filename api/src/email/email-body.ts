import { EDITOR_FONT_SIZES } from '@greenroom/contracts';
import sanitizeHtml from 'sanitize-html';

const EDITOR_FONT_SIZE = new RegExp(`^(${EDITOR_FONT_SIZES.join('|')})px$`);

/**
 * A paragraph in Hebrew or Arabic keeps its direction (and any text its language, for screen readers). sanitize-html
 * checks an attribute's values only when it is listed under a tag name, not under '*'.
 */
const DIRECTION = { name: 'dir', values: ['ltr', 'rtl', 'auto'] };
const DIRECTED_TAGS = ['p', 'div', 'span', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'td', 'th', 'table'];

/** The rich-text editor's output, minus anything that could run or load unasked in a mail program. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: {
      ...Object.fromEntries(DIRECTED_TAGS.map((tag) => [tag, [DIRECTION]])),
      a: ['href', 'target', 'rel', DIRECTION],
      img: ['src', 'alt', 'width', 'height'],
      '*': ['style', 'lang'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https', 'data'] },
    allowedStyles: { '*': { 'font-size': [EDITOR_FONT_SIZE], 'text-align': [/^(left|right|center|justify)$/], color: [/^#[0-9a-f]{3,6}$/i] } },
  });
}

/** Scripts are refused outright (with a message) rather than silently stripped: the admin should know. */
export function containsScript(html: string): boolean {
  return /<\s*script\b/i.test(html) || /<[^>]+\son[a-z]+\s*=/i.test(html) || /javascript\s*:/i.test(html);
}

export function plainText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|div|h[1-6]|li|tr)>|<br\s*\/?>/gi, '$&\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
