import type { Request } from 'express';
import type { MemberEntity } from '../members/entities/member.entity';

/** What the access guard learned from the bearer token. */
export interface RequestAuth {
  member: MemberEntity;
  sessionId: string;
}

export interface AuthenticatedRequest extends Request {
  auth?: RequestAuth;
}
