import { z } from 'zod';

export const PERSON_NAME_MAX_LENGTH = 100;

/**
 * Control characters (C0, DEL and C1: a name is one line, so no tab or newline either) and the bidi
 * embedding, override and isolate characters U+202A–U+202E and U+2066–U+2069, which make a name display as
 * something other than what it is: "Smith\u202E(nimdA)" reads "Smith(Admin)" in a list or an e-mail.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN_CHARACTERS.test(text);
}

/**
 * Every person's name the portal stores (first, last, coordinator...): trimmed, at most 100 characters,
 * nothing hidden. `label` names the field in the messages, e.g. "First name"; with `requiredMessage` the
 * name must be given (that message also answers a missing or non-text value).
 */
export function personNameSchema(label: string, requiredMessage?: string) {
  const name = (requiredMessage ? z.string({ message: requiredMessage }) : z.string())
    .trim()
    .max(PERSON_NAME_MAX_LENGTH, { message: `${label} can be at most ${PERSON_NAME_MAX_LENGTH} characters long.` })
    .refine((text) => !hasHiddenCharacters(text), { message: `${label} cannot contain control characters or text-direction marks.` });
  return requiredMessage ? name.min(1, { message: requiredMessage }) : name;
}
