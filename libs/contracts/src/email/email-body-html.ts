import { EDITOR_FONT_SIZES } from './mass-email';

/**
 * The HTML a mass e-mail's body may hold, written once: the server's sanitizer (sanitize-html, api/src/email) keeps
 * exactly this before storing or sending, and the browser's (DOMPurify, mfe-email) draws no more than this in the
 * preview and the sent copy. The tags are sanitize-html's own defaults, written out so that its upgrades cannot widen
 * what we send, plus images.
 */
// prettier-ignore
export const EMAIL_BODY_TAGS = [
  'address', 'article', 'aside', 'footer', 'header', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hgroup', 'main', 'nav',
  'section', 'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'hr', 'li', 'menu', 'ol', 'p', 'pre',
  'ul', 'a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 'rb',
  'rp', 'rt', 'rtc', 'ruby', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr',
  'caption', 'col', 'colgroup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'img',
] as const;

/** A paragraph in Hebrew or Arabic keeps its direction (`dir`, on these tags only, with these values). */
// prettier-ignore
export const EMAIL_BODY_DIRECTED_TAGS = ['a', 'p', 'div', 'span', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'td', 'th', 'table'] as const;
export const EMAIL_BODY_DIRECTIONS = ['ltr', 'rtl', 'auto'] as const;

/** Attributes beside `dir`: any tag may carry a style (filtered by EMAIL_BODY_STYLES) and a language. */
export const EMAIL_BODY_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['style', 'lang'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};

/** Link addresses a mail program opens safely; an image may also be inline data, but never plain http. */
export const EMAIL_BODY_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
export const EMAIL_BODY_IMAGE_SCHEMES = ['https', 'data'] as const;

/** The inline styles kept, each with the values it may take: the editor's font sizes, alignment and a hex colour. */
export const EMAIL_BODY_STYLES: Record<string, RegExp[]> = {
  'font-size': [new RegExp(`^(${EDITOR_FONT_SIZES.join('|')})px$`)],
  'text-align': [/^(left|right|center|justify)$/],
  color: [/^#[0-9a-f]{3,6}$/i],
};
