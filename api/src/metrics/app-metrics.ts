import { LOGIN_RESULTS, NoticeEmailKindSchema } from '@greenroom/contracts';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

// The e-mail queue's kinds, and campaigns counted coarser: one series for every mass e-mail, one for both digests.
const EMAIL_KINDS = [...NoticeEmailKindSchema.options, 'campaign', 'digest', 'test'] as const;
/** What an e-mail was (the `kind` label of the send series). */
export type EmailKind = (typeof EMAIL_KINDS)[number];
const EMAIL_OUTCOMES = ['sent', 'deferred', 'failed'] as const;
/** Sent: the server accepted it. Deferred: refused for now, the job retries. Failed: given up for good. */
export type EmailOutcome = (typeof EMAIL_OUTCOMES)[number];
/** What a sign-in link's verification can end in (the `result` label of the sign-in series). */
const SIGN_IN_RESULTS = [
  LOGIN_RESULTS.success,
  LOGIN_RESULTS.invalidToken,
  LOGIN_RESULTS.reusedToken,
  LOGIN_RESULTS.expiredToken,
  LOGIN_RESULTS.inactiveMember,
];
const DEPENDENCIES = ['postgresql', 'redis'] as const;
/** The dependency whose absence made the API answer 503. */
export type Dependency = (typeof DEPENDENCIES)[number];

/** Seconds: a remote drawn from cache to one fetched over a slow line on an old tablet. */
const DRAW_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 60];
/** Seconds: from a fast SMTP hand-over on the same network to a slow relay at its limit. */
const SMTP_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Each series' HELP text, by its name. */
const HELP = {
  greenroom_http_requests_total: 'HTTP requests answered, by route template, method and status.',
  greenroom_http_request_duration_seconds: 'Time from a request arriving to its response finishing, by route template, method and status.',
  greenroom_dependency_unavailable_total: 'Requests answered 503 because a dependency could not be reached, by dependency.',
  greenroom_rate_limit_refusals_total: 'Requests refused by a rate limit, by bucket.',
  greenroom_sign_ins_total: 'Sign-in link verifications, by result (success, or why it was refused).',
  greenroom_member_search_pages_total:
    "Member search pages answered, by answer: kept (this replica's page, nothing searched changed since) or read (from PostgreSQL).",
  greenroom_emails_total: 'E-mails handed to the SMTP relay, by kind and outcome (sent, deferred for a retry, failed for good).',
  greenroom_smtp_send_duration_seconds: 'Time the SMTP relay took to accept (or refuse) one message, by kind.',
  greenroom_queue_jobs: 'Jobs per queue and state (waiting, active, delayed, failed, completed), sampled by the worker on an interval.',
  greenroom_redis_up: '1 when the last sample could read the queues from Redis, 0 when it could not.',
  greenroom_campaigns_in_progress: 'Campaigns (mass e-mails, tests, digests) with recipients still queued, sampled by the worker.',
  greenroom_campaign_remaining_recipients: 'Recipients still queued, per campaign in progress, sampled by the worker.',
  greenroom_oldest_queued_recipient_age_seconds: 'Age of the campaign of the oldest recipient still queued (0: none queued), sampled by the worker.',
  greenroom_metrics_sampled_timestamp_seconds: 'When the worker last sampled the queues and campaigns (Unix seconds).',
  greenroom_remote_slots_total: "Remote slots the members' browsers reported, by remote, version and outcome (drawn, load failed, render error).",
  greenroom_remote_rollbacks_total: 'Staged remote releases the rollout rule rolled back (error rate over its threshold), by remote and version.',
  greenroom_remote_draw_seconds: "Time from a remote slot asking for its remote until its screen was drawn, as the members' browsers reported it.",
};
type SeriesName = keyof typeof HELP;

/**
 * Every Prometheus series of one process (API or worker), in a registry of its own rather than prom-client's
 * global one: the integration tests run an API and a worker in one Node process, and each must show only its own.
 * The event series start at 0 in both processes (see startAtZero).
 */
export class AppMetrics {
  readonly registry = new Registry();

