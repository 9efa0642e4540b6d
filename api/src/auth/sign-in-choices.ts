import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import Redis from 'ioredis';
import { hashToken, newToken } from '../common/token-hash';
import { AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';
import { MAIL_UNAVAILABLE_MESSAGE } from './login-link-rate-limit';

const CHOICE_TTL_SECONDS = 10 * 60;

interface StoredChoice {
  memberId: string;
  email: string;
  /** The keys of every handle of the same check: one sign-in attempt, used once. */
  attempt: string[];
}

/**
 * The names check-email offers for one address, as opaque handles instead of member ids: random, kept in
 * Redis (by their hash) for ten minutes, good only for the e-mail they were issued for, and used once.
 */
@Injectable()
export class SignInChoices {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  /** One handle per member, in the same order. */
  async issue(email: string, memberIds: string[]): Promise<string[]> {
    const handles = memberIds.map(() => newToken());
    const keys = handles.map((handle) => this.key(handle));
    const multi = this.redis.multi();
    memberIds.forEach((memberId, index) => {
      const choice: StoredChoice = { memberId, email, attempt: keys };
      multi.set(keys[index], JSON.stringify(choice), 'EX', CHOICE_TTL_SECONDS);
    });
    await this.unlessRedisFails(multi.exec());
    return handles;
  }

  /** The member id the handle stands for, or null when it is unknown, expired, used, or for another e-mail. */
  async claim(handle: string, email: string): Promise<string | null> {
    const stored = await this.unlessRedisFails(this.redis.getdel(this.key(handle)));
    if (!stored) return null;
    const choice = JSON.parse(stored) as StoredChoice;
    // Picking one name ends the attempt: the other names of that check stop working too.
    await this.unlessRedisFails(this.redis.del(...choice.attempt));
    return choice.email === email ? choice.memberId : null;
  }

  private key(handle: string): string {
    return `${this.config.redisPrefix}:sign-in-choice:${hashToken(handle)}`;
  }

  private async unlessRedisFails<T>(command: Promise<T>): Promise<T> {
    try {
      return await command;
    } catch {
      throw new ServiceUnavailableException(MAIL_UNAVAILABLE_MESSAGE);
    }
  }
}
