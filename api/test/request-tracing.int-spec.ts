import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/configure-app';
import { WorkerModule } from '../src/worker.module';
import { massEmail } from './support/mass-email';
import { SEEDED } from './support/members';
import { seededTokens } from './support/sessions';
import { SmtpSink, TestEnvironment } from './support/test-env';

type LogLine = Record<string, unknown> & { msg?: string };

/** Issue 22, item 4: X-Request-Id in every log line of a request, carried into its jobs and their lines. */
describe('request ids and structured log lines', () => {
  const env = new TestEnvironment();
  const smtp = new SmtpSink();
  /**
   * API and worker share one pino instance in one process (nestjs-pino keeps it per module) and one static Nest
   * logger, so their lines land here together, as they would in two processes' standard outputs.
   */
  const lines: string[] = [];
  const destination = { write: (line: string) => void lines.push(line) };
  let app: NestExpressApplication;
  let worker: INestApplicationContext;
  let admin: string;

  beforeAll(async () => {
    await env.setUp();
    const smtpUrl = await smtp.start();
    app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(env.config({ LOG_LEVEL: 'info' }), destination), { logger: false });
    configureApp(app);
    await app.init();
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(env.config({ LOG_LEVEL: 'info', SMTP_URL: smtpUrl }), destination), {
      logger: false,
    });
    await worker.init();
    // Creating the worker with `logger: false` silenced the static logger both use: as worker.ts does, take pino.
    worker.useLogger(worker.get(Logger));
    ({ Admin: admin } = await seededTokens(app, ['Admin'] as const));
    // Migrations, seed, an API and a worker: more than the default 30 s on a busy machine.
  }, 60_000);
  afterAll(async () => {
    await worker.close();
    await app.close();
    await env.dispose();
    await smtp.stop();
  });

  const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as LogLine);
  async function lineOf(lines: string[], match: (line: LogLine) => boolean, what: string): Promise<LogLine> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = parsed(lines).find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no log line ${what} in:\n${lines.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('answers the load balancer’s X-Request-Id, or a new one, and refuses to echo a malformed one', async () => {
    const kept = await request(app.getHttpServer()).get('/api/health').set('X-Request-Id', 'lb-5f1c2a9e-0001');
    expect(kept.headers['x-request-id']).toBe('lb-5f1c2a9e-0001');
    const made = await request(app.getHttpServer()).get('/api/health');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const replaced = await request(app.getHttpServer()).get('/api/health').set('X-Request-Id', 'bad id\twith "quotes"');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the request id on the request’s lines and on the lines of the jobs it queued, with fields instead of text', async () => {
    const requestId = 'lb-trace-campaign-0002';
    const sent = await request(app.getHttpServer())
      .post('/api/email/send-mass')
      .set('Authorization', `Bearer ${admin}`)
      .set('X-Request-Id', requestId)
      .send(massEmail({ subject: 'Traced', recipients: [SEEDED.Member.email, SEEDED.Board.email] }))
      .expect(202);
    const campaignId = sent.body.campaignId as string;

    const queued = await lineOf(lines, (line) => line.msg === 'campaign queued', 'for the queued campaign');
    expect(queued).toMatchObject({ requestId, campaignId, kind: 'mass', recipients: 2, context: 'CampaignsService' });
    const completed = await lineOf(lines, (line) => line.msg === 'request completed' && line.requestId === requestId, 'for the request');
    expect(completed).toMatchObject({ req: { method: 'POST', url: '/api/email/send-mass' }, res: { statusCode: 202 } });

    const finished = await lineOf(lines, (line) => line.msg === 'campaign finished', 'for the campaign end');
    expect(finished).toMatchObject({ requestId, campaignId, kind: 'mass', sent: 2, failed: 0, job: 'batch', queue: 'bulk-email' });
    expect(finished.durationMs).toEqual(expect.any(Number));
    // Logged once, however many batches the campaign had.
    expect(parsed(lines).filter((line) => line.msg === 'campaign finished' && line.campaignId === campaignId)).toHaveLength(1);
  });

  it('logs a copy refused for good with its campaign and no address, under the request that queued it', async () => {
    smtp.refused.add(SEEDED.Leader.email);
    const requestId = 'lb-trace-refused-0003';
    await request(app.getHttpServer())
      .post('/api/email/send-mass')
      .set('Authorization', `Bearer ${admin}`)
      .set('X-Request-Id', requestId)
      .send(massEmail({ subject: 'Refused', body: '<p>Hello</p>', recipients: [SEEDED.Leader.email] }))
      .expect(202);
    const refused = await lineOf(lines, (line) => line.msg === 'campaign copy failed for good' && line.requestId === requestId, 'for the refusal');
    expect(refused).toMatchObject({ campaignId: expect.any(String), recipientId: expect.any(String), job: 'batch' });
    expect(JSON.stringify(refused)).not.toContain(SEEDED.Leader.email);
    expect(await lineOf(lines, (line) => line.msg === 'campaign finished' && line.requestId === requestId, 'for its end')).toMatchObject({
      sent: 0,
      failed: 1,
    });
  });
});
