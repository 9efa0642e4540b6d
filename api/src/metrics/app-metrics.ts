import { LOGIN_RESULTS } from '@greenroom/contracts';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const EMAIL_KINDS = ['sign-in-link', 'campaign', 'digest', 'application-notice', 'test', 'notice'] as const;
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
/** The dependency whose absence made the API answer 503. */
export type Dependency = 'postgresql' | 'redis';

/** Seconds: from a fast SMTP hand-over on the same network to a slow relay at its limit. */
const SMTP_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Every Prometheus series of one process (API or worker), in a registry of its own rather than prom-client's
 * global one: the integration tests run an API and a worker in one Node process, and each must show only its own.
 * The event series start at 0 in both processes (see startAtZero).
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'greenroom_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'greenroom_http_request_duration_seconds',
    help: 'Time from a request arriving to its response finishing, by route template, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  readonly dependencyUnavailable = new Counter({
    name: 'greenroom_dependency_unavailable_total',
    help: 'Requests answered 503 because a dependency could not be reached, by dependency.',
    labelNames: ['dependency'] as const,
    registers: [this.registry],
  });

  readonly rateLimitRefusals = new Counter({
    name: 'greenroom_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit, by bucket.',
    labelNames: ['bucket'] as const,
    registers: [this.registry],
  });

  readonly signIns = new Counter({
    name: 'greenroom_sign_ins_total',
    help: 'Sign-in link verifications, by result (success, or why it was refused).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly emails = new Counter({
    name: 'greenroom_emails_total',
    help: 'E-mails handed to the SMTP relay, by kind and outcome (sent, deferred for a retry, failed for good).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly smtpDuration = new Histogram({
    name: 'greenroom_smtp_send_duration_seconds',
    help: 'Time the SMTP relay took to accept (or refuse) one message, by kind.',
    labelNames: ['kind'] as const,
    buckets: SMTP_BUCKETS,
    registers: [this.registry],
  });

  readonly queueJobs = new Gauge({
    name: 'greenroom_queue_jobs',
    help: 'Jobs per queue and state (waiting, active, delayed, failed, completed), sampled by the worker on an interval.',
    labelNames: ['queue', 'state'] as const,
    registers: [this.registry],
  });

  readonly redisUp = new Gauge({
    name: 'greenroom_redis_up',
    help: '1 when the last sample could read the queues from Redis, 0 when it could not.',
    registers: [this.registry],
  });

  readonly campaignsInProgress = new Gauge({
    name: 'greenroom_campaigns_in_progress',
    help: 'Campaigns (mass e-mails, tests, digests) with recipients still queued, sampled by the worker.',
    registers: [this.registry],
  });

  readonly campaignRemaining = new Gauge({
    name: 'greenroom_campaign_remaining_recipients',
    help: 'Recipients still queued, per campaign in progress, sampled by the worker.',
    labelNames: ['campaign_id', 'kind'] as const,
    registers: [this.registry],
  });

  readonly oldestQueuedRecipientAge = new Gauge({
    name: 'greenroom_oldest_queued_recipient_age_seconds',
    help: 'Age of the campaign of the oldest recipient still queued (0: none queued), sampled by the worker.',
    registers: [this.registry],
  });

  readonly sampledAt = new Gauge({
    name: 'greenroom_metrics_sampled_timestamp_seconds',
    help: 'When the worker last sampled the queues and campaigns (Unix seconds).',
    registers: [this.registry],
  });

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
