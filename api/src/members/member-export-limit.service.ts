import { HttpException, HttpStatus, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { RateLimiter, RateLimitUnavailableError } from '../rate-limit/rate-limiter';

/** Far more than anyone exports by hand; a script pulling the directory over and over is stopped. */
export const MEMBER_EXPORTS_PER_HOUR = 10;
export const TOO_MANY_EXPORTS_MESSAGE = 'You have exported the member list many times in the last hour. Please wait an hour and try again.';
const COUNTERS_UNAVAILABLE_MESSAGE = 'The member list cannot be exported right now. Please try again in a few minutes.';

/** Each member's exports, per hour and across every API replica (counted in Redis). */
@Injectable()
export class MemberExportLimitService {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts one export by `memberId`; throws 429 past the limit. */
  async count(memberId: string): Promise<void> {
    let exceeded: string[];
    try {
      exceeded = await this.limiter.hit([{ name: 'member-export', key: memberId, limit: MEMBER_EXPORTS_PER_HOUR, windowSeconds: 3600 }]);
    } catch (error) {
      if (error instanceof RateLimitUnavailableError) throw new ServiceUnavailableException(COUNTERS_UNAVAILABLE_MESSAGE);
      throw error;
    }
    if (exceeded.length) throw new HttpException(TOO_MANY_EXPORTS_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }
}
