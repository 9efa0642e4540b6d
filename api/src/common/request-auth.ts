import type { Request } from 'express';
import type { MemberEntity } from '../members/entities/member.entity';

/** What the access guard learned from the bearer token. */
export interface RequestAuth {
  member: MemberEntity;
  sessionId: string;
}

export interface AuthenticatedRequest extends Request {
  auth?: RequestAuth;
  /** The caller showed the deploy token on a route that allows it (no member is signed in). */
  deployToken?: true;
}
