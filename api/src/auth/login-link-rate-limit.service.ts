import { HttpException, HttpStatus, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';

export const LOGIN_LINK_WINDOW_SECONDS = 15 * 60;
export const TOO_MANY_LINKS_MESSAGE = 'Too many login link requests. Please wait 15 minutes and try again.';
export const MAIL_UNAVAILABLE_MESSAGE = 'We could not send a login link right now. Please try again in a few minutes.';

/**
 * Fixed 15-minute windows per e-mail and per IP address, counted in Redis so every API replica shares them.
 * Each request counts, whether or not the address belongs to a member.
 */
@Injectable()
export class LoginLinkRateLimit {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  /** Resolves to true when the request may go ahead. */
  async allow(email: string, ip: string | null): Promise<boolean> {
    const keys = [`${this.config.redisPrefix}:login-link:email:${email}`];
    if (ip) keys.push(`${this.config.redisPrefix}:login-link:ip:${ip}`);
    let counts: number[];
    try {
      const multi = this.redis.multi();
      for (const key of keys) multi.incr(key).expire(key, LOGIN_LINK_WINDOW_SECONDS, 'NX');
      const results = (await multi.exec()) ?? [];
      if (results.length === 0 || results.some(([error]) => error)) throw new Error('rate-limit counters unavailable');
      counts = results.filter((_, index) => index % 2 === 0).map(([, value]) => Number(value));
    } catch {
      throw new ServiceUnavailableException(MAIL_UNAVAILABLE_MESSAGE);
    }
    return counts.every((count) => count <= this.config.loginLinkLimit);
  }

  static tooMany(): HttpException {
    return new HttpException(TOO_MANY_LINKS_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }
}
