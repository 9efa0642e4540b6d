import { timingSafeEqual } from 'node:crypto';
import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@greenroom/contracts';
import { DEPLOY_TOKEN_KEY, PUBLIC_KEY, ROLES_KEY } from '../common/access.decorators';
import type { AuthenticatedRequest } from '../common/request-auth';
import { AppConfig } from '../config/app-config';
import { RELEASE_TOKEN_PREFIX, ReleaseTokensService } from '../remotes/release-tokens/release-tokens.service';
import { SessionService, SIGN_IN_REQUIRED_MESSAGE } from './session.service';

export const NO_PERMISSION_MESSAGE = 'You do not have permission to access this feature.';

/**
 * The one global guard. Deny by default: a route without @Public() or @Roles() answers 401 to a visitor
 * and 403 to a signed-in member. Identity comes only from `Authorization: Bearer <session token>`.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly config: AppConfig,
    private readonly releaseTokens: ReleaseTokensService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (this.reflector.getAllAndOverride<boolean>(DEPLOY_TOKEN_KEY, targets)) {
      request.deployCredential = await this.deployCredential(request.headers.authorization);
      if (request.deployCredential) return true;
    }
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new UnauthorizedException(SIGN_IN_REQUIRED_MESSAGE);
    request.auth = await this.sessions.authenticate(token, request.ip ?? null);

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (!roles || !roles.includes(request.auth.member.portalPermission)) throw new ForbiddenException(NO_PERMISSION_MESSAGE);
    return true;
  }

  private async deployCredential(header: string | undefined): Promise<AuthenticatedRequest['deployCredential']> {
    if (!header?.startsWith('Bearer ')) return undefined;
    const given = header.slice('Bearer '.length);
    if (this.isBootstrapToken(given)) return { kind: 'bootstrap' };
    if (!given.startsWith(RELEASE_TOKEN_PREFIX)) return undefined;
    const token = await this.releaseTokens.verify(given);
    if (!token) throw new UnauthorizedException('This release token is not valid: it may have expired or been revoked. Ask an Admin for a new one.');
    return { kind: 'release token', tokenId: token.id, remote: token.remote, scope: token.scope };
  }

  private isBootstrapToken(given: string): boolean {
    const expected = this.config.releaseToken;
    if (!expected) return false;
    // Constant time: equal lengths compared with timingSafeEqual, so the answer's timing reveals nothing.
    const givenBytes = Buffer.from(given);
    const wanted = Buffer.from(expected);
    return givenBytes.length === wanted.length && timingSafeEqual(givenBytes, wanted);
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(header ?? '');
  return match ? match[1] : null;
}
