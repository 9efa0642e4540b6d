import { HttpException, HttpStatus, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { clientAddressKey } from '../rate-limit/client-address-key';
import { RateLimitBucket, RateLimiter, RateLimitUnavailableError } from '../rate-limit/rate-limiter';

export const LOGIN_LINK_WINDOW_SECONDS = 15 * 60;
export const TOO_MANY_LINKS_MESSAGE = 'Too many login link requests. Please wait 15 minutes and try again.';
export const MAIL_UNAVAILABLE_MESSAGE = 'We could not send a login link right now. Please try again in a few minutes.';

/**
 * The two public sign-in steps. Each counts in its own per-client bucket: a sign-in is one check and one link
 * request, so a shared bucket would halve what a clubhouse computer gets.
 */
export type SignInStep = 'check-email' | 'login-link';

/**
 * The sign-in limits, in 15-minute windows:
 * - per client address (`LOGIN_LINK_IP_LIMIT` per step; IPv6 by /48): every request counts, whatever it asks for.
 *   High, since a clubhouse computer or one proxy serves many members.
 * - per e-mail address (`LOGIN_LINK_LIMIT`): only links actually mailed count. Anyone can type a member's
 *   address, so a count of requests would let anyone keep that member out; a count of mails caps the flood one
 *   address can receive, while the member always holds the links that were sent (each works for 20 minutes).
 */
@Injectable()
export class LoginLinkRateLimit {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  /** Counts a request of `step` from `ip`; resolves to true when it may go ahead. */
  async allowClient(step: SignInStep, ip: string | null): Promise<boolean> {
    if (!ip) return true;
    return this.allow({
      name: `${step}:ip`,
      key: clientAddressKey(ip),
      limit: this.config.loginLinkIpLimit,
      windowSeconds: LOGIN_LINK_WINDOW_SECONDS,
    });
  }

  /** Counts one login link about to be mailed to `email`; resolves to true when it may be sent. */
  async allowMailTo(email: string): Promise<boolean> {
    return this.allow({ name: 'login-link:email', key: email, limit: this.config.loginLinkLimit, windowSeconds: LOGIN_LINK_WINDOW_SECONDS });
  }

  private async allow(bucket: RateLimitBucket): Promise<boolean> {
    try {
      return (await this.limiter.hit([bucket])).length === 0;
    } catch (error) {
      if (error instanceof RateLimitUnavailableError) throw new ServiceUnavailableException(MAIL_UNAVAILABLE_MESSAGE);
      throw error;
    }
  }

  static tooMany(): HttpException {
    return new HttpException(TOO_MANY_LINKS_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }
}
