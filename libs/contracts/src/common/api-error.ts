import { z } from 'zod';
/** Every error the API answers has this body. */
export const ApiErrorBodySchema = z.object({
  statusCode: z.number(),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** A 409 for a record that is already there (two clicks at once, two admins) when no more particular words fit. */
export const ALREADY_SAVED_MESSAGE = 'This is already saved (perhaps by a second click or by someone else). Please reload the page to see it.';
