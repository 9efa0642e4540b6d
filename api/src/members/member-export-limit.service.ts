import { HttpException, HttpStatus, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { RateLimiter, RateLimitUnavailableError } from '../rate-limit/rate-limiter';

/**
 * What a member may read of the directory in an hour (MEMBER_DIRECTORY_READS_PER_HOUR, 100), in search pages: a
 * search page (50 members) costs 1, an export (every match) costs MEMBER_EXPORT_COST, so 10 exports use it up as
 * before. Both count in one bucket: paging through the directory by search is throttled like the export it would
 * stand in for, far above what anyone reads by hand.
 */
export const MEMBER_EXPORT_COST = 10;
export const TOO_MANY_EXPORTS_MESSAGE = 'You have exported the member list many times in the last hour. Please wait an hour and try again.';
export const TOO_MANY_SEARCHES_MESSAGE = 'You have looked through the member list many times in the last hour. Please wait an hour and try again.';
const COUNTERS_UNAVAILABLE_MESSAGE = 'The member list cannot be read right now. Please try again in a few minutes.';

/** Each member's directory reads (search pages and exports), per hour and across every API replica (counted in Redis). */
@Injectable()
export class MemberExportLimitService {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  /** Counts one export by `memberId`; throws 429 past the limit. */
  count(memberId: string): Promise<void> {
    return this.hit(memberId, MEMBER_EXPORT_COST, TOO_MANY_EXPORTS_MESSAGE);
  }

  /** Counts one page of search results by `memberId`; throws 429 past the limit. */
  countSearchPage(memberId: string): Promise<void> {
    return this.hit(memberId, 1, TOO_MANY_SEARCHES_MESSAGE);
  }

  private async hit(memberId: string, cost: number, refusal: string): Promise<void> {
    let exceeded: string[];
    try {
      exceeded = await this.limiter.hit([
        { name: 'member-directory', key: memberId, limit: this.config.memberDirectoryReadsPerHour, windowSeconds: 3600, cost },
      ]);
    } catch (error) {
      if (error instanceof RateLimitUnavailableError) throw new ServiceUnavailableException(COUNTERS_UNAVAILABLE_MESSAGE);
      throw error;
    }
    if (exceeded.length) throw new HttpException(refusal, HttpStatus.TOO_MANY_REQUESTS);
  }
}
