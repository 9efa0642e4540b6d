import { HttpException, HttpStatus, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
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

/**
 * Each member's directory reads (search pages and exports), per hour and across every API replica (counted in Redis).
 * While Redis cannot count, a search page is still answered (finding a neighbour's phone must not wait for Redis; an
 * outage is minutes, a scrape of it a few pages) and an export is refused (a whole directory at once is what the
 * limit is for).
 */
@Injectable()
export class MemberExportLimitService {
  private readonly logger = new Logger(MemberExportLimitService.name);

  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  /** Counts one export by `memberId`; throws 429 past the limit. */
  count(memberId: string): Promise<void> {
    return this.hit(memberId, MEMBER_EXPORT_COST, TOO_MANY_EXPORTS_MESSAGE, 'refuse');
  }

  /** Counts one page of search results by `memberId`; throws 429 past the limit, lets it through when Redis cannot count. */
  countSearchPage(memberId: string): Promise<void> {
    return this.hit(memberId, 1, TOO_MANY_SEARCHES_MESSAGE, 'allow');
  }

  private async hit(memberId: string, cost: number, refusal: string, whenUncounted: 'allow' | 'refuse'): Promise<void> {
    let exceeded: string[];
    try {
      exceeded = await this.limiter.hit([
        { name: 'member-directory', key: memberId, limit: this.config.memberDirectoryReadsPerHour, windowSeconds: 3600, cost },
      ]);
    } catch (error) {
      if (!(error instanceof RateLimitUnavailableError)) throw error;
      if (whenUncounted === 'refuse') throw new ServiceUnavailableException(COUNTERS_UNAVAILABLE_MESSAGE);
      this.logger.warn({ msg: 'directory read not counted: Redis unavailable', memberId });
      return;
    }
    if (exceeded.length) throw new HttpException(refusal, HttpStatus.TOO_MANY_REQUESTS);
  }
}
