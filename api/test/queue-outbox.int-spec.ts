import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue } from 'bullmq';
import request from 'supertest';
import { SessionService } from '../src/auth/session.service';
import { hashToken } from '../src/common/token-hash';
import { EMAIL_QUEUE } from '../src/mail-delivery/email-job';
import { bullRootOptions } from '../src/mail-delivery/queue-options';
import { WorkerModule } from '../src/worker.module';
import { massEmail } from './support/mass-email';
import { SEEDED } from './support/members';
import { OwnRedis } from './support/own-redis';
import { SmtpSink, TestEnvironment } from './support/test-env';
import { until } from './support/until';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tokenIn = (text: string) => /verify-login\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

/**
 * Issue 34, items 10 and 11: a job is written to PostgreSQL with its data and reaches BullMQ only after the commit, so
 * it never runs ahead of its data, and it stays owed in PostgreSQL until its work is done, so emptying Redis loses
 * nothing. The test's own Redis, which it empties and stops; the machine's is never touched.
 */
describe('queue outbox: jobs after their data, and kept until done', () => {
  const env = new TestEnvironment();
  const smtp = new SmtpSink();
  const redis = new OwnRedis();
  const workerLog: string[] = [];
  let app: INestApplication;
  let worker: INestApplicationContext | undefined;
  let smtpUrl: string;
  let redisUrl: string;
  let adminToken: string;

  beforeAll(async () => {
    await env.setUp();
    redisUrl = await redis.start();
    smtpUrl = await smtp.start();
    app = await env.startApp({ REDIS_URL: redisUrl });
    adminToken = await app.get(SessionService).open(SEEDED.Admin.id);
    // The API's Redis client refuses commands until it has connected (no offline queue): wait for it.
    while ((await request(app.getHttpServer()).get('/api/health')).status !== 200) await sleep(50);
  }, 60_000);
  afterAll(async () => {
    await worker?.close();
    await env.dispose();
    await smtp.stop();
    await redis.stop();
  });

  /** A worker sweeping every second (the product's default is a minute) whose log lines the test reads. */
  async function startWorker(): Promise<void> {
    const config = env.config({ SMTP_URL: smtpUrl, REDIS_URL: redisUrl, QUEUE_SWEEP_SECONDS: '1' });
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, { write: (line: string) => workerLog.push(line) }), {
      logger: false,
    });
    await worker.init();
  }

  const http = () => request(app.getHttpServer());
  const owed = () => env.dataSource.query<{ job_id: string; data: object }[]>('SELECT job_id, data FROM queue_outbox ORDER BY created_at');
  const notStoredYet = () => workerLog.filter((line) => line.includes('is not stored (yet)'));

  it('sends a sign-in link asked for just before Redis is emptied, once; the outbox holds nothing that signs in', async () => {
    const check = await http().post('/api/auth/check-email').send({ email: SEEDED.Member.email }).expect(200);
    await http()
      .post('/api/auth/request-link')
      .send({ email: SEEDED.Member.email, choice: check.body.members[0].choice, redirect: '/my-teams' })
      .expect(200);
    const [row] = await env.dataSource.query<{ id: string }[]>('SELECT id FROM login_tokens WHERE member_id = $1', [SEEDED.Member.id]);
    // Owed in PostgreSQL with ids only: no token exists yet (the worker mints it), no link.
    expect(await owed()).toEqual([
      {
        job_id: `login-link-${row.id}`,
        data: { loginTokenId: row.id, memberId: SEEDED.Member.id, redirect: '/my-teams', requestId: expect.any(String) },
      },
    ]);

    // No worker has run it yet; now Redis loses everything (restarted without persistence, or replaced).
    await redis.flush();
    const queue = new Queue(EMAIL_QUEUE, bullRootOptions(env.config({ REDIS_URL: redisUrl })));
    try {
      expect(await queue.getJob(`login-link-${row.id}`)).toBeUndefined();
    } finally {
      await queue.close();
    }

    await startWorker();
    const mail = await smtp.waitFor(SEEDED.Member.email, 15_000);
    const token = tokenIn(mail.decoded);
    expect(token).toBeDefined();
    expect(mail.decoded).toContain(`verify-login?token=${token}&redirect=%2Fmy-teams`);
    // Done: no longer owed (the send and the minted hash commit together, a moment after the server took the mail).
    await until(async () => (await owed()).length === 0, 5000, 'the outbox row gone');
    const [minted] = await env.dataSource.query<{ token_hash: string }[]>('SELECT token_hash FROM login_tokens WHERE id = $1', [row.id]);
    expect(minted.token_hash).toBe(hashToken(token ?? ''));
    // Three more sweeps send nothing more.
    await sleep(3000);
    expect(smtp.messages.filter((message) => message.to.includes(SEEDED.Member.email))).toHaveLength(1);
    const verified = await http().post('/api/auth/verify-token').send({ token }).expect(200);
    expect(verified.body.member).toMatchObject({ id: SEEDED.Member.id });
  }, 60_000);

  it('runs no campaign job ahead of its campaign: five sent at once, every copy once, never "is not stored (yet)"', async () => {
    if (!worker) await startWorker();
    smtp.messages.splice(0);
    const subjects = [1, 2, 3, 4, 5].map((n) => `Outbox ${n} ${env.runId}`);
    // At once, with an idle worker waiting: the moment a job could run before its transaction's commit.
    const answers = await Promise.all(
      subjects.map((subject) =>
        http()
          .post('/api/email/send-mass')
          .set('Authorization', `Bearer ${adminToken}`)
          .send(massEmail({ subject, groups: ['Active', 'LTM'], teams: ['Props'] })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202]);
    const campaignIds = answers.map((answer) => (answer.body as { campaignId: string }).campaignId);
    const queued = async () =>
      (
        await env.dataSource.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM email_campaign_recipients WHERE campaign_id = ANY($1::uuid[]) AND status <> 'sent'`,
          [campaignIds],
        )
      )[0].n;
    await until(async () => (await queued()) === 0, 60_000, 'every copy sent');
    const [{ total }] = await env.dataSource.query<{ total: number }[]>(
      'SELECT count(*)::int AS total FROM email_campaign_recipients WHERE campaign_id = ANY($1::uuid[])',
      [campaignIds],
    );
    await sleep(1500);
    expect(smtp.messages.filter((message) => subjects.some((subject) => message.raw.includes(`Subject: ${subject}`)))).toHaveLength(total);
    expect(notStoredYet()).toEqual([]);
    expect(workerLog.filter((line) => line.includes('bulk job failed'))).toEqual([]);
    expect(await owed()).toEqual([]);
  }, 90_000);

  it('sends a campaign stored while Redis was down once Redis is back', async () => {
    if (!worker) await startWorker();
    await redis.stop();
    const subject = `Outbox while Redis was down ${env.runId}`;
    // Stored with its job: the answer is the usual one, since the mail will go.
    const answer = await http()
      .post('/api/email/send-mass')
      .set('Authorization', `Bearer ${adminToken}`)
      .send(massEmail({ subject, groups: ['Active'], teams: ['Set'] }))
      .expect(202);
    const { campaignId } = answer.body as { campaignId: string };
    expect((await owed()).map((job) => job.job_id)).toEqual([`campaign-${campaignId}`]);

    await redis.start();
    const [{ total }] = await env.dataSource.query<{ total: number }[]>(
      'SELECT count(*)::int AS total FROM email_campaign_recipients WHERE campaign_id = $1',
      [campaignId],
    );
    await until(
      async () => smtp.messages.filter((message) => message.raw.includes(`Subject: ${subject}`)).length === total,
      60_000,
      'every copy of the campaign',
    );
    await until(async () => (await owed()).length === 0, 10_000, 'the outbox emptied');
    expect(notStoredYet()).toEqual([]);
  }, 120_000);
});
