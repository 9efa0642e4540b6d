import { HttpException, HttpStatus, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { clientAddressKey } from '../rate-limit/client-address-key';
import { RateLimitBucket, RateLimiter, RateLimitUnavailableError } from '../rate-limit/rate-limiter.service';

export const LOGIN_LINK_WINDOW_SECONDS = 15 * 60;
export const TOO_MANY_LINKS_MESSAGE = 'Too many login link requests. Please wait 15 minutes and try again.';
export const MAIL_UNAVAILABLE_MESSAGE = 'We could not send a login link right now. Please try again in a few minutes.';

/**
 * The two public sign-in steps. Each counts in its own buckets: a sign-in is one check and one link request,
 * so shared buckets would halve what a member gets, and a lookup could use up someone's link requests.
 */
export type SignInStep = 'check-email' | 'login-link';

/**
 * 15-minute windows per e-mail address (`LOGIN_LINK_LIMIT`) and per client address (`LOGIN_LINK_IP_LIMIT`,
 * IPv6 by /64). The per-IP limit is far higher: a clubhouse computer or one proxy serves many members.
 * Each request counts, whether or not the address belongs to a member.
 */
@Injectable()
export class LoginLinkRateLimit {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  /** Resolves to true when the request may go ahead. */
  async allow(step: SignInStep, email: string, ip: string | null): Promise<boolean> {
    const buckets: RateLimitBucket[] = [
      { name: `${step}:email`, key: email, limit: this.config.loginLinkLimit, windowSeconds: LOGIN_LINK_WINDOW_SECONDS },
    ];
    if (ip)
      buckets.push({ name: `${step}:ip`, key: clientAddressKey(ip), limit: this.config.loginLinkIpLimit, windowSeconds: LOGIN_LINK_WINDOW_SECONDS });
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
