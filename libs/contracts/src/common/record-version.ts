import { z } from 'zod';

/**
 * The version of a record an admin edits: answered with the record, sent back with its update. A save naming an
 * older version than the stored one is refused with 409 and staleVersionMessage (docs/concurrent-edits.md).
 */
export const RecordVersionSchema = z
  .number({ message: 'version is required: reload the record, then save again.' })
  .int({ message: 'version must be a whole number.' })
  .min(1, { message: 'version must be 1 or more.' });

/**
 * The 409's words: which fields of the record now differ from the save, by their labels on screen, and what to do.
 * `record` reads after "this" ("member", "event", "show").
 */
export function staleVersionMessage(record: string, changedLabels: readonly string[]): string {
  const what = changedLabels.length > 0 ? ` (${changedLabels.join(', ')})` : '';
  return `Someone else changed this ${record} while you were editing${what}. Reload to see their changes, then make yours again.`;
}

/** Whether a 409's message is staleVersionMessage's (the screens then offer to reload), not another conflict's such as a taken name. */
export function isStaleVersionMessage(message: string | null | undefined): boolean {
  return typeof message === 'string' && message.startsWith('Someone else changed this ');
}
