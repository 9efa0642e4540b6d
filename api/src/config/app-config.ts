import { isIanaTimeZone, THEATER_TIME_ZONE } from '@greenroom/contracts';
import { z } from 'zod';
import { ConfigError } from './config-error';
import { EmailLinkKey, emailLinkKeysFromEnv } from './email-link-keys';
import { mailSenderDomains } from './mail-sender-domains';
import { productionProblems, urlProblems } from './production-checks';
import { releaseManifestOrigins } from './release-manifest-origins';
import { trustProxySetting } from './trust-proxy';

const EnvSchema = z.object({
  /** `production` turns on the start-up refusals of production-checks.ts; `npm start` runs as development. */
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The worker's liveness listener (GET /healthz); 0 picks a free port (tests). */
  WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3002),
  /** The API's metrics listener (GET /metrics, apart from PORT); opened only when METRICS_TOKEN is set. 0 picks a free port (tests). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(3003),
  /** Prometheus' credential for /metrics on the API and the worker (`Authorization: Bearer …`); unset: metrics off. Required in production. */
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
  /** How often the worker samples queue lengths and campaign backlogs for the metrics (not on every scrape). */
  METRICS_SAMPLE_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/greenroom'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Prefix of every Redis key this deployment owns (BullMQ queues and rate-limit counters). */
  QUEUE_PREFIX: z.string().min(1).default('greenroom'),
  SMTP_URL: z.string().default('smtp://127.0.0.1:1025'),
  /**
   * Production only: host names (comma-separated) of relays on the deployment's own private network that may take
   * mail without TLS, as one on this machine may (a mail sidecar; the test stack's MailDev). Empty: none.
   */
  SMTP_PLAIN_RELAY_HOSTS: z.string().max(1000).optional(),
  MAIL_FROM: z.string().default('Greenroom <no-reply@greenroom.test>'),
  /** Domains a mass e-mail's From address may be at, comma-separated; unset: the domain of MAIL_FROM. */
  MAIL_SENDER_DOMAINS: z.string().optional(),
  /** Messages per second the SMTP provider accepts; shared by every worker of the bulk queue. */
  MAIL_RATE_PER_SECOND: z.coerce.number().int().min(1).default(100),
  /** Sends in flight per worker process: its pooled SMTP connections, and the lanes each batch is sent over. */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(8),
  /** How long a job stays claimed by a worker that stopped answering before another worker takes it over. */
  MAIL_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  /**
   * The theater's IANA zone: digest schedules, "today" in a digest, every time in an e-mail, and (served by
   * GET /api/clock) every date the portal shows or reads. DIGEST_TIME_ZONE is its older name.
   */
  THEATER_TIME_ZONE: z.string().refine(isIanaTimeZone, 'THEATER_TIME_ZONE must be an IANA time zone').optional(),
  DIGEST_TIME_ZONE: z.string().refine(isIanaTimeZone, 'DIGEST_TIME_ZONE must be an IANA time zone').default(THEATER_TIME_ZONE),
  /** The company's own address: Email Notification Management prefills the test recipient with it (docs/spec-summary.md §2.9). */
  COMPANY_EMAIL: z.email().default('office@greenroom.test'),
  /** Base of the links in e-mails (the shell, which proxies /api). */
  PORTAL_URL: z.string().default('http://localhost:4200'),
  /**
   * Express "trust proxy": which hops may name the client in X-Forwarded-For (the rate limits key on it). The
   * shell's proxy on the same host overwrites the header; behind a load balancer give its address or subnet
   * (e.g. 10.0.0.0/8), or the hop count, never "true", which lets any client choose its address. See trust-proxy.ts.
   */
  TRUST_PROXY: z.string().default('loopback'),
  /**
   * On SIGTERM the API first answers /api/health/ready with 503 and keeps serving this long, so the load balancer
   * (or Kubernetes' endpoints) stops sending new requests before the listener closes; then it finishes what is in
   * flight. Must be shorter than the orchestrator's grace period (Kubernetes: terminationGracePeriodSeconds).
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  /**
   * The shell build's dist/shell-contract.json, against which remote releases are checked. Unset (development): read
   * from the shell of this workspace. Required in production, where the API runs without the shell's workspace.
   */
  SHELL_CONTRACT_FILE: z.string().optional(),
  /** Login links mailed to one e-mail address per 15 minutes (requests that mail nothing do not count). */
  LOGIN_LINK_LIMIT: z.coerce.number().int().min(1).default(5),
  /** E-mail checks, and link requests, per client address (IPv6 by /48) per 15 minutes: high, since a clubhouse computer or one proxy serves many members. */
  LOGIN_LINK_IP_LIMIT: z.coerce.number().int().min(1).default(60),
  /** New-member applications (/join) one client address (IPv6 by /48) may send per hour; more answer 429. */
  APPLICATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Member directory search pages one member may read per hour; an export counts as 10 pages (members/member-export-limit.service.ts). */
  MEMBER_DIRECTORY_READS_PER_HOUR: z.coerce.number().int().min(10).default(100),
  /** Member search pages each API replica keeps for a repeated search while nothing searched has changed (members/search-results.ts); 0 keeps none. */
  MEMBER_SEARCH_PAGES_KEPT: z.coerce.number().int().min(0).max(100_000).default(500),
  /** Admins get one digest of the applications of each window of this many seconds, instead of one e-mail each. */
  APPLICATION_DIGEST_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /**
   * How often each worker checks that Redis still holds what PostgreSQL says is owed (digest schedules, jobs of
   * unsent recipients, the Admins' application digest) and puts back what is missing; also once at start.
   */
  QUEUE_SWEEP_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Directory of uploaded headshots (local disk storage). */
  HEADSHOT_DIR: z.string().default('.greenroom/headshots'),
  /** When set, headshots go to this S3-compatible bucket instead of HEADSHOT_DIR. */
  HEADSHOT_S3_BUCKET: z.string().optional(),
  HEADSHOT_S3_ENDPOINT: z.string().optional(),
  HEADSHOT_S3_REGION: z.string().default('us-east-1'),
  HEADSHOT_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  HEADSHOT_S3_PREFIX: z.string().default('headshots/'),
  /** The bucket's credentials, read by the AWS SDK itself; listed so production refuses the example Secret's placeholders. */
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  /** Signs the links in e-mails: one secret, or `kid:secret,kid:secret` (newest first) to rotate. See email-link-keys.ts. */
  EMAIL_LINK_SECRET: z.string().optional(),
  EMAIL_LINK_SECRETS: z.string().optional(),
  /** The deploy token CI sends (`Authorization: Bearer …`) to register and activate remote releases; unset: disabled. */
  RELEASE_TOKEN: z.string().min(32, 'RELEASE_TOKEN must be at least 32 characters').optional(),
  /**
   * Origins a release's manifest may come from, comma-separated (`https://cdn.example.org,https://assets.example.org`).
   * In production a manifest from any other origin is refused, and none is accepted while this is empty.
   */
  RELEASE_MANIFEST_ORIGINS: z.string().max(4000).default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Settings of one API or worker process, read once from the environment. */
export class AppConfig {
  readonly production: boolean;
  readonly port: number;
  readonly workerHealthPort: number;
  readonly metricsPort: number;
  /** Null: metrics are off (the API opens no metrics listener; the worker's /metrics refuses). */
  readonly metricsToken: string | null;
  readonly metricsSampleMs: number;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly redisPrefix: string;
  readonly smtpUrl: string;
  readonly mailFrom: string;
  /** Lower case, never empty. */
  readonly mailSenderDomains: string[];
  readonly mailRatePerSecond: number;
  readonly mailConcurrency: number;
  readonly mailLockMs: number;
  /** The theater's IANA time zone (THEATER_TIME_ZONE): the one zone of every date the portal and its e-mails show. */
  readonly theaterTimeZone: string;
  readonly companyEmail: string;
  readonly portalUrl: string;
  /** A number is a hop count; a string is Express's list of addresses, subnets and names such as loopback. */
  readonly trustProxy: number | string;
  readonly shutdownDelayMs: number;
  /** Null: the workspace's shell (development and tests). */
  readonly shellContractFile: string | null;
  readonly loginLinkLimit: number;
  readonly loginLinkIpLimit: number;
  readonly applicationsPerIpPerHour: number;
  readonly memberDirectoryReadsPerHour: number;
  readonly memberSearchPagesKept: number;
  /** APPLICATION_DIGEST_WINDOW_SECONDS (its older name stays the setting's name). */
  readonly applicationNoticeWindowSeconds: number;
  readonly queueSweepSeconds: number;
  readonly headshotDir: string;
  readonly headshotS3: { bucket: string; endpoint: string | null; region: string; forcePathStyle: boolean; prefix: string } | null;
  /** Null: only Admins can register and activate remote releases. */
  readonly releaseToken: string | null;
  readonly releaseManifestOrigins: readonly string[];
  readonly logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Newest first: the first signs, all verify. */
  readonly emailLinkKeys: EmailLinkKey[];
  /** No secret was set, so this process made a throw-away one (development only). */
  readonly emailLinkKeysGenerated: boolean;

  /** Refuses (ConfigError, one line per problem) settings a process must not run with. */
  constructor(env: z.infer<typeof EnvSchema>) {
    this.production = env.NODE_ENV === 'production';
    const problems = [...urlProblems(env), ...(this.production ? productionProblems(env) : [])];
    const trustProxy = trustProxySetting(env.TRUST_PROXY, this.production, problems);
    const linkKeys = emailLinkKeysFromEnv(env, this.production, problems);
    const manifestOrigins = releaseManifestOrigins(env.RELEASE_MANIFEST_ORIGINS, problems);
    const senderDomains = mailSenderDomains(env.MAIL_SENDER_DOMAINS, env.MAIL_FROM, problems);
    if (problems.length) throw new ConfigError(problems);
    this.emailLinkKeys = linkKeys.keys;
    this.emailLinkKeysGenerated = linkKeys.generated;
    this.port = env.PORT;
    this.workerHealthPort = env.WORKER_HEALTH_PORT;
    this.metricsPort = env.METRICS_PORT;
    this.metricsToken = env.METRICS_TOKEN ?? null;
    this.metricsSampleMs = env.METRICS_SAMPLE_MS;
    this.databaseUrl = env.DATABASE_URL;
    this.redisUrl = env.REDIS_URL;
    this.redisPrefix = env.QUEUE_PREFIX;
    this.smtpUrl = env.SMTP_URL;
    this.mailFrom = env.MAIL_FROM;
    this.mailSenderDomains = senderDomains;
    this.mailRatePerSecond = env.MAIL_RATE_PER_SECOND;
    this.mailConcurrency = env.MAIL_CONCURRENCY;
    this.mailLockMs = env.MAIL_LOCK_MS;
    this.theaterTimeZone = env.THEATER_TIME_ZONE ?? env.DIGEST_TIME_ZONE;
    this.companyEmail = env.COMPANY_EMAIL;
    this.portalUrl = env.PORTAL_URL.replace(/\/+$/, '');
    this.trustProxy = trustProxy;
    this.shutdownDelayMs = env.SHUTDOWN_DELAY_MS;
    this.shellContractFile = env.SHELL_CONTRACT_FILE ?? null;
    this.loginLinkLimit = env.LOGIN_LINK_LIMIT;
    this.loginLinkIpLimit = env.LOGIN_LINK_IP_LIMIT;
    this.applicationsPerIpPerHour = env.APPLICATIONS_PER_IP_PER_HOUR;
    this.memberDirectoryReadsPerHour = env.MEMBER_DIRECTORY_READS_PER_HOUR;
    this.memberSearchPagesKept = env.MEMBER_SEARCH_PAGES_KEPT;
    this.applicationNoticeWindowSeconds = env.APPLICATION_DIGEST_WINDOW_SECONDS;
    this.queueSweepSeconds = env.QUEUE_SWEEP_SECONDS;
    this.headshotDir = env.HEADSHOT_DIR;
    this.headshotS3 = env.HEADSHOT_S3_BUCKET
      ? {
          bucket: env.HEADSHOT_S3_BUCKET,
          endpoint: env.HEADSHOT_S3_ENDPOINT ?? null,
          region: env.HEADSHOT_S3_REGION,
          forcePathStyle: env.HEADSHOT_S3_FORCE_PATH_STYLE === 'true',
          prefix: env.HEADSHOT_S3_PREFIX,
        }
      : null;
    this.releaseToken = env.RELEASE_TOKEN ?? null;
    this.releaseManifestOrigins = manifestOrigins;
    this.logLevel = env.LOG_LEVEL;
  }

  static fromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
    const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
    return new AppConfig(EnvSchema.parse(defined));
  }
}
