import { randomBytes } from 'node:crypto';
import { AddressInfo } from 'node:net';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import Redis from 'ioredis';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { AppConfig } from '../../src/config/app-config';
import { configureApp } from '../../src/configure-app';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { ensureDatabase } from '../../src/database/ensure-database';
import { WORKSPACE_SHELL_CONTRACT_FILE } from '../../src/remotes/shell-contract';
import { seedDatabase } from '../../src/seed/seed';
import { WorkerModule } from '../../src/worker.module';

const POSTGRES_SERVER = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Nothing listens here: an app pointed at it sees Redis down. */
export const DEAD_REDIS_URL = 'redis://127.0.0.1:6390';
export const PORTAL_URL = 'http://portal.test';
/** Prometheus' credential in tests that turn metrics on (production requires one). */
export const METRICS_TOKEN = 'test-metrics-credential-of-32-chars';

/**
 * One test file's world: its own database (migrated and seeded), its own Redis key prefix, and settings
 * for apps and workers. Call `dispose()` in afterAll: it drops the database and deletes the prefix's keys.
 */
export class TestEnvironment {
  readonly runId = randomBytes(6).toString('hex');
  readonly databaseUrl = `${POSTGRES_SERVER}/greenroom_test_${this.runId}`;
  readonly redisPrefix = `greenroom-test-${this.runId}`;
  /** Signs this file's unsubscribe links, as `npm start` and production would: a secret of its own. */
  readonly emailLinkSecret = randomBytes(32).toString('base64url');
  dataSource!: DataSource;
  private readonly closers: (() => Promise<unknown>)[] = [];

  async setUp(): Promise<this> {
    await ensureDatabase(this.databaseUrl);
    this.dataSource = new DataSource(dataSourceOptions(this.databaseUrl));
    await this.dataSource.initialize();
    await this.dataSource.runMigrations();
    await seedDatabase(this.dataSource);
    return this;
  }

  config(overrides: Record<string, string> = {}): AppConfig {
    return AppConfig.fromEnv({
      DATABASE_URL: this.databaseUrl,
      REDIS_URL,
      QUEUE_PREFIX: this.redisPrefix,
      PORTAL_URL,
      SMTP_URL: 'smtp://127.0.0.1:1',
      LOG_LEVEL: 'silent',
      EMAIL_LINK_SECRET: this.emailLinkSecret,
      // Workers of several test files (and engineers) run at once: each liveness listener on a free port.
      WORKER_HEALTH_PORT: '0',
      METRICS_PORT: '0',
      ...overrides,
    });
  }

  /**
   * An app as production runs it (NODE_ENV=production and what that requires): https links, credentials in the
   * service URLs (this machine's PostgreSQL trusts and its Redis has no password, so any will do: ioredis goes on
   * without when the server says none is set), and the workspace shell's built contract file.
   */
  async startProductionApp(overrides: Record<string, string> = {}): Promise<INestApplication> {
    const database = new URL(this.databaseUrl);
    database.password = 'unused-with-trust-auth';
    return this.startApp({
      NODE_ENV: 'production',
      PORTAL_URL: 'https://members.example.org',
      DATABASE_URL: database.toString(),
      REDIS_URL: `redis://:unused-without-auth@${new URL(REDIS_URL).host}`,
      SHELL_CONTRACT_FILE: WORKSPACE_SHELL_CONTRACT_FILE,
      METRICS_TOKEN,
      ...overrides,
    });
  }

  async startApp(overrides: Record<string, string> = {}): Promise<INestApplication> {
    const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(this.config(overrides)), { logger: false });
    configureApp(app);
    await app.init();
    this.closers.unshift(() => app.close());
    return app;
  }

  async startWorker(smtpUrl: string): Promise<INestApplicationContext> {
    return this.startWorkerWith({ SMTP_URL: smtpUrl });
  }

  async startWorkerWith(overrides: Record<string, string>): Promise<INestApplicationContext> {
    const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(this.config(overrides)), { logger: false });
    await worker.init();
    this.closers.unshift(() => worker.close());
    return worker;
  }

  /**
   * The usual world of a test file that checks e-mail: set up, the sink listening, the app, and a worker that
   * delivers to the sink. `dispose()` stops the sink too.
   */
  async startWithMail(smtp: SmtpSink, overrides: Record<string, string> = {}): Promise<INestApplication> {
    await this.setUp();
    const smtpUrl = await smtp.start();
    this.closers.unshift(() => smtp.stop());
    const app = await this.startApp(overrides);
    await this.startWorker(smtpUrl);
    return app;
  }

  async dispose(): Promise<void> {
    for (const close of this.closers) await close();
    await this.dataSource?.destroy();
    const server = new DataSource({ type: 'postgres', url: `${POSTGRES_SERVER}/postgres` });
    await server.initialize();
    await server.query(`DROP DATABASE IF EXISTS "greenroom_test_${this.runId}" WITH (FORCE)`);
    await server.destroy();
    const redis = new Redis(REDIS_URL);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${this.redisPrefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    await redis.quit();
  }
}

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The message with quoted-printable soft breaks and escapes undone, for searching. */
  decoded: string;
}

/** A real SMTP server on a free port that keeps every message it receives. */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  /** Addresses the sink refuses with a permanent 550, as a mail server refuses an unknown mailbox. */
  readonly refused = new Set<string>();
  private readonly waiters: (() => void)[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      if (!this.refused.has(address.address)) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        this.messages.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw, decoded });
        this.waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** Waits until a message to `address` (the `skip`+1st, when earlier ones are not the one wanted) has arrived and returns it. */
  async waitFor(address: string, timeoutMs = 10_000, skip = 0): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.filter((message) => message.to.includes(address))[skip];
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, remaining).unref();
      });
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
