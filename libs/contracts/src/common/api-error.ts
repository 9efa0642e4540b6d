import { z } from 'zod';
/** Every error the API answers has this body. */
export const ApiErrorBodySchema = z.object({
  statusCode: z.number(),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
