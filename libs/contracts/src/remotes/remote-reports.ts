import { z } from 'zod';
import { ReleaseVersionSchema, RemoteNameSchema } from './remotes';

/**
 * What the shell saw of one remote slot: its screen drawn, its files failing to load (entry, manifest or a chunk), or
 * an error thrown while it rendered (caught by the shell's boundary).
 */
export const REMOTE_OUTCOMES = ['drawn', 'load failed', 'render error'] as const;
export type RemoteOutcome = (typeof REMOTE_OUTCOMES)[number];

/** Longest wait a report may carry: past ten minutes the member has long gone. */
export const MAX_DRAW_MS = 600_000;
/** Reports in one batch: a page holds a handful of slots; the shell sends what it gathered every few seconds. */
export const MAX_REPORTS_PER_BATCH = 50;

export const RemoteReportSchema = z.strictObject({
  remote: RemoteNameSchema,
  version: ReleaseVersionSchema,
  outcome: z.enum(REMOTE_OUTCOMES),
  /** Milliseconds from the slot asking for the remote until its screen was drawn; only with 'drawn'. */
  drawMs: z.number().int().min(0).max(MAX_DRAW_MS).optional(),
});
export type RemoteReport = z.infer<typeof RemoteReportSchema>;

/**
 * POST /api/remotes/reports. No personal data: the member's role is read from the session, and a report carrying any
 * other field is refused (strict), so a shell cannot start sending more without the contract changing.
 */
export const RemoteReportBatchSchema = z.strictObject({ reports: z.array(RemoteReportSchema).min(1).max(MAX_REPORTS_PER_BATCH) });
export type RemoteReportBatch = z.infer<typeof RemoteReportBatchSchema>;
