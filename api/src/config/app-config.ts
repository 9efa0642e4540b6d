import { z } from 'zod';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/greenroom'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Prefix of every Redis key this deployment owns (BullMQ queues and rate-limit counters). */
  QUEUE_PREFIX: z.string().min(1).default('greenroom'),
  SMTP_URL: z.string().default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().default('Greenroom <no-reply@greenroom.test>'),
  /** Base of the links in e-mails (the shell, which proxies /api). */
  PORTAL_URL: z.string().default('http://localhost:4200'),
  /** Express "trust proxy": the shell's proxy runs on the same host and sends X-Forwarded-For. */
  TRUST_PROXY: z.string().default('loopback'),
  /** Login links one e-mail address, or one IP address, may ask for per 15 minutes. */
  LOGIN_LINK_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Directory of uploaded headshots (local disk storage). */
  HEADSHOT_DIR: z.string().default('.greenroom/headshots'),
  /** When set, headshots go to this S3-compatible bucket instead of HEADSHOT_DIR. */
  HEADSHOT_S3_BUCKET: z.string().optional(),
  HEADSHOT_S3_ENDPOINT: z.string().optional(),
  HEADSHOT_S3_REGION: z.string().default('us-east-1'),
  HEADSHOT_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  HEADSHOT_S3_PREFIX: z.string().default('headshots/'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Settings of one API or worker process, read once from the environment. */
export class AppConfig {
  readonly port: number;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly redisPrefix: string;
  readonly smtpUrl: string;
  readonly mailFrom: string;
  readonly portalUrl: string;
  readonly trustProxy: string;
  readonly loginLinkLimit: number;
  readonly headshotDir: string;
  readonly headshotS3: { bucket: string; endpoint: string | null; region: string; forcePathStyle: boolean; prefix: string } | null;
  readonly logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];

  constructor(env: z.infer<typeof EnvSchema>) {
    this.port = env.PORT;
    this.databaseUrl = env.DATABASE_URL;
    this.redisUrl = env.REDIS_URL;
    this.redisPrefix = env.QUEUE_PREFIX;
    this.smtpUrl = env.SMTP_URL;
    this.mailFrom = env.MAIL_FROM;
    this.portalUrl = env.PORTAL_URL.replace(/\/+$/, '');
    this.trustProxy = env.TRUST_PROXY;
    this.loginLinkLimit = env.LOGIN_LINK_LIMIT;
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
    this.logLevel = env.LOG_LEVEL;
  }

  static fromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
    const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
    return new AppConfig(EnvSchema.parse(defined));
  }
}
