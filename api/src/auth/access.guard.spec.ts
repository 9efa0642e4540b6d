import { ExecutionContext, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { RequestAuth } from '../common/request-auth';
import { Public, Roles } from '../common/access.decorators';
import type { MemberEntity } from '../members/entities/member.entity';
import { AppConfig } from '../config/app-config';
import type { ReleaseTokensService } from '../remotes/release-tokens/release-tokens.service';
import { AccessGuard } from './access.guard';
import type { SessionService } from './session.service';

const TOKEN = 'a'.repeat(43);

class Routes {
  @Public() open(): void {}
  @Roles('Admin') adminOnly(): void {}
  undeclared(): void {}
}

/** A session store that knows one token, held by a member with the given permission. */
function sessionsFor(permission: MemberEntity['portalPermission']): SessionService {
  const auth: RequestAuth = { member: { portalPermission: permission } as MemberEntity, sessionId: 's1' };
  return {
    authenticate: async (token: string) => {
      if (token !== TOKEN) throw new UnauthorizedException();
      return auth;
    },
  } as unknown as SessionService;
}

function contextFor(handler: keyof Routes, authorization?: string): ExecutionContext {
  const request = { headers: { authorization }, ip: '127.0.0.1' };
  return {
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

/** No release token exists: the guard's unit tests are about sessions and roles (release tokens: remote-releases int spec). */
const noReleaseTokens = { verify: async () => null } as unknown as ReleaseTokensService;

describe('AccessGuard', () => {
  const guard = (permission: MemberEntity['portalPermission'] = 'Member') =>
    new AccessGuard(new Reflector(), sessionsFor(permission), AppConfig.fromEnv({}), noReleaseTokens);

  it('lets anyone through a @Public() route', async () => {
    await expect(guard().canActivate(contextFor('open'))).resolves.toBe(true);
  });

  it('denies a route without a declaration: 401 for a visitor, 403 for a signed-in member, even an Admin', async () => {
    await expect(guard().canActivate(contextFor('undeclared'))).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(guard('Admin').canActivate(contextFor('undeclared', `Bearer ${TOKEN}`))).rejects.toBeInstanceOf(ForbiddenException);
  });

  it('checks the declared roles against the session member', async () => {
    await expect(guard('Admin').canActivate(contextFor('adminOnly', `Bearer ${TOKEN}`))).resolves.toBe(true);
    await expect(guard('Board').canActivate(contextFor('adminOnly', `Bearer ${TOKEN}`))).rejects.toBeInstanceOf(ForbiddenException);
  });

  it('accepts only a well-formed bearer token as identity', async () => {
    await expect(guard('Admin').canActivate(contextFor('adminOnly', 'Basic YWRtaW5AZ3JlZW5yb29tLnRlc3Q6'))).rejects.toBeInstanceOf(
      UnauthorizedException,
    );
    await expect(guard('Admin').canActivate(contextFor('adminOnly', `Bearer ${TOKEN}x`))).rejects.toBeInstanceOf(UnauthorizedException);
  });
});
