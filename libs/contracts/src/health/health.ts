import { z } from 'zod';
export const DependencyStatusSchema = z.enum(['up', 'down']);
export type DependencyStatus = z.infer<typeof DependencyStatusSchema>;

/** 200 when both dependencies answer; 503 (with statusCode and message, like every error) otherwise. */
export const HealthResponseSchema = z.object({
  statusCode: z.number().optional(),
  status: z.enum(['ok', 'error']),
  database: DependencyStatusSchema,
  redis: DependencyStatusSchema,
  message: z.string().optional(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
