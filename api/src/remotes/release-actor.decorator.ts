import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { AuthenticatedRequest } from '../common/request-auth';
import type { ReleaseActor } from './remotes.repository';

/** Who is registering or activating: the signed-in Admin, or a pipeline with a release token or the deploy token. */
export const ReleaseCaller = createParamDecorator((_data: unknown, context: ExecutionContext): ReleaseActor => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  const credential = request.deployCredential;
  if (credential?.kind === 'bootstrap') return { via: 'deploy token' };
  if (credential?.kind === 'release token') {
    return { via: 'release token', tokenId: credential.tokenId, remote: credential.remote, scope: credential.scope };
  }
  if (request.auth) return { via: 'member', memberId: request.auth.member.id };
  throw new UnauthorizedException('Please sign in to continue.');
});
