import { Injectable } from '@nestjs/common';
import type { ReleaseHealth, RemoteReport, Role } from '@greenroom/contracts';
import { Transactions } from '../database/transactions';

/** All SQL of the remote reports: counted per release, outcome, role and minute; read back per release. */
@Injectable()
export class RemoteReportsRepository {
  constructor(private readonly transactions: Transactions) {}

  /** The releases among `releases` ('remote version' pairs) that are not registered as passed. */
  async unknownReleases(releases: { remote: string; version: string }[]): Promise<{ remote: string; version: string }[]> {
    return this.transactions.manager.query(
      `SELECT asked.remote, asked.version
       FROM jsonb_to_recordset($1::jsonb) AS asked(remote text, version text)
       WHERE NOT EXISTS (SELECT 1 FROM remote_releases r WHERE r.remote = asked.remote AND r.version = asked.version AND r.status = 'passed')`,
      [JSON.stringify(releases)],
    );
  }

  /** Adds one batch to this minute's counts in one statement (concurrent batches add up; none is lost). */
  async record(reports: RemoteReport[], role: Role): Promise<void> {
    await this.transactions.manager.query(
      `INSERT INTO remote_reports AS rr (remote, version, outcome, role, minute, count, draw_ms_total, timed_draws)
       SELECT report.remote, report.version, report.outcome, $2, date_trunc('minute', now()), count(*),
              coalesce(sum(report."drawMs"), 0), count(report."drawMs")
       FROM jsonb_to_recordset($1::jsonb) AS report(remote text, version text, outcome text, "drawMs" integer)
       GROUP BY report.remote, report.version, report.outcome
       ON CONFLICT (remote, version, outcome, role, minute) DO UPDATE
         SET count = rr.count + EXCLUDED.count,
             draw_ms_total = rr.draw_ms_total + EXCLUDED.draw_ms_total,
             timed_draws = rr.timed_draws + EXCLUDED.timed_draws`,
      [JSON.stringify(reports), role],
    );
  }

  /** Each release's last 24 hours, keyed 'remote version'; a release nobody reported is absent. */
  async lastDay(): Promise<Map<string, ReleaseHealth>> {
    const rows = await this.transactions.manager.query<(ReleaseHealth & { remote: string; version: string })[]>(
      `SELECT remote, version,
              coalesce(sum(count) FILTER (WHERE outcome = 'drawn'), 0)::int AS drawn,
              coalesce(sum(count) FILTER (WHERE outcome = 'load failed'), 0)::int AS "loadFailed",
              coalesce(sum(count) FILTER (WHERE outcome = 'render error'), 0)::int AS "renderErrors",
              round(sum(draw_ms_total) / nullif(sum(timed_draws), 0))::int AS "meanDrawMs"
       FROM remote_reports WHERE minute > now() - interval '24 hours'
       GROUP BY remote, version`,
    );
    return new Map(rows.map(({ remote, version, ...health }) => [releaseKey(remote, version), health]));
  }
}

export function releaseKey(remote: string, version: string): string {
  return `${remote} ${version}`;
}

export const NO_REPORTS: ReleaseHealth = { drawn: 0, loadFailed: 0, renderErrors: 0, meanDrawMs: null };
