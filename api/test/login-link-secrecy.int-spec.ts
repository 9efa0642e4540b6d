import type { INestApplication } from '@nestjs/common';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import request from 'supertest';
import { loginLinkJob } from '../src/auth/login-link-job';
import { LoginLinkMailer } from '../src/auth/login-link-mailer';
import { LoginTokensRepository } from '../src/auth/login-tokens.repository';
import { SessionService } from '../src/auth/session.service';
import { hashToken } from '../src/common/token-hash';
import { Transactions } from '../src/database/transactions';
import { Outbox } from '../src/outbox/outbox';
import { redisOptionsFromUrl } from '../src/redis/redis-options';
import { SEEDED } from './support/members';
import { SmtpSink, TestEnvironment } from './support/test-env';

/** Every key of the test's prefix with its value, as one searchable text. */
async function redisContents(redis: Redis, prefix: string): Promise<string> {
  const parts: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    for (const key of keys) parts.push(key, await redisValue(redis, key));
    cursor = next;
  } while (cursor !== '0');
  return parts.join('\n');
}

async function redisValue(redis: Redis, key: string): Promise<string> {
  switch (await redis.type(key)) {
    case 'string':
      return (await redis.get(key)) ?? '';
    case 'hash':
      return JSON.stringify(await redis.hgetall(key));
    case 'list':
      return (await redis.lrange(key, 0, -1)).join('\n');
    case 'set':
      return (await redis.smembers(key)).join('\n');
    case 'zset':
      return (await redis.zrange(key, '0', '-1')).join('\n');
    case 'stream':
      return JSON.stringify(await redis.xrange(key, '-', '+'));
    default:
      return '';
  }
}

