import type { INestApplication } from '@nestjs/common';
import { SIGN_IN_STATUSES } from '@greenroom/contracts';
import { Queue } from 'bullmq';
import request from 'supertest';
import { SessionService } from '../src/auth/session.service';
import { BULK_EMAIL_QUEUE, digestSchedulerId } from '../src/email/bulk-email-job';
import { bullRootOptions } from '../src/mail-delivery/queue-options';
import { memberApplication } from './support/applications';
import { massEmail } from './support/mass-email';
import { SEEDED } from './support/members';
import { OwnRedis } from './support/own-redis';
import { SmtpSink, TestEnvironment } from './support/test-env';
import { until } from './support/until';

const APPLICATION_WINDOW_SECONDS = 6;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Issue 22, item 3: PostgreSQL holds what is owed, so a Redis that comes back empty (or a new one) loses nothing. */
describe('Redis lost: the worker rebuilds the queues from PostgreSQL', () => {
  const env = new TestEnvironment();
  const smtp = new SmtpSink();
  const redis = new OwnRedis();
  let smtpUrl: string;
  let redisUrl: string;
  let app: INestApplication;
  let queue: Queue;
  let adminToken: string;

  beforeAll(async () => {
    await env.setUp();
    redisUrl = await redis.start();
    smtpUrl = await smtp.start();
    app = await env.startApp({ REDIS_URL: redisUrl, APPLICATION_DIGEST_WINDOW_SECONDS: String(APPLICATION_WINDOW_SECONDS) });
    adminToken = await app.get(SessionService).open(SEEDED.Admin.id);
    queue = new Queue(BULK_EMAIL_QUEUE, bullRootOptions(env.config({ REDIS_URL: redisUrl })));
  }, 60_000);
  afterAll(async () => {
    await queue.close();
    await env.dispose();
    await smtp.stop();
    await redis.stop();
  });

  const startWorker = (sweepSeconds: number) =>
    env.startWorkerWith({
      SMTP_URL: smtpUrl,
      REDIS_URL: redisUrl,
      QUEUE_SWEEP_SECONDS: String(sweepSeconds),
      APPLICATION_DIGEST_WINDOW_SECONDS: String(APPLICATION_WINDOW_SECONDS),
      // Batches of 5, one a second: a campaign of a team takes several seconds, so Redis can be lost in its middle.
      MAIL_RATE_PER_SECOND: '5',
    });
  let sweepingWorker: Promise<unknown> | undefined;
  /** A worker that sweeps every second (the product's default is a minute). */
  const sweeping = () => (sweepingWorker ??= startWorker(1));
  const asAdmin = (method: 'get' | 'post', url: string) => request(app.getHttpServer())[method](url).set('Authorization', `Bearer ${adminToken}`);
  const messageIdOf = (raw: string) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';

  it('rebuilds an enabled digest schedule from PostgreSQL when a worker starts', async () => {
    // Enabled in PostgreSQL, nothing in this (new, empty) Redis.
    await env.dataSource.query(`INSERT INTO email_scheduler_settings (type, enabled, time, weekday) VALUES ('weekly', true, '07:00', 1)`);
    expect(await queue.getJobScheduler(digestSchedulerId('weekly'))).toBeFalsy();
    // Its periodic check is an hour away: only the start-up run can have done it.
    await startWorker(3600);
    const scheduler = await until(() => queue.getJobScheduler(digestSchedulerId('weekly')), 5000, 'the weekly schedule');
    expect(scheduler).toMatchObject({ pattern: '0 7 * * 1', tz: 'America/New_York' });
    expect(await queue.getJobScheduler(digestSchedulerId('daily'))).toBeFalsy();
  }, 30_000);

  it('puts back a digest schedule that goes missing while the worker runs', async () => {
    await sweeping();
    await asAdmin('post', '/api/toggle-email-scheduler').send({ type: 'daily', enabled: true }).expect(200);
    await redis.flush();
    expect(await queue.getJobSchedulers()).toEqual([]);
    await until(async () => (await queue.getJobSchedulers()).length === 2, 10_000, 'both schedules back');
    expect(await queue.getJobScheduler(digestSchedulerId('daily'))).toMatchObject({ pattern: '0 7 * * *', tz: 'America/New_York' });
    expect(await queue.getJobScheduler(digestSchedulerId('weekly'))).toMatchObject({ pattern: '0 7 * * 1' });
    // A disabled digest is not brought back.
    await asAdmin('post', '/api/toggle-email-scheduler').send({ type: 'weekly', enabled: false }).expect(200);
    await redis.flush();
    await until(() => queue.getJobScheduler(digestSchedulerId('daily')), 10_000, 'the daily schedule back');
    await sleep(2000);
    expect(await queue.getJobScheduler(digestSchedulerId('weekly'))).toBeFalsy();
  }, 40_000);

  it('finishes a campaign whose jobs Redis lost: every recipient once, none twice', async () => {
    await sweeping();
    const subject = `Redis lost ${env.runId}`;
    const accepted = await asAdmin('post', '/api/email/send-mass')
      .send(
        massEmail({
          subject,
          body: '<p>Dear {{First_Name}},</p><p>Rehearsal moves to Thursday.</p>',
          groups: ['Active', 'LTM'],
          teams: ['Props', 'Set'],
        }),
      )
      .expect(202);
    const { campaignId } = accepted.body as { campaignId: string };
    const recipients = await env.dataSource.query<{ id: string; email: string }[]>(
      `SELECT id, lower(email) AS email FROM email_campaign_recipients WHERE campaign_id = $1`,
      [campaignId],
    );
    expect(recipients.length).toBeGreaterThan(20);
    const mine = () => smtp.messages.filter((mail) => mail.raw.includes(`Subject: ${subject}`));

    // While the jobs are there, the sweep adds none beside them: no recipient is in two jobs.
    await until(async () => mine().length >= 3, 20_000, 'the first copies');
    for (let sample = 0; sample < 2; sample += 1) {
      const jobs = await queue.getJobs(['waiting', 'active', 'delayed', 'prioritized']);
      const ids = jobs.filter((job) => job.name === 'batch').flatMap((job) => (job.data as { recipientIds: string[] }).recipientIds);
      expect(new Set(ids).size).toBe(ids.length);
      await sleep(600);
    }

    const queued = async () =>
      (
        await env.dataSource.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM email_campaign_recipients WHERE campaign_id = $1 AND status = 'queued'`,
          [campaignId],
        )
      )[0].n;
    // Several batches still to go: their jobs are lost with the rest of Redis.
    expect(await queued()).toBeGreaterThan(10);
    await redis.flush();
    await until(async () => (await queued()) === 0, 60_000, 'every recipient sent');
    await sleep(1500);
    const byId = new Map<string, number>();
    for (const mail of mine()) byId.set(messageIdOf(mail.raw), (byId.get(messageIdOf(mail.raw)) ?? 0) + 1);
    const lost = recipients.filter((recipient) => !byId.has(`<${recipient.id}@campaign.greenroom>`));
    const twice = [...byId.values()].filter((count) => count > 1);
    expect({ lost: lost.length, duplicates: twice.length, copies: mine().length }).toEqual({ lost: 0, duplicates: 0, copies: recipients.length });
    const [failed] = await env.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM email_campaign_recipients WHERE campaign_id = $1 AND status = 'failed'`,
      [campaignId],
    );
    expect(failed.n).toBe(0);
  }, 120_000);

  it('sends a digest once for its period, even when its job runs twice', async () => {
    await sweeping();
    await env.dataSource.query(`UPDATE email_scheduler_settings SET enabled = true WHERE type = 'daily'`);
    const subscribers = await env.dataSource.query<{ email: string }[]>(
      `SELECT DISTINCT lower(m.email) AS email FROM members m JOIN member_subscriptions s ON s.member_id = m.id JOIN subscription_lists l ON l.id = s.list_id
       WHERE l.name = 'Daily Event Reminder' AND m.deleted_at IS NULL AND m.membership_status IN ('Active', 'LTM', 'Expired', 'Pending')`,
    );
    expect(subscribers.length).toBeGreaterThan(0);
    const runs = async () =>
      (await env.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM email_campaigns WHERE kind = 'daily'`))[0].n;
    const runLogs = async () => (await env.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM email_runs WHERE type = 'daily'`))[0].n;
    const before = await runs();

    // The product's daily schedule, firing every 5 s for the test; taken away again after its first job.
    await queue.upsertJobScheduler(digestSchedulerId('daily'), { pattern: '*/5 * * * * *' }, { name: 'digest', data: { type: 'daily' } });
    const first = await until(
      async () => (await queue.getJobs(['active', 'completed'])).find((job) => job.repeatJobKey === digestSchedulerId('daily')),
      15_000,
      'the schedule to fire',
    );
    await queue.removeJobScheduler(digestSchedulerId('daily'));
    const done = await until(async () => (await queue.getJob(first.id ?? ''))?.finishedOn, 20_000, 'the first run');
    expect(await runs()).toBe(before + 1);
    const logsAfterFirst = await runLogs();

    // The same job runs again, as when its completion never reached Redis (Redis lost mid-run) or an old copy of
    // Redis is restored: same fire time, same job.
    await (await queue.getJob(first.id ?? ''))?.retry('completed');
    await until(async () => ((await queue.getJob(first.id ?? ''))?.finishedOn ?? 0) > done, 20_000, 'the second run');
    expect(await runs()).toBe(before + 1);
    expect(await runLogs()).toBe(logsAfterFirst);

    await until(
      async () =>
        (
          await env.dataSource.query<{ n: number }[]>(
            `SELECT count(*)::int AS n FROM email_campaign_recipients r JOIN email_campaigns c ON c.id = r.campaign_id WHERE c.kind = 'daily' AND r.status = 'queued'`,
          )
        )[0].n === 0,
      60_000,
      'the digest to be sent',
    );
    await sleep(1500);
    const copies = smtp.messages.filter((mail) => /Subject: Daily Event Reminder/.test(mail.raw));
    const perAddress = new Map<string, number>();
    for (const mail of copies) for (const to of mail.to) perAddress.set(to.toLowerCase(), (perAddress.get(to.toLowerCase()) ?? 0) + 1);
    const expected = await env.dataSource.query<{ email: string; n: number }[]>(
      `SELECT lower(r.email) AS email, count(*)::int AS n FROM email_campaign_recipients r JOIN email_campaigns c ON c.id = r.campaign_id WHERE c.kind = 'daily' GROUP BY 1`,
    );
    expect(Object.fromEntries(perAddress)).toEqual(Object.fromEntries(expected.map((row) => [row.email, row.n])));
  }, 120_000);

  it('still sends the Admins’ digest of an application whose digest job Redis lost', async () => {
    await sweeping();
    const admins = await env.dataSource.query<{ email: string }[]>(
      `SELECT DISTINCT lower(email) AS email FROM members WHERE portal_permission = 'Admin' AND deleted_at IS NULL AND membership_status = ANY($1)`,
      [[...SIGN_IN_STATUSES]],
    );
    expect(admins.length).toBeGreaterThan(0);
    const windowMs = APPLICATION_WINDOW_SECONDS * 1000;
    // Right after a window starts, so Redis is lost well before that window's digest job is due.
    await sleep(windowMs - (Date.now() % windowMs) + 100);
    await request(app.getHttpServer())
      .post('/api/members/new')
      .set('X-Forwarded-For', '203.0.113.22')
      .send(memberApplication({ First_Name: 'Opal', Last_Name: 'Redislost', Email: 'opal@apply.test' }))
      .expect(201);
    await redis.flush();
    for (const { email: admin } of admins) {
      await until(
        async () => smtp.messages.find((mail) => mail.to.includes(admin) && mail.decoded.includes('Opal Redislost (opal@apply.test)')),
        windowMs * 2 + 10_000,
        `the digest to ${admin}`,
      );
    }
  }, 60_000);
});
