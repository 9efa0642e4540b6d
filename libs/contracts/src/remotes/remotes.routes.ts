import { EmptyResponseSchema } from '../common/responses';
import { ADMIN_ONLY } from '../common/roles';
import { defineRoute } from '../routes/define-route';
import {
  CreatedReleaseTokenSchema,
  RegisteredReleaseSchema,
  ReleaseIntegrityResponseSchema,
  ReleaseSwitchResponseSchema,
  ReleaseTokensResponseSchema,
  RemoteRegistryDocumentSchema,
  RemotesResponseSchema,
} from './remotes';
import { StageReleaseResponseSchema } from './rollouts';

/** Admins, and the release pipeline with its token. */
const RELEASE_ACCESS = { roles: ADMIN_ONLY, releaseToken: true } as const;

export const remotesRoute = defineRoute({ method: 'GET', path: '/api/remotes', response: RemotesResponseSchema, access: { roles: ADMIN_ONLY } });
export const remoteRegistryRoute = defineRoute({
  method: 'GET',
  path: '/api/remotes/registry',
  response: RemoteRegistryDocumentSchema,
  access: { public: true },
});
export const stagedRemoteRegistryRoute = defineRoute({
  method: 'GET',
  path: '/api/remotes/registry/staged',
  response: RemoteRegistryDocumentSchema,
  access: { public: true },
});
export const releaseIntegrityRoute = defineRoute({
  method: 'GET',
  path: '/api/remotes/integrity',
  response: ReleaseIntegrityResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const registerReleaseRoute = defineRoute({
  method: 'POST',
  path: '/api/remotes/:name/releases',
  response: RegisteredReleaseSchema,
  access: RELEASE_ACCESS,
  status: 201,
});
export const activateReleaseRoute = defineRoute({
  method: 'POST',
  path: '/api/remotes/:name/activate',
  response: ReleaseSwitchResponseSchema,
  access: RELEASE_ACCESS,
});
export const stageReleaseRoute = defineRoute({
  method: 'POST',
  path: '/api/remotes/:name/rollout',
  response: StageReleaseResponseSchema,
  access: RELEASE_ACCESS,
});
export const stopRolloutRoute = defineRoute({
  method: 'DELETE',
  path: '/api/remotes/:name/rollout',
  response: StageReleaseResponseSchema,
  access: RELEASE_ACCESS,
});
export const rollbackReleaseRoute = defineRoute({
  method: 'POST',
  path: '/api/remotes/:name/rollback',
  response: ReleaseSwitchResponseSchema,
  access: RELEASE_ACCESS,
});
export const releaseTokensRoute = defineRoute({
  method: 'GET',
  path: '/api/release-tokens',
  response: ReleaseTokensResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const createReleaseTokenRoute = defineRoute({
  method: 'POST',
  path: '/api/release-tokens',
  response: CreatedReleaseTokenSchema,
  access: { roles: ADMIN_ONLY },
  status: 201,
});
export const revokeReleaseTokenRoute = defineRoute({
  method: 'DELETE',
  path: '/api/release-tokens/:id',
  response: EmptyResponseSchema,
  access: { roles: ADMIN_ONLY },
  status: 204,
});