const tokenIn = (text: string) => /verify-login\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('sign-in links are never stored usable in Redis (issue 11, finding 3)', () => {
  const env = new TestEnvironment();
  const smtp = new SmtpSink();
  let app: INestApplication;
  let redis: Redis;
  let smtpUrl: string;
  let mailer: LoginLinkMailer;

  beforeAll(async () => {
    await env.setUp();
    smtpUrl = await smtp.start();
    app = await env.startApp();
    redis = new Redis(env.config().redisUrl);
    // The API's Redis client refuses commands until it has connected (no offline queue): wait for it.
    while ((await request(app.getHttpServer()).get('/api/health')).status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
  });
  afterAll(async () => {
    redis.disconnect();
    await env.dispose();
    await smtp.stop();
  });

  const http = () => request(app.getHttpServer());

  it('queues no link: Redis and Bull Board hold neither the token nor the link, and the mailed link still signs in', async () => {
    const check = await http().post('/api/auth/check-email').send({ email: SEEDED.Member.email }).expect(200);
    await http()
      .post('/api/auth/request-link')
      .send({ email: SEEDED.Member.email, choice: check.body.members[0].choice, redirect: '/my-teams' })
      .expect(200);

    // No worker yet: the job waits in Redis, where a link would be readable by anyone with Redis access.
    const waiting = await redisContents(redis, env.redisPrefix);
    expect(waiting).toContain(':email:');
    expect(waiting).not.toMatch(/verify-login|token=/);

    const [row] = await env.dataSource.query<{ id: string; token_hash: string | null }[]>(
      'SELECT id, token_hash FROM login_tokens WHERE member_id = $1',
      [SEEDED.Member.id],
    );
    const queue = new Queue('email', { connection: redisOptionsFromUrl(env.config().redisUrl), prefix: env.redisPrefix });
    const job = await queue.getJob(`login-link-${row.id}`);
    await queue.close();
    // Only ids (and the request id that traces it): no token, no link.
    expect(job?.data).toEqual({ loginTokenId: row.id, memberId: SEEDED.Member.id, redirect: '/my-teams', requestId: expect.any(String) });
    // A sign-in job that gives up is deleted at once instead of being kept for a week.
    expect(job?.opts.removeOnFail).toBe(true);

    const sessionToken = await app.get(SessionService).open(SEEDED.Admin.id);
    const opened = await http().post('/api/admin/queues-session').set('Authorization', `Bearer ${sessionToken}`).expect(200);
    const jar = String(opened.headers['set-cookie']).split(';')[0];
    const board = await http()
      .get('/api/admin/queues/api/queues')
      .query({ activeQueue: 'email', status: 'waiting', page: 1 })
      .set('Cookie', jar)
      .expect(200);
    expect(board.text).toContain(`login-link-${row.id}`);
    expect(board.text).not.toContain(SEEDED.Member.id);
    expect(board.text).not.toMatch(/verify-login|token=/);

    mailer = (await env.startWorker(smtpUrl)).get(LoginLinkMailer);
    const mail = await smtp.waitFor(SEEDED.Member.email);
    const token = tokenIn(mail.decoded);
    expect(token).toBeDefined();
    expect(mail.decoded).toContain(`verify-login?token=${token}&redirect=%2Fmy-teams`);

    const afterSending = await redisContents(redis, env.redisPrefix);
    expect(afterSending).not.toContain(token);
    expect(afterSending).not.toMatch(/verify-login|token=/);
    const [minted] = await env.dataSource.query<{ token_hash: string }[]>('SELECT token_hash FROM login_tokens WHERE id = $1', [row.id]);
    expect(minted.token_hash).toBe(hashToken(token ?? ''));

    const verified = await http().post('/api/auth/verify-token').send({ token }).expect(200);
    expect(verified.body.member).toMatchObject({ id: SEEDED.Member.id });
  });

  /** Has the worker send the Board member a link through the queue; returns the job data and the token mailed. */
  async function mailedLink(): Promise<{ job: { loginTokenId: string; memberId: string }; token: string }> {
    smtp.messages.splice(0);
    const check = await http().post('/api/auth/check-email').set('X-Forwarded-For', '203.0.113.20').send({ email: SEEDED.Board.email }).expect(200);
    await http()
      .post('/api/auth/request-link')
      .set('X-Forwarded-For', '203.0.113.20')
      .send({ email: SEEDED.Board.email, choice: check.body.members[0].choice })
      .expect(200);
    const token = tokenIn((await smtp.waitFor(SEEDED.Board.email)).decoded) ?? '';
    const [row] = await env.dataSource.query<{ id: string }[]>('SELECT id FROM login_tokens WHERE token_hash = $1', [hashToken(token)]);
    // The e-mail arrives before the worker's commit removes the job's outbox row: a row put back before that commit
    // would be the same row (the insert ignores it) and go with it.
    await settled(`login-link-${row.id}`);
    return { job: { loginTokenId: row.id, memberId: SEEDED.Board.id }, token };
  }

  async function settled(jobId: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    while ((await env.dataSource.query('SELECT 1 FROM queue_outbox WHERE job_id = $1', [jobId])).length > 0) {
      if (Date.now() > deadline) throw new Error(`the worker did not settle ${jobId} within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('a job run again after its link was sent sends nothing: one e-mail per requested link', async () => {
    const { job, token } = await mailedLink();
    // A copy the queue sweep put back while the first ran, or a Redis restored from before the send.
    smtp.messages.splice(0);
    await mailer.send(job);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages).toHaveLength(0);
    await http().post('/api/auth/verify-token').send({ token }).expect(200);
  });

  it('a job queued before the outbox (no outbox row, its link never minted) is still sent', async () => {
    const loginTokenId = await app.get(LoginTokensRepository).request(SEEDED.Board.id, new Date(Date.now() + 10 * 60_000), null);
    smtp.messages.splice(0);
    await mailer.send({ loginTokenId, memberId: SEEDED.Board.id });
    const token = tokenIn((await smtp.waitFor(SEEDED.Board.email)).decoded);
    await http().post('/api/auth/verify-token').send({ token }).expect(200);
  });

  it('a job retried after a send whose commit never came mints a new link and the earlier one stops working', async () => {
    const { job, token: first } = await mailedLink();
    // What is left when the SMTP server took the message but the worker died before its commit: the job still owed.
    await stillOwed(job);
    smtp.messages.splice(0);
    await mailer.send(job);
    const second = tokenIn((await smtp.waitFor(SEEDED.Board.email)).decoded);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    expect((await http().post('/api/auth/verify-token').send({ token: first }).expect(401)).body.message).toBe(
      'Verification failed. Please request a new login link.',
    );
    await http().post('/api/auth/verify-token').send({ token: second }).expect(200);
  });

  it('a job whose link was used or has expired sends nothing, leaves the row alone and is no longer owed', async () => {
    const used = await mailedLink();
    await http().post('/api/auth/verify-token').send({ token: used.token }).expect(200);
    const expired = await mailedLink();
    await env.dataSource.query("UPDATE login_tokens SET expires_at = now() - interval '1 second' WHERE id = $1", [expired.job.loginTokenId]);

    smtp.messages.splice(0);
    for (const { job, token } of [used, expired]) {
      await stillOwed(job);
      await mailer.send(job);
      const [row] = await env.dataSource.query<{ token_hash: string }[]>('SELECT token_hash FROM login_tokens WHERE id = $1', [job.loginTokenId]);
      expect(row.token_hash).toBe(hashToken(token));
      expect(await env.dataSource.query('SELECT 1 FROM queue_outbox WHERE job_id = $1', [`login-link-${job.loginTokenId}`])).toEqual([]);
    }
    expect(smtp.messages).toHaveLength(0);
  });

  /** The job's outbox row back, as if its send had never committed. */
  async function stillOwed(job: { loginTokenId: string; memberId: string }): Promise<void> {
    const outbox = app.get(Outbox);
    await app.get(Transactions).run(() => outbox.stage(loginLinkJob(job)));
  }
});
