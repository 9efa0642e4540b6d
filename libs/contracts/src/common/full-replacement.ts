import { z } from 'zod';

/**
 * The one rule for update routes (docs/one-way.md, "an update route"): a POST or PUT update is a full replacement —
 * every field of its schema is required (it may be empty or null where the field allows), and a body that leaves
 * fields out is refused with a 400 naming them, so a client that forgot a field never wipes it. A PATCH route keeps
 * every field it is not sent.
 *
 * The schemas of full replacements are marked here; the API's request pipe asks `missingFields` before zod parses.
 */
const FULL_REPLACEMENTS = new WeakSet<z.ZodType>();

/**
 * Marks `schema` as a full replacement (every key must be sent) and returns it. zod's `extend` and `safeExtend` make a
 * new schema, which a mark kept by identity would not follow; the update schema that adds `version` to a marked write
 * schema is the one its route parses, so those two carry the mark on. `partial`, `omit` and `pick` do not: a schema
 * made from them is a patch or a form, not a full replacement.
 */
export function fullReplacement<T extends z.ZodObject>(schema: T): T {
  FULL_REPLACEMENTS.add(schema);
  const { extend, safeExtend } = schema;
  Object.assign(schema, {
    extend: (...args: Parameters<T['extend']>) => fullReplacement(extend.apply(schema, args)),
    safeExtend: (...args: Parameters<T['safeExtend']>) => fullReplacement(safeExtend.apply(schema, args)),
  });
  return schema;
}

/**
 * The keys of a full replacement's schema that `body` leaves out ([] when none, or when `schema` is not one). The
 * record's `version` is not among them: left out, its own message (common/record-version) tells the person to reload.
 */
export function missingFields(schema: z.ZodType, body: unknown): string[] {
  if (!FULL_REPLACEMENTS.has(schema) || typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  return Object.keys((schema as z.ZodObject).shape).filter((key) => key !== 'version' && (body as Record<string, unknown>)[key] === undefined);
}

export function missingFieldsMessage(fields: readonly string[]): string {
  return `These fields are missing: ${fields.join(', ')}. This update replaces the whole record, so every field must be sent (empty when it has no value).`;
}
