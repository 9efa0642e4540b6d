import { z } from 'zod';
import { ReleaseVersionSchema } from './release-names';

/**
 * A staged rollout (issue 39): a release reaches the Admins first, then a share of the members, then everyone. Who is
 * in the share is decided by a stable hash of the member id (api/src/remotes/rollouts/rollout-share.ts), so a person keeps the same version from load to load.
 */
export const ROLLOUT_STAGES = ['admins', 'share', 'all'] as const;
export type RolloutStage = (typeof ROLLOUT_STAGES)[number];

/** The defaults an Admin or a pipeline gets when it names only the version and the stage. */
export const ROLLOUT_DEFAULTS = {
  share: 10,
  autoAdvance: false,
  stageSeconds: 3600,
  errorThresholdPercent: 5,
  windowSeconds: 600,
  minSessions: 20,
} as const;

/**
 * POST /api/remotes/:name/rollout: start a rollout of `version`, or move the one under way to another stage.
 * `revision` is the rollout's revision the caller saw (absent to start a new one): a change made meanwhile answers 409.
 * Stage 'all' makes the version the active release for everyone and ends the rollout.
 */
export const StageReleaseSchema = z.strictObject({
  version: ReleaseVersionSchema,
  stage: z.enum(ROLLOUT_STAGES, 'Choose who gets the new version: Admins only, a share of the members, or everyone'),
  share: z
    .number('Give the share as a whole number of percent')
    .int('Give the share as a whole number of percent')
    .min(1, 'The share must be at least 1 percent')
    .max(99, 'The share must be at most 99 percent (100 percent is everyone)')
    .default(ROLLOUT_DEFAULTS.share),
  autoAdvance: z.boolean('Say whether a healthy stage moves on by itself').default(ROLLOUT_DEFAULTS.autoAdvance),
  stageSeconds: z
    .number('Give how long each stage lasts in seconds')
    .int('Give how long each stage lasts in whole seconds')
    .min(10, 'A stage lasts at least 10 seconds')
    .max(30 * 86_400, 'A stage lasts at most 30 days')
    .default(ROLLOUT_DEFAULTS.stageSeconds),
  errorThresholdPercent: z
    .number('Give the error threshold in percent')
    .min(0, 'The error threshold cannot be below 0 percent')
    .max(100, 'The error threshold cannot be above 100 percent')
    .default(ROLLOUT_DEFAULTS.errorThresholdPercent),
  windowSeconds: z
    .number('Give the window in seconds')
    .int('Give the window in whole seconds')
    .min(10, 'The window is at least 10 seconds')
    .max(86_400, 'The window is at most one day')
    .default(ROLLOUT_DEFAULTS.windowSeconds),
  minSessions: z
    .number('Give the minimum number of sessions')
    .int('Give the minimum number of sessions as a whole number')
    .min(1, 'At least 1 session must be seen before a rollback')
    .max(100_000, 'The minimum may be at most 100000 sessions')
    .default(ROLLOUT_DEFAULTS.minSessions),
  revision: z.number().int().min(1).optional(),
});
export type StageReleaseRequest = z.input<typeof StageReleaseSchema>;
export type StageRelease = z.output<typeof StageReleaseSchema>;

/** DELETE /api/remotes/:name/rollout?revision=n: stop the rollout; everyone gets the active release again. */
export const StopRolloutQuerySchema = z.strictObject({ revision: z.coerce.number().int().min(1) });

/** A rollout under way, as the Releases screen shows it. */
export const RolloutSchema = z.object({
  version: z.string().max(100),
  /** What everyone outside the stage gets: the active release. */
  previousVersion: z.string().max(100).nullable(),
  stage: z.enum(['admins', 'share']),
  /** Percent of the members (besides the Admins) who get `version` in the share stage. */
  share: z.number().int(),
  autoAdvance: z.boolean(),
  stageSeconds: z.number().int(),
  errorThresholdPercent: z.number(),
  windowSeconds: z.number().int(),
  minSessions: z.number().int(),
  startedAt: z.string().max(40),
  stageStartedAt: z.string().max(40),
  startedBy: z.string().max(200),
  revision: z.number().int(),
});
export type Rollout = z.infer<typeof RolloutSchema>;

export const ROLLOUT_EVENTS = ['started', 'moved on', 'completed', 'rolled back', 'stopped', 'replaced'] as const;
export type RolloutEventKind = (typeof ROLLOUT_EVENTS)[number];

/** One line of a remote's rollout history; a rollback carries the figures it was decided on. */
export const RolloutEventSchema = z.object({
  version: z.string().max(100),
  event: z.enum(ROLLOUT_EVENTS),
  /** The stage after the event ('all' once completed; null when the rollout ended otherwise). */
  stage: z.enum(ROLLOUT_STAGES).nullable(),
  share: z.number().int(),
  at: z.string().max(40),
  by: z.string().max(200),
  /** Rolled back only: what the window held, and the rule it broke. */
  figures: z
    .object({
      sessions: z.number().int(),
      errors: z.number().int(),
      errorPercent: z.number(),
      thresholdPercent: z.number(),
      windowSeconds: z.number().int(),
      minSessions: z.number().int(),
    })
    .nullable(),
});
export type RolloutEvent = z.infer<typeof RolloutEventSchema>;

/** POST /api/remotes/:name/rollout answers the rollout as it now stands (null once it reached everyone). */
export const StageReleaseResponseSchema = z.object({ activeVersion: z.string().max(100).nullable(), rollout: RolloutSchema.nullable() });
export type StageReleaseResponse = z.infer<typeof StageReleaseResponseSchema>;
