import { randomBytes } from 'node:crypto';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { CreatedReleaseToken, CreateReleaseTokenRequest, ReleaseToken } from '@greenroom/contracts';
import { hashToken } from '../../common/token-hash';
import { ReleaseTokensRepository, type ValidReleaseToken } from './release-tokens.repository';

/** Release tokens start with this, so a bearer credential is recognisably one (and secret scanners can find leaks). */
export const RELEASE_TOKEN_PREFIX = 'greenroom_release_';

/** Pipelines' credentials for the release routes, each for one remote and environment; Admins create and revoke them. */
@Injectable()
export class ReleaseTokensService {
  constructor(private readonly tokens: ReleaseTokensRepository) {}

  /** The secret is in this answer only: the table keeps its hash. */
  async create(request: CreateReleaseTokenRequest, createdByMemberId: string): Promise<CreatedReleaseToken> {
    const token = `${RELEASE_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const stored = await this.tokens.insert({ ...request, tokenHash: hashToken(token), createdByMemberId });
    if (stored === 'no remote') throw new NotFoundException(`There is no remote named "${request.remote}".`);
    if (stored === 'taken') {
      throw new ConflictException(
        `${request.remote} already has a ${request.environment} release token. Revoke it first, then make the new one: one token per part and environment.`,
      );
    }
    return { ...stored, token };
  }

  list(): Promise<ReleaseToken[]> {
    return this.tokens.list();
  }

  async revoke(id: string): Promise<void> {
    if (!(await this.tokens.revoke(id))) throw new NotFoundException('There is no such release token, or it was revoked already.');
  }

  /** The caller's token when `credential` is a live release token; null otherwise. */
  verify(credential: string): Promise<ValidReleaseToken | null> {
    if (!credential.startsWith(RELEASE_TOKEN_PREFIX) || credential.length > 200) return Promise.resolve(null);
    return this.tokens.use(hashToken(credential));
  }
}
