import { HttpException, HttpStatus, Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { ReleaseHealth, RemoteReport, Role } from '@greenroom/contracts';
import { AppMetrics } from '../metrics/app-metrics';
import { RateLimiter, RateLimitUnavailableError } from '../rate-limit/rate-limiter';
import { NO_REPORTS, releaseKey, RemoteReportsRepository } from './remote-reports.repository';

/** Batches one browser may send a minute: it sends one every few seconds at most, and on leaving a page. */
export const REPORT_BATCHES_PER_MINUTE = 30;

/**
 * What the members' browsers report of the remotes: counted in PostgreSQL (the Releases screen, and the judgement of
 * a staged release, need every replica's reports) and in the metrics. Only registered, passed releases are counted,
 * so a page cannot invent series or rows.
 */
@Injectable()
export class RemoteReportsService {
  constructor(
    private readonly repository: RemoteReportsRepository,
    private readonly limiter: RateLimiter,
    private readonly metrics: AppMetrics,
  ) {}

  async record(reports: RemoteReport[], reporter: { memberId: string; role: Role }): Promise<void> {
    await this.countBatch(reporter.memberId);
    const asked = [...new Map(reports.map(({ remote, version }) => [releaseKey(remote, version), { remote, version }])).values()];
    const unknown = await this.repository.unknownReleases(asked);
    if (unknown.length > 0) {
      const named = unknown.map(({ remote, version }) => `${remote} ${version}`).join(', ');
      throw new UnprocessableEntityException(`These reports name a release the portal has not registered: ${named}.`);
    }
    await this.repository.record(reports, reporter.role);
    for (const { remote, version, outcome, drawMs } of reports) {
      this.metrics.remoteSlots.inc({ remote, version, outcome });
      if (drawMs !== undefined) this.metrics.remoteDraw.observe({ remote, version }, drawMs / 1000);
    }
  }

  /** Each release's last 24 hours; a release nobody reported gets zeros. */
  async health(): Promise<(remote: string, version: string) => ReleaseHealth> {
    const lastDay = await this.repository.lastDay();
    return (remote, version) => lastDay.get(releaseKey(remote, version)) ?? NO_REPORTS;
  }

  /** Reports are a signal, not a service: while Redis cannot count them, they are dropped rather than let through. */
  private async countBatch(memberId: string): Promise<void> {
    let exceeded: string[];
    try {
      exceeded = await this.limiter.hit([{ name: 'remote-reports', key: memberId, limit: REPORT_BATCHES_PER_MINUTE, windowSeconds: 60 }]);
    } catch (error) {
      if (error instanceof RateLimitUnavailableError) throw new HttpException('Reports cannot be taken right now.', HttpStatus.SERVICE_UNAVAILABLE);
      throw error;
    }
    if (exceeded.length > 0) throw new HttpException('Too many reports from this browser: try again in a minute.', HttpStatus.TOO_MANY_REQUESTS);
  }
}
