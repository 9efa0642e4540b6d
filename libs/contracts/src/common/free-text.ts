import { z } from 'zod';

/**
 * The one rule for text people type (names, titles, notes, e-mail bodies): characters that print nothing
 * or change how the rest prints are refused with a 400 that names the field, never silently removed, so
 * what is stored is what the member saw in the box.
 *
 * - C0 controls, DEL and C1 controls: NUL breaks PostgreSQL text, U+0092 (a Windows-1252 apostrophe pasted
 *   from old Word documents) breaks PDF fonts, and RFC 5545 forbids them in the iCal feed. Multi-line fields
 *   keep tab, line feed and carriage return.
 * - Text-direction marks and overrides (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069): "Smith\u202E(nimdA)"
 *   reads "Smith(Admin)" in a list or an e-mail.
 * - Invisible characters (U+200B, U+2060–U+2064, U+FEFF): a name of only these shows as a blank row.
 * - The joiners U+200C and U+200D are kept between two visible characters, where Persian, Indic scripts and
 *   emoji sequences need them, and refused anywhere else (alone, or at either end of a word).
 */
const CONTROL_IN_LINE = /\p{Cc}/u;
const CONTROL_IN_TEXT = /(?![\t\n\r])\p{Cc}/u;
const DIRECTION_OR_INVISIBLE = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;
const LOOSE_JOINER = /(^|[\s\u200C\u200D])[\u200C\u200D]|[\u200C\u200D]($|\s)/u;

export interface FreeTextShape {
  /** Tab and line breaks are allowed (notes, bios, e-mail bodies). */
  multiLine?: boolean;
}

export function hasHiddenCharacters(text: string, shape: FreeTextShape = {}): boolean {
  const control = shape.multiLine ? CONTROL_IN_TEXT : CONTROL_IN_LINE;
  return control.test(text) || DIRECTION_OR_INVISIBLE.test(text) || LOOSE_JOINER.test(text);
}

export const hiddenCharactersMessage = (label: string) => `${label} cannot contain control characters, invisible characters or text-direction marks.`;

/**
 * A free-text field: trimmed, in Unicode's composed form (NFC), at most `max` characters, nothing hidden. `label` names the field in the
 * messages; with `requiredMessage` it must be given (that message also answers a missing or non-text value).
 */
export function freeTextSchema(label: string, max: number, options: FreeTextShape & { requiredMessage?: string } = {}) {
  const { requiredMessage, ...shape } = options;
  const text = (requiredMessage ? z.string({ message: requiredMessage }) : z.string())
    .trim()
    // One spelling of each letter: "Zoe" + U+0308 (as some keyboards send it) is stored as "Zoë".
    .normalize('NFC')
    .max(max, { message: `${label} can be at most ${max} characters long.` })
    .refine((value) => !hasHiddenCharacters(value, shape), { message: hiddenCharactersMessage(label) });
  return requiredMessage ? text.min(1, { message: requiredMessage }) : text;
}

/**
 * The first string anywhere in a request (body or query) that breaks the rule, as its dotted path. The API
 * runs this on every request before its schema, so no field can miss the rule; a field's own schema
 * (`freeTextSchema`) adds the stricter one-line rule and a message in the field's own words.
 */
export function findHiddenCharacters(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return hasHiddenCharacters(value, { multiLine: true }) ? path.join('.') || 'A value' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findHiddenCharacters(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = hasHiddenCharacters(key, { multiLine: true }) ? [...path, 'A field name'].join('.') : findHiddenCharacters(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
