import { HttpException, HttpStatus, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { clientAddressKey } from '../rate-limit/client-address-key';
import { RateLimiter, RateLimitUnavailableError } from '../rate-limit/rate-limiter.service';

export const LOGIN_LINK_WINDOW_SECONDS = 15 * 60;
export const TOO_MANY_LINKS_MESSAGE = 'Too many login link requests. Please wait 15 minutes and try again.';
export const MAIL_UNAVAILABLE_MESSAGE = 'We could not send a login link right now. Please try again in a few minutes.';

/**
 * 15-minute windows per e-mail and per IP address. Each request counts, whether or not the address
 * belongs to a member.
 */
@Injectable()
export class LoginLinkRateLimit {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  /** Resolves to true when the request may go ahead. */
  async allow(email: string, ip: string | null): Promise<boolean> {
    const buckets = [{ name: 'login-link:email', key: email, limit: this.config.loginLinkLimit, windowSeconds: LOGIN_LINK_WINDOW_SECONDS }];
    if (ip) buckets.push({ name: 'login-link:ip', key: clientAddressKey(ip), limit: this.config.loginLinkLimit, windowSeconds: LOGIN_LINK_WINDOW_SECONDS });
    try {
      return (await this.limiter.hit(buckets)).length === 0;
    } catch (error) {
      if (error instanceof RateLimitUnavailableError) throw new ServiceUnavailableException(MAIL_UNAVAILABLE_MESSAGE);
      throw error;
    }
  }

  static tooMany(): HttpException {
    return new HttpException(TOO_MANY_LINKS_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }
}
