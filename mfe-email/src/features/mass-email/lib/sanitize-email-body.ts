import { EMAIL_BODY_ATTRIBUTES, EMAIL_BODY_LINK_SCHEMES, EMAIL_BODY_TAGS } from '@greenroom/contracts';
import DOMPurify, { type Config } from 'dompurify';

/**
 * The contract's allow-list of e-mail body HTML (the one the server's sanitize-html keeps) in DOMPurify's terms, so
 * the preview and a sent copy draw nothing the mail itself could not hold. DOMPurify has no per-tag attributes or
 * style values: the server's stricter pass has already applied those to what it stores and sends. Addresses are the
 * link schemes or relative ones, as sanitize-html allows; images' inline data is DOMPurify's own default.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: [...EMAIL_BODY_TAGS],
  ALLOWED_ATTR: [...new Set([...Object.values(EMAIL_BODY_ATTRIBUTES).flat(), 'dir'])],
  ALLOWED_URI_REGEXP: new RegExp(`^(?:(?:${EMAIL_BODY_LINK_SCHEMES.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i'),
};

/** An e-mail body as HTML that is safe to draw in the page. */
export function sanitizeEmailBody(html: string): string {
  return DOMPurify.sanitize(html, CONFIG);
}
