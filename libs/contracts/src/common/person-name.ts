import { freeTextSchema } from './free-text';

export const PERSON_NAME_MAX_LENGTH = 100;

/**
 * Every person's name the portal stores (first, last, coordinator...): one line of free text (see
 * free-text.ts), trimmed, at most 100 characters. `label` names the field in the messages, e.g. "First
 * name"; with `requiredMessage` the name must be given (that message also answers a missing or non-text value).
 */
export function personNameSchema(label: string, requiredMessage?: string) {
  return freeTextSchema(label, PERSON_NAME_MAX_LENGTH, { requiredMessage });
}
