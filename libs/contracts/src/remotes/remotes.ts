import { z } from 'zod';
import { ReleaseVersionSchema, RemoteNameSchema } from './release-names';
import { RolloutEventSchema, RolloutSchema } from './rollouts';

export { ReleaseVersionSchema, RemoteNameSchema } from './release-names';

export const RegisterReleaseSchema = z.object({
  version: ReleaseVersionSchema,
  /** The URL of the build's mf-manifest.json: https, or http on localhost/127.0.0.1 for development. */
  manifestUrl: z.string().trim().max(2000).url('manifestUrl must be a URL'),
});
export type RegisterReleaseRequest = z.infer<typeof RegisterReleaseSchema>;

export const ActivateReleaseSchema = z.object({ version: ReleaseVersionSchema });
export type ActivateReleaseRequest = z.infer<typeof ActivateReleaseSchema>;

/** The contract check's outcome: only a passed release can be activated. */
export const RELEASE_STATUSES = ['passed', 'refused'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** A release's last 24 hours as the shells reported them (the Releases screen, beside each version). */
export const ReleaseHealthSchema = z.object({
  drawn: z.number().int().min(0),
  loadFailed: z.number().int().min(0),
  renderErrors: z.number().int().min(0),
  /** Mean time until the screen was drawn, in milliseconds; null before the first drawn report. */
  meanDrawMs: z.number().int().min(0).nullable(),
});
export type ReleaseHealth = z.infer<typeof ReleaseHealthSchema>;

/** Who registered or activated: a member's name, 'deploy token' (CI) or 'seed' (the first releases). */
export const RemoteReleaseSchema = z.object({
  version: z.string().max(100),
  manifestUrl: z.string().max(2000),
  registeredAt: z.string().max(40),
  registeredBy: z.string().max(200),
  status: z.enum(RELEASE_STATUSES),
  /** The contract check's reasons for refusing; empty when it passed. */
  problems: z.array(z.string().max(1000)).max(100),
  /** What the members' browsers reported of it over the last 24 hours. */
  health: ReleaseHealthSchema,
});
export type RemoteRelease = z.infer<typeof RemoteReleaseSchema>;

export const RemoteActivationSchema = z.object({
  version: z.string().max(100),
  /** The version active before; null for the first activation. */
  previousVersion: z.string().max(100).nullable(),
  activatedAt: z.string().max(40),
  activatedBy: z.string().max(200),
});
export type RemoteActivation = z.infer<typeof RemoteActivationSchema>;

export const RemoteSummarySchema = z.object({
  name: z.string().max(40),
  activeVersion: z.string().max(100).nullable(),
  /** The version a rollback would activate (the one active before the current one); null when there is none. */
  rollbackVersion: z.string().max(100).nullable(),
  /** Newest first. */
  releases: z.array(RemoteReleaseSchema).max(1000),
  /** Newest first. */
  activations: z.array(RemoteActivationSchema).max(1000),
  /** The staged rollout under way, if any: who gets which version. */
  rollout: RolloutSchema.nullable(),
  /** Staged rollouts' steps, rollbacks with their figures, newest first. */
  rolloutHistory: z.array(RolloutEventSchema).max(1000),
});
export type RemoteSummary = z.infer<typeof RemoteSummarySchema>;

export const RemotesResponseSchema = z.object({ remotes: z.array(RemoteSummarySchema).max(100) });
export type RemotesResponse = z.infer<typeof RemotesResponseSchema>;

/**
 * Subresource integrity ('sha256-…', 'sha384-…') of the files a release was checked with: the browser refuses a
 * manifest or entry script whose bytes differ, so a file overwritten after the check never runs.
 */
export interface ReleasePins {
  manifest: string;
  entryUrl: string;
  entry: string;
}

/** A remote's active release in the registry document: its mf-manifest.json, and its pins where they were recorded. */
export interface RegistryEntry {
  manifest: string;
  /** The release's version, which the shell names in its reports (absent from an API from before reports). */
  version?: string;
  /** Absent for a release registered before pins were kept (and for the seed's local builds). */
  integrity?: ReleasePins;
}

/**
 * The registry document the shell reads: remote name -> the active release. No schema: the shell keeps each
 * well-formed entry on its own (shell/src/remotes/registry.ts), so one bad line breaks no other remote.
 */
export type RemoteRegistry = Record<string, RegistryEntry>;
/**
 * The registry document as a whole; its entries are checked one by one where they are read. An object's own method
 * rather than z.record or z.looseObject: every page that loads this file builds it, and those would be new code there.
 */
export const RemoteRegistryDocumentSchema = z.object({}).loose();

/** A registered release: it passed the contract check (a refused one answers 422 with ReleaseRefusedBody). */
export const RegisteredReleaseSchema = z.object({ version: z.string().max(100), status: z.literal('passed') });

/** The 422 body of a release the contract check refused: the reasons, one per broken promise. */
export const ReleaseRefusedBodySchema = z.object({
  statusCode: z.literal(422),
  message: z.string(),
  problems: z.array(z.string()),
});
export type ReleaseRefusedBody = z.infer<typeof ReleaseRefusedBodySchema>;

/** POST /api/remotes/:name/activate and /rollback */
export const ReleaseSwitchResponseSchema = z.object({ activeVersion: z.string(), previousVersion: z.string().nullable() });
export type ReleaseSwitchResponse = z.infer<typeof ReleaseSwitchResponseSchema>;

/** Where a token's pipeline runs: on main (production) or on pull requests (preview). */
export const RELEASE_TOKEN_ENVIRONMENTS = ['production', 'preview'] as const;
export type ReleaseTokenEnvironment = (typeof RELEASE_TOKEN_ENVIRONMENTS)[number];
/** `register`: registers releases only (an Admin activates them); `activate`: also activates and rolls back. */
export const RELEASE_TOKEN_SCOPES = ['register', 'activate'] as const;
export type ReleaseTokenScope = (typeof RELEASE_TOKEN_SCOPES)[number];
/** How long a token may live, in days: a forgotten or leaked one stops working by itself. */
export const RELEASE_TOKEN_MAX_DAYS = 365;

/** What a release token is for: one remote in one environment, with a scope and an expiry. */
export const CreateReleaseTokenSchema = z
  .object({
    /** The team or pipeline that holds it ('calendar team CI'): shown in the lists and the activation log. */
    label: z.string().trim().min(1, 'Give the token a name').max(80, 'The name may be at most 80 characters'),
    remote: RemoteNameSchema,
    environment: z.enum(RELEASE_TOKEN_ENVIRONMENTS, 'Choose production (main) or preview (pull requests)'),
    scope: z.enum(RELEASE_TOKEN_SCOPES, 'Choose whether the token may activate releases or only register them'),
    expiresInDays: z
      .number('Choose how many days the token stays valid')
      .int('Choose a whole number of days')
      .min(1, 'A token must stay valid at least 1 day')
      .max(RELEASE_TOKEN_MAX_DAYS, `A token may stay valid at most ${RELEASE_TOKEN_MAX_DAYS} days`),
  })
  .refine((token) => token.environment !== 'preview' || token.scope === 'register', {
    path: ['scope'],
    message: 'A preview token may only register releases: a pull request must never make its code live',
  });
export type CreateReleaseTokenRequest = z.infer<typeof CreateReleaseTokenSchema>;

/** A release token as the Releases screen lists it; the secret itself is never shown again after creation. */
export const ReleaseTokenSchema = z.object({
  id: z.string().max(36),
  label: z.string().max(80),
  /** Null only for a token made before tokens were per remote (all of them were revoked by the upgrade). */
  remote: z.string().max(40).nullable(),
  environment: z.enum(RELEASE_TOKEN_ENVIRONMENTS),
  scope: z.enum(RELEASE_TOKEN_SCOPES),
  expiresAt: z.string().max(40),
  createdAt: z.string().max(40),
  createdBy: z.string().max(200),
  lastUsedAt: z.string().max(40).nullable(),
  revokedAt: z.string().max(40).nullable(),
});
export type ReleaseToken = z.infer<typeof ReleaseTokenSchema>;

export const ReleaseTokensResponseSchema = z.object({ tokens: z.array(ReleaseTokenSchema).max(1000) });
export type ReleaseTokensResponse = z.infer<typeof ReleaseTokensResponseSchema>;

/** POST /api/release-tokens: the token, shown this once (only its hash is stored). */
export const CreatedReleaseTokenSchema = ReleaseTokenSchema.extend({ token: z.string().max(200) });
export type CreatedReleaseToken = z.infer<typeof CreatedReleaseTokenSchema>;

/** GET /api/remotes/integrity: whether each active release's manifest is still the one that was checked. */
export const ReleaseIntegritySchema = z.object({
  remote: z.string().max(40),
  version: z.string().max(100),
  /** 'unchanged', 'changed' (the files served differ from what passed the check), or 'unreachable'. */
  state: z.enum(['unchanged', 'changed', 'unreachable', 'not recorded']),
});
export type ReleaseIntegrity = z.infer<typeof ReleaseIntegritySchema>;
export const ReleaseIntegrityResponseSchema = z.object({ releases: z.array(ReleaseIntegritySchema).max(100) });
export type ReleaseIntegrityResponse = z.infer<typeof ReleaseIntegrityResponseSchema>;
