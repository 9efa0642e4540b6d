import type { ReleaseTokenScope } from '@greenroom/contracts';
import type { Request } from 'express';
import type { MemberEntity } from '../members/entities/member.entity';

/** What the access guard learned from the bearer token. */
export interface RequestAuth {
  member: MemberEntity;
  sessionId: string;
}

export interface AuthenticatedRequest extends Request {
  auth?: RequestAuth;
  /**
   * On a route that allows it, the caller showed a pipeline's credential instead of signing in: the bootstrap
   * RELEASE_TOKEN (every remote), or a release token an Admin made (one remote; its scope says whether it may activate).
   */
  deployCredential?: { kind: 'bootstrap' } | { kind: 'release token'; tokenId: string; remote: string | null; scope: ReleaseTokenScope };
}
