import DOMPurify from 'dompurify';

/** Menu icons are HTML from the navigation data: only markup, never scripts or handlers. */
export function sanitizeIcon(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true, svg: true } });
}
