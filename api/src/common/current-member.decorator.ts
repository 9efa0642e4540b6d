import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { AuthenticatedRequest, RequestAuth } from './request-auth';

function authOf(context: ExecutionContext): RequestAuth {
  const auth = context.switchToHttp().getRequest<AuthenticatedRequest>().auth;
  // Only reachable on a @Public() route that asks for the member: treat as not signed in.
  if (!auth) throw new UnauthorizedException('Please sign in to continue.');
  return auth;
}

/** The signed-in member, from the session (never from the body). */
export const CurrentMember = createParamDecorator((_data: unknown, context: ExecutionContext) => authOf(context).member);

export const CurrentSessionId = createParamDecorator((_data: unknown, context: ExecutionContext) => authOf(context).sessionId);
