import { z } from 'zod';
export const DependencyStatusSchema = z.enum(['up', 'down']);
export type DependencyStatus = z.infer<typeof DependencyStatusSchema>;

/**
 * GET /api/health: 200 when both dependencies answer; 503 (with statusCode and message, like every error) otherwise.
 * GET /api/health/ready answers the same shape, but only the database decides it (Redis is reported, see the API).
 */
export const HealthResponseSchema = z.object({
  statusCode: z.number().optional(),
  status: z.enum(['ok', 'error']),
  database: DependencyStatusSchema,
  redis: DependencyStatusSchema,
  message: z.string().optional(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** GET /api/health/live: the process answers. Nothing else is checked, so a dependency's outage never restarts it. */
export const LiveResponseSchema = z.object({ status: z.literal('ok') });
export type LiveResponse = z.infer<typeof LiveResponseSchema>;
