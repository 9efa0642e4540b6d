import { randomUUID } from 'node:crypto';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import request from 'supertest';
import { BulkEmailProcessor } from '../src/email/bulk-email.processor';
import { ApiMetricsServer } from '../src/metrics/api-metrics.server';
import { WorkerHealthServer } from '../src/worker-health/worker-health.server';
import { massEmail } from './support/mass-email';
import { SEEDED } from './support/members';
import { parseExposition, samples, valueOf, type Sample } from './support/prometheus-text';
import { seededTokens } from './support/sessions';
import { DEAD_REDIS_URL, METRICS_TOKEN, SmtpSink, TestEnvironment } from './support/test-env';

const SAMPLING = { METRICS_TOKEN, METRICS_SAMPLE_MS: '200' };

async function scrape(port: number, token: string | null = METRICS_TOKEN): Promise<{ status: number; body: string }> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: await response.text() };
}

async function scraped(port: number): Promise<Sample[]> {
  const { status, body } = await scrape(port);
  expect(status).toBe(200);
  return parseExposition(body);
}

/** Scrapes until `check` holds (the worker samples on an interval; sends finish after the API answered). */
async function eventually(port: number, check: (scrape: Sample[]) => boolean, timeoutMs = 10_000): Promise<Sample[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await scraped(port);
    if (check(result)) return result;
    if (Date.now() > deadline)
      throw new Error(
        `the metrics never showed what was expected:\n${result.map((s) => `${s.name} ${JSON.stringify(s.labels)} ${s.value}`).join('\n')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Issue 22, item 1: Prometheus metrics of the API and the worker, on private listeners that want METRICS_TOKEN. */
describe('metrics (METRICS_TOKEN; the API on METRICS_PORT, the worker beside /healthz)', () => {
  const env = new TestEnvironment();
  const smtp = new SmtpSink();
  let app: INestApplication;
  let worker: INestApplicationContext;
  let apiPort: number;
  let workerPort: number;
  let admin: string;

  beforeAll(async () => {
    await env.setUp();
    const smtpUrl = await smtp.start();
    app = await env.startApp({ ...SAMPLING, LOGIN_LINK_IP_LIMIT: '2' });
    worker = await env.startWorkerWith({ ...SAMPLING, SMTP_URL: smtpUrl });
    apiPort = app.get(ApiMetricsServer).port;
    workerPort = worker.get(WorkerHealthServer).port;
    ({ Admin: admin } = await seededTokens(app, ['Admin'] as const));
    // Migrations, seed, an API and a worker: more than the default 30 s on a busy machine.
  }, 60_000);
  afterAll(async () => {
    await env.dispose();
    await smtp.stop();
  });

  const http = () => request(app.getHttpServer());

  it('refuses a scrape without the credential or with a wrong one, and serves none on the public port', async () => {
    for (const port of [apiPort, workerPort]) {
      expect(await scrape(port, null)).toEqual({
        status: 401,
        body: JSON.stringify({ statusCode: 401, message: 'The metrics credential is missing or wrong.' }),
      });
      expect((await scrape(port, `${METRICS_TOKEN}x`)).status).toBe(401);
      expect((await scrape(port, METRICS_TOKEN.slice(1))).status).toBe(401);
    }
    await http().get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(404);
    await http().get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(404);
    // The metrics port answers nothing else.
    expect((await fetch(`http://127.0.0.1:${apiPort}/api/health`)).status).toBe(404);
  });

  it('without METRICS_TOKEN the API opens no metrics port and the worker refuses every scrape', async () => {
    const plainApp = await env.startApp();
    const providers = [...plainApp.get(ModulesContainer).values()].flatMap((module) => [...module.providers.values()]);
    expect(providers.some((provider) => provider.metatype === ApiMetricsServer)).toBe(false);
    // A queue prefix of its own (under this file's, so dispose() removes its keys): its SMTP goes nowhere, and it
    // must not take the next tests' jobs.
    const plainWorker = await env.startWorkerWith({ QUEUE_PREFIX: `${env.redisPrefix}:plain` });
    expect((await scrape(plainWorker.get(WorkerHealthServer).port)).status).toBe(403);
  });

  it('shows the sign-in and e-mail series at 0 before the first event, so a fresh replica is not a gap', async () => {
    const [apiScrape, workerScrape] = await Promise.all([scraped(apiPort), scraped(workerPort)]);
    expect(valueOf(apiScrape, 'greenroom_sign_ins_total', { result: 'Expired Token' })).toBe(0);
    expect(valueOf(apiScrape, 'greenroom_dependency_unavailable_total', { dependency: 'postgresql' })).toBe(0);
    expect(valueOf(workerScrape, 'greenroom_emails_total', { kind: 'application-notice', outcome: 'failed' })).toBe(0);
    expect(valueOf(workerScrape, 'greenroom_smtp_send_duration_seconds_count', { kind: 'test' })).toBe(0);
  });

  it('counts HTTP requests by route template, method and status, with a duration histogram, and the process metrics', async () => {
    const unknownId = randomUUID();
    await http().get(`/api/email/campaigns/${unknownId}`).set('Authorization', `Bearer ${admin}`).expect(404);
    await http().get(`/api/email/campaigns/${randomUUID()}`).set('Authorization', `Bearer ${admin}`).expect(404);
    await http().get('/api/no-such-route').expect(404);
    const result = await eventually(apiPort, (s) => valueOf(s, 'greenroom_http_requests_total', { route: '/api/email/campaigns/:id' }) === 2);
    expect(
      valueOf(result, 'greenroom_http_requests_total', { route: '/api/email/campaigns/:id', method: 'GET', status: '404', process: 'api' }),
    ).toBe(2);
    expect(
      valueOf(result, 'greenroom_http_request_duration_seconds_count', { route: '/api/email/campaigns/:id', method: 'GET', status: '404' }),
    ).toBe(2);
    expect(valueOf(result, 'greenroom_http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(samples(result, 'greenroom_http_requests_total').some((sample) => sample.labels.route.includes('{*path}'))).toBe(false);
    // No series names an id: the label is the template.
    expect(samples(result, 'greenroom_http_requests_total').some((sample) => sample.labels.route.includes(unknownId))).toBe(false);
    expect(valueOf(result, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(samples(result, 'nodejs_heap_size_used_bytes')).toHaveLength(1);
  });

  it('counts sign-ins by result and rate-limit refusals by bucket', async () => {
    await http()
      .post('/api/auth/verify-token')
      .send({ token: 'A'.repeat(43) })
      .expect(401);
    const ip = '203.0.113.77';
    for (let attempt = 0; attempt < 2; attempt += 1)
      await http().post('/api/auth/check-email').set('X-Forwarded-For', ip).send({ email: SEEDED.Member.email }).expect(200);
    await http().post('/api/auth/check-email').set('X-Forwarded-For', ip).send({ email: SEEDED.Member.email }).expect(429);
    const result = await scraped(apiPort);
    expect(valueOf(result, 'greenroom_sign_ins_total', { result: 'Invalid Token' })).toBe(1);
    expect(valueOf(result, 'greenroom_rate_limit_refusals_total', { bucket: 'check-email:ip' })).toBe(1);
  });

  it('counts 503s by the dependency that caused them', async () => {
    const withoutRedis = await env.startApp({ ...SAMPLING, REDIS_URL: DEAD_REDIS_URL });
    await request(withoutRedis.getHttpServer()).post('/api/auth/check-email').send({ email: SEEDED.Member.email }).expect(503);
    const result = await scraped(withoutRedis.get(ApiMetricsServer).port);
    expect(valueOf(result, 'greenroom_dependency_unavailable_total', { dependency: 'redis' })).toBe(1);
  });

  it('says Redis is down when the worker cannot sample the queues', async () => {
    const stranded = await env.startWorkerWith({ ...SAMPLING, REDIS_URL: DEAD_REDIS_URL });
    const port = stranded.get(WorkerHealthServer).port;
    await eventually(port, (s) => samples(s, 'greenroom_redis_up').length === 1 && valueOf(s, 'greenroom_redis_up') === 0, 15_000);
  }, 30_000);

  it('counts e-mails by kind and outcome with the SMTP time, samples every queue, and records the campaign end', async () => {
    smtp.refused.add(SEEDED.Board.email);
    const sent = await http()
      .post('/api/email/send-mass')
      .set('Authorization', `Bearer ${admin}`)
      .send(massEmail({ subject: 'Metrics', recipients: [SEEDED.Member.email, SEEDED.Board.email] }))
      .expect(202);
    const campaignId = sent.body.campaignId as string;
    const result = await eventually(
      workerPort,
      (s) =>
        valueOf(s, 'greenroom_emails_total', { kind: 'campaign', outcome: 'sent' }) === 1 &&
        valueOf(s, 'greenroom_emails_total', { kind: 'campaign', outcome: 'failed' }) === 1,
    );
    expect(valueOf(result, 'greenroom_smtp_send_duration_seconds_count', { kind: 'campaign', process: 'worker' })).toBe(2);
    expect(valueOf(result, 'greenroom_smtp_send_duration_seconds_sum', { kind: 'campaign' })).toBeGreaterThan(0);
    for (const queue of ['email', 'bulk-email', 'application-digest']) {
      expect(
        samples(result, 'greenroom_queue_jobs', { queue })
          .map((sample) => sample.labels.state)
          .sort(),
      ).toEqual(['active', 'completed', 'delayed', 'failed', 'waiting']);
    }
    expect(valueOf(result, 'greenroom_redis_up')).toBe(1);
    // The counts move as the relay answers; the end is recorded once both outcomes are committed, a moment later.
    const finishedAt = async () =>
      (await env.dataSource.query<{ finished_at: Date | null }[]>('SELECT finished_at FROM email_campaigns WHERE id = $1', [campaignId]))[0]
        .finished_at;
    const deadline = Date.now() + 10_000;
    while ((await finishedAt()) === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await finishedAt()).toBeInstanceOf(Date);
  });

  it('counts a sign-in link as sent and a sign-in as a success', async () => {
    const [only] = (await http().post('/api/auth/check-email').send({ email: SEEDED.Leader.email }).expect(200)).body.members as { choice: string }[];
    await http().post('/api/auth/request-link').send({ email: SEEDED.Leader.email, choice: only.choice }).expect(200);
    const token = /verify-login\?token=([A-Za-z0-9_-]{43})/.exec((await smtp.waitFor(SEEDED.Leader.email)).decoded)?.[1];
    await http().post('/api/auth/verify-token').send({ token }).expect(200);
    expect(valueOf(await scraped(apiPort), 'greenroom_sign_ins_total', { result: 'Success' })).toBe(1);
    await eventually(workerPort, (s) => valueOf(s, 'greenroom_emails_total', { kind: 'sign-in-link', outcome: 'sent' }) === 1);
  });

  it('shows a campaign in progress with its remaining recipients and the age of the oldest queued one', async () => {
    // Nothing consumes the bulk queue now, so the stored campaign stays as it is while it is sampled.
    await worker.get(BulkEmailProcessor).worker?.close();
    const [{ id }] = await env.dataSource.query<{ id: string }[]>(
      `INSERT INTO email_campaigns (kind, from_name, from_email, reply_to, subject, body, created_at)
       VALUES ('mass', 'Greenroom', 'office@greenroom.test', 'office@greenroom.test', 'Stalled', '<p>x</p>', now() - interval '10 minutes') RETURNING id`,
    );
    await env.dataSource.query(
      `INSERT INTO email_campaign_recipients (campaign_id, email, merge_values) VALUES ($1, 'a@example.com', '{}'), ($1, 'b@example.com', '{}'), ($1, 'c@example.com', '{}')`,
      [id],
    );
    const result = await eventually(workerPort, (s) => valueOf(s, 'greenroom_campaign_remaining_recipients', { campaign_id: id }) === 3);
    expect(valueOf(result, 'greenroom_campaign_remaining_recipients', { campaign_id: id, kind: 'mass' })).toBe(3);
    expect(valueOf(result, 'greenroom_campaigns_in_progress')).toBe(1);
    expect(valueOf(result, 'greenroom_oldest_queued_recipient_age_seconds')).toBeGreaterThanOrEqual(600);
  });
});
