import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { AuthenticatedRequest } from '../common/request-auth';
import type { ReleaseActor } from './remotes.repository';

/** Who is registering or activating: the signed-in Admin, or CI with the deploy token. */
export const ReleaseCaller = createParamDecorator((_data: unknown, context: ExecutionContext): ReleaseActor => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  if (request.deployToken) return { via: 'deploy token' };
  if (request.auth) return { via: 'member', memberId: request.auth.member.id };
  throw new UnauthorizedException('Please sign in to continue.');
});
