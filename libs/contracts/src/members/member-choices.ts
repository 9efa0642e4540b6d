import { z } from 'zod';

/**
 * GET /api/status-choices and GET /api/team-choices. A module of its own: the SDK's team choices are on every signed-in
 * page, and the search contracts beside them would bring the member field table (validators and screens) along.
 */
export const ChoicesResponseSchema = z.object({
  choices: z.array(z.string()),
});
export type ChoicesResponse = z.infer<typeof ChoicesResponseSchema>;
