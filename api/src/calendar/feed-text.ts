const INVISIBLE = '\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF';
const HIDDEN_IN_LINE = new RegExp(`[\\p{Cc}${INVISIBLE}]`, 'gu');
const HIDDEN_IN_TEXT = new RegExp(`(?!\\n)\\p{Cc}|[${INVISIBLE}]`, 'gu');

/**
 * Text as RFC 5545 allows it: no control characters but the description's line breaks (which the generator
 * escapes), and no text-direction overrides. The API refuses both; rows stored before it did may hold them.
 */
export function feedText(text: string | null, multiLine = false): string | null {
  if (text === null) return null;
  const hidden = multiLine ? HIDDEN_IN_TEXT : HIDDEN_IN_LINE;
  return text.replace(hidden, '');
}