  private counter<L extends string = string>(name: SeriesName, labelNames: readonly L[] = []): Counter<L> {
    return new Counter({ name, help: HELP[name], labelNames, registers: [this.registry] });
  }

  private gauge<L extends string = string>(name: SeriesName, labelNames: readonly L[] = []): Gauge<L> {
    return new Gauge({ name, help: HELP[name], labelNames, registers: [this.registry] });
  }

  private histogram<L extends string>(name: SeriesName, buckets: number[], labelNames: readonly L[]): Histogram<L> {
    return new Histogram({ name, help: HELP[name], labelNames, buckets, registers: [this.registry] });
  }

  readonly httpRequests = this.counter('greenroom_http_requests_total', ['route', 'method', 'status']);
  readonly httpDuration = this.histogram('greenroom_http_request_duration_seconds', HTTP_BUCKETS, ['route', 'method', 'status']);
  readonly dependencyUnavailable = this.counter('greenroom_dependency_unavailable_total', ['dependency']);
  readonly rateLimitRefusals = this.counter('greenroom_rate_limit_refusals_total', ['bucket']);
  readonly signIns = this.counter('greenroom_sign_ins_total', ['result']);
  readonly memberSearchPages = this.counter('greenroom_member_search_pages_total', ['answer']);
  readonly emails = this.counter('greenroom_emails_total', ['kind', 'outcome']);
  readonly smtpDuration = this.histogram('greenroom_smtp_send_duration_seconds', SMTP_BUCKETS, ['kind']);
  readonly queueJobs = this.gauge('greenroom_queue_jobs', ['queue', 'state']);
  readonly redisUp = this.gauge('greenroom_redis_up');
  readonly campaignsInProgress = this.gauge('greenroom_campaigns_in_progress');
  readonly campaignRemaining = this.gauge('greenroom_campaign_remaining_recipients', ['campaign_id', 'kind']);
  readonly oldestQueuedRecipientAge = this.gauge('greenroom_oldest_queued_recipient_age_seconds');
  readonly sampledAt = this.gauge('greenroom_metrics_sampled_timestamp_seconds');
  // Bounded labels: the API takes reports only for registered releases of registered remotes.
  readonly remoteSlots = this.counter('greenroom_remote_slots_total', ['remote', 'version', 'outcome']);
  readonly remoteRollbacks = this.counter('greenroom_remote_rollbacks_total', ['remote', 'version']);
  readonly remoteDraw = this.histogram('greenroom_remote_draw_seconds', DRAW_BUCKETS, ['remote', 'version']);

  constructor(process: 'api' | 'worker') {
    this.registry.setDefaultLabels({ process });
    collectDefaultMetrics({ register: this.registry });
    this.startAtZero();
  }

  /**
   * The event series exist from the first scrape, at 0: a replica that has not yet served a sign-in or sent a mail
   * still shows them, and rate() and the failure-ratio alerts see a 0 rather than no data.
   */
  private startAtZero(): void {
    for (const result of SIGN_IN_RESULTS) this.signIns.inc({ result }, 0);
    for (const dependency of DEPENDENCIES) this.dependencyUnavailable.inc({ dependency }, 0);
    for (const answer of ['kept', 'read']) this.memberSearchPages.inc({ answer }, 0);
    for (const kind of EMAIL_KINDS) {
      this.smtpDuration.zero({ kind });
      for (const outcome of EMAIL_OUTCOMES) this.emails.inc({ kind, outcome }, 0);
    }
  }

  /** Times one SMTP hand-over and counts a success; a failure's outcome is counted by the caller, who knows it. */
  async timeSend<T>(kind: EmailKind, send: () => Promise<T>): Promise<T> {
    const end = this.smtpDuration.startTimer({ kind });
    try {
      const result = await send();
      this.emails.inc({ kind, outcome: 'sent' });
      return result;
    } finally {
      end();
    }
  }

  emailRefused(kind: EmailKind, outcome: Exclude<EmailOutcome, 'sent'>): void {
    this.emails.inc({ kind, outcome });
  }
}
