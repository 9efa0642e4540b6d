import { ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { Queue } from 'bullmq';
import { SessionService } from '../src/auth/session.service';
import { BULK_EMAIL_QUEUE } from '../src/email/bulk-email-job';
import { bullRootOptions } from '../src/mail-delivery/queue-options';
import { SEEDED } from './support/members';
import { TestEnvironment } from './support/test-env';
import { until } from './support/until';

interface Received {
  to: string;
  messageId: string;
  raw: string;
}

/** An SMTP sink that can stop accepting new messages (it holds them at RCPT TO) to freeze a worker mid-campaign. */
class GatedSmtpSink {
  readonly messages: Received[] = [];
  closed = false;
  /** How long the sink takes to accept each message: a slow server, so that a campaign is surely under way when a test acts. */
  acceptMs = 0;
  /** Addresses answered 550 at RCPT TO: a refusal for good. */
  readonly refused = new Set<string>();
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 40 * 1024 * 1024,
    onRcptTo: (address, _session, callback) => {
      if (this.refused.has(address.address)) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      // A held RCPT never reaches DATA: the message was not delivered, exactly what a crash there means.
      if (!this.closed) callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
        for (const recipient of session.envelope.rcptTo) this.messages.push({ to: recipient.address, messageId, raw });
        setTimeout(callback, this.acceptMs);
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const PDF_BASE64 = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');

describe('mass e-mail campaigns', () => {
  const env = new TestEnvironment();
  const sink = new GatedSmtpSink();
  let smtpUrl: string;
  let app: INestApplication;
  let adminToken: string;
  let memberToken: string;
  const workers = new Set<ChildProcess>();

  /** The real worker as its own process, so the test can kill it the hard way. */
  async function startWorker(): Promise<ChildProcess> {
    const config = env.config();
    const child = spawn(process.execPath, ['-r', path.join(__dirname, 'support/swc-register.js'), path.join(__dirname, 'support/run-worker.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: config.databaseUrl,
        REDIS_URL: config.redisUrl,
        QUEUE_PREFIX: config.redisPrefix,
        SMTP_URL: smtpUrl,
        PORTAL_URL: config.portalUrl,
        EMAIL_LINK_SECRET: env.emailLinkSecret,
        LOG_LEVEL: 'silent',
        MAIL_LOCK_MS: '2000',
        WORKER_HEALTH_PORT: '0',
        MAIL_RATE_PER_SECOND: '1000',
        MAIL_CONCURRENCY: '4',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    workers.add(child);
    child.on('exit', () => workers.delete(child));
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.on('exit', (code) => reject(new Error(`worker exited with ${code}`)));
    });
    return child;
  }

  async function stopWorker(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  beforeAll(async () => {
    await env.setUp();
    smtpUrl = await sink.start();
    app = await env.startApp();
    const sessions = app.get(SessionService);
    adminToken = await sessions.open(SEEDED.Admin.id);
    memberToken = await sessions.open(SEEDED.Member.id);
  }, 60_000);
  afterAll(async () => {
    for (const child of workers) await stopWorker(child, 'SIGKILL');
    await env.dispose();
    await sink.stop();
  });

  const http = () => request(app.getHttpServer());
  const asAdmin = (method: 'get' | 'post', url: string) => http()[method](url).set('Authorization', `Bearer ${adminToken}`);
  const campaignCount = async () => (await env.dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM email_campaigns'))[0].n;
  const message = (overrides: Record<string, unknown> = {}) => ({
    fromName: 'Greenroom Theater',
    fromEmail: 'office@greenroom.test',
    replyToEmail: SEEDED.Admin.email,
    subject: 'Props call for {{First_Name}}',
    body: '<p>Dear {{First_Name}} {{Last_Name}},</p><p>Props meet on Tuesday.</p>',
    groups: ['Active', 'LTM'],
    teams: ['Props'],
    teamFilterType: 'OR',
    attachments: [{ filename: 'schedule.pdf', type: 'application/pdf', content: PDF_BASE64, disposition: 'attachment' }],
    ...overrides,
  });
  const recipientsOf = (campaignId: string) =>
    env.dataSource.query<{ id: string; email: string; first_name: string }[]>(
      `SELECT r.id, r.email, r.merge_values->>'First_Name' AS first_name FROM email_campaign_recipients r WHERE r.campaign_id = $1`,
      [campaignId],
    );

  /** Polls the campaign until the worker has finished it. */
  const finishedCampaign = (campaignId: string) =>
    until(
      async () => {
        const { campaign } = (await asAdmin('get', `/api/email/campaigns/${campaignId}`).expect(200)).body as {
          campaign: { finished: boolean; sent: number; failed: number };
        };
        return campaign.finished && campaign;
      },
      20_000,
      'the campaign to finish',
    );

  describe('bad input: a clear message and nothing queued', () => {
    const big = Buffer.alloc(25 * 1024 * 1024);
    Buffer.from('%PDF-1.4\n').copy(big);
    it.each<[string, Record<string, unknown>, string]>([
      ['an empty subject', { subject: '  ' }, 'Please enter a subject line'],
      ['an empty body', { body: '<p> </p>' }, 'Please enter email content'],
      ['no groups', { groups: [] }, 'Please select at least one membership group'],
      [
        'zero recipients',
        { groups: ['Cancelled'], teams: ['Props', 'AV', 'Set', 'Actor'], teamFilterType: 'AND' },
        'There are no recipients that match your criteria',
      ],
      [
        'a 25 MB attachment',
        { attachments: [{ filename: 'huge.pdf', content: big.toString('base64') }] },
        "Please fix the attachment issue: File 'huge.pdf' exceeds the 10MB size limit.",
      ],
      [
        'an .exe renamed .pdf',
        { attachments: [{ filename: 'agenda.pdf', content: Buffer.from('MZ\x90\x00\x03').toString('base64') }] },
        "Please fix the attachment issue: File 'agenda.pdf' is not a real PDF file.",
      ],
      ['a script tag in the body', { body: '<p>Hi</p><script>alert(1)</script>' }, 'The email content may not contain scripts.'],
      ['an unknown merge tag', { body: '<p>Dear {{Nickname}}</p>' }, 'Unknown merge tag: {{Nickname}}'],
      [
        'misspelled merge tags, naming the tag each most likely means',
        { subject: 'Welcome {{First Name}}', body: '<p>Your ID is {{Villages_Id}}</p>' },
        'Unknown merge tag: {{First Name}} (did you mean {{First_Name}}?), {{Villages_Id}} (did you mean {{Villages_ID}}?)',
      ],
    ])('refuses %s', async (_case, overrides, expected) => {
      const response = await asAdmin('post', '/api/email/send-mass').send(message(overrides)).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: expected });
      expect(await campaignCount()).toBe(0);
    });

    it('refuses a Member', async () => {
      await http().post('/api/email/send-mass').set('Authorization', `Bearer ${memberToken}`).send(message()).expect(403);
      await http()
        .post('/api/email/count-recipients-v2')
        .set('Authorization', `Bearer ${memberToken}`)
        .send({ groups: ['Active'] })
        .expect(403);
      expect(await campaignCount()).toBe(0);
    });
  });

  it('counts groups and recipients, and previews the first 20', async () => {
    const groups = (await asAdmin('get', '/api/membership-groups').expect(200)).body.groups as { name: string; count: number }[];
    expect(groups.map((group) => group.name)).toEqual(expect.arrayContaining(['Active', 'LTM']));
    expect([...groups].sort((a, b) => b.count - a.count)).toEqual(groups);
    const everyone = (
      await asAdmin('post', '/api/email/count-recipients-v2')
        .send({ groups: ['Active', 'LTM'] })
        .expect(200)
    ).body.count as number;
    const anyTeam = (
      await asAdmin('post', '/api/email/count-recipients-v2')
        .send({ groups: ['Active', 'LTM'], teams: ['Props', 'Set'], teamFilterType: 'OR' })
        .expect(200)
    ).body.count as number;
    const bothTeams = (
      await asAdmin('post', '/api/email/count-recipients-v2')
        .send({ groups: ['Active', 'LTM'], teams: ['Props', 'Set'], teamFilterType: 'AND' })
        .expect(200)
    ).body.count as number;
    expect(everyone).toBeGreaterThan(anyTeam);
    expect(anyTeam).toBeGreaterThanOrEqual(bothTeams);
    const preview = await asAdmin('post', '/api/email/preview-recipients')
      .send({ groups: ['Active', 'LTM'] })
      .expect(200);
    expect(preview.body.count).toBe(everyone);
    expect(preview.body.recipients).toHaveLength(Math.min(20, everyone));
    expect(Object.keys(preview.body.recipients[0]).sort()).toEqual(['email', 'firstName', 'lastName', 'status']);
  });

  it('sends one message per recipient with the name merged, the attachment and an unsubscribe header', async () => {
    const worker = await startWorker();
    // The editor's font sizes (12 to 36 px, docs/spec-summary.md §2.9) survive the server's sanitizer.
    const body = '<p>Dear {{First_Name}} {{Last_Name}},</p><p><span style="font-size: 24px">Props meet on Tuesday.</span></p>';
    const accepted = await asAdmin('post', '/api/email/send-mass').send(message({ body })).expect(202);
    const { campaignId, sentCount } = accepted.body as { campaignId: string; sentCount: number };
    const recipients = await recipientsOf(campaignId);
    expect(sentCount).toBe(recipients.length);
    expect(sentCount).toBeGreaterThan(0);

    const done = await finishedCampaign(campaignId);
    expect(done).toMatchObject({ sent: sentCount, failed: 0 });

    const mine = sink.messages.filter((mail) => recipients.some((recipient) => mail.messageId === `<${recipient.id}@campaign.greenroom>`));
    expect(mine).toHaveLength(recipients.length);
    for (const recipient of recipients) {
      const [mail] = mine.filter((item) => item.messageId === `<${recipient.id}@campaign.greenroom>`);
      expect(mail.to).toBe(recipient.email);
      expect(mail.raw).toContain(`Subject: Props call for ${recipient.first_name}`);
      expect(mail.raw).toMatch(/Content-Disposition: attachment; filename=schedule\.pdf/);
      expect(mail.raw).toMatch(/List-Unsubscribe:\s+<http:\/\/portal\.test\/api\/unsubscribe\?token=/);
      expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('<span style="font-size:24px">Props meet on Tuesday.</span>');
    }
    const history = (await asAdmin('get', '/api/email/campaigns').expect(200)).body.campaigns as { id: string; sent: number }[];
    expect(history[0]).toMatchObject({ id: campaignId, sent: sentCount });
    await stopWorker(worker, 'SIGTERM');
  }, 40_000);

  it('records a recipient the server refuses for good as failed and sends the rest of its batch', async () => {
    sink.messages.splice(0);
    sink.refused.add(SEEDED.Leader.email);
    const worker = await startWorker();
    const accepted = await asAdmin('post', '/api/email/send-mass')
      .send(message({ attachments: [] }))
      .expect(202);
    const { campaignId, sentCount } = accepted.body as { campaignId: string; sentCount: number };
    const done = await finishedCampaign(campaignId);
    expect(done).toMatchObject({ sent: sentCount - 1, failed: 1 });
    const [refused] = await env.dataSource.query<{ status: string; error: string }[]>(
      `SELECT status, error FROM email_campaign_recipients WHERE campaign_id = $1 AND email = $2`,
      [campaignId, SEEDED.Leader.email],
    );
    expect(refused).toMatchObject({ status: 'failed', error: expect.stringContaining('550') });
    const ids = sink.messages.map((mail) => mail.messageId);
    expect(ids).toHaveLength(sentCount - 1);
    expect(new Set(ids).size).toBe(sentCount - 1);
    sink.refused.clear();
    await stopWorker(worker, 'SIGTERM');
  }, 40_000);

  it('resumes after the worker is killed mid-campaign: every recipient gets exactly one message', async () => {
    sink.messages.splice(0);
    // Slow enough that the gate below surely closes mid-campaign (227 copies at 8 in flight: half a second).
    sink.acceptMs = 20;
    let worker = await startWorker();
    const groups = ['Active', 'LTM', 'Expired', 'Pending', 'Cancelled'];
    const accepted = await asAdmin('post', '/api/email/send-mass')
      .send(message({ teams: [], groups, attachments: [] }))
      .expect(202);
    const { campaignId, sentCount } = accepted.body as { campaignId: string; sentCount: number };
    expect(sentCount).toBeGreaterThan(100);
    const sentRows = async () =>
      (
        await env.dataSource.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM email_campaign_recipients WHERE campaign_id = $1 AND status = 'sent'`,
          [campaignId],
        )
      )[0].n;

    // Freeze the worker a third of the way in: new messages wait at RCPT TO, messages in DATA complete.
    await until(async () => sink.messages.length >= sentCount / 3, 20_000, 'a third of the campaign').catch(async (error: Error) => {
      const states = await env.dataSource.query('SELECT status, count(*)::int FROM email_campaign_recipients WHERE campaign_id = $1 GROUP BY 1', [
        campaignId,
      ]);
      const queue = new Queue(BULK_EMAIL_QUEUE, bullRootOptions(env.config()));
      const counts = await queue.getJobCounts();
      await queue.close();
      throw new Error(
        `${error.message}: ${JSON.stringify(states)}, sink ${sink.messages.length}, worker exit ${worker.exitCode}, jobs ${JSON.stringify(counts)}`,
      );
    });
    sink.closed = true;
    // Everything the server has, the worker has recorded (a crash between the two is the one window no SMTP client can close).
    // A message already past RCPT may still be in DATA: wait until nothing arrives for a second, then all is recorded.
    let seen = -1;
    await until(
      async () => {
        const settled = seen === sink.messages.length && (await sentRows()) === seen;
        seen = sink.messages.length;
        return settled;
      },
      15_000,
      'the sends in flight to be recorded',
      1000,
    );
    const beforeKill = sink.messages.length;
    await stopWorker(worker, 'SIGKILL');
    expect(beforeKill).toBeLessThan(sentCount);

    sink.closed = false;
    worker = await startWorker();
    await until(async () => (await sentRows()) === sentCount, 30_000, 'the restarted worker to finish the campaign').catch(async (error: Error) => {
      const states = await env.dataSource.query('SELECT status, count(*)::int FROM email_campaign_recipients WHERE campaign_id = $1 GROUP BY 1', [
        campaignId,
      ]);
      throw new Error(`${error.message}: ${JSON.stringify(states)}, sink ${sink.messages.length}`);
    });

    const recipients = await recipientsOf(campaignId);
    const ids = sink.messages.map((mail) => mail.messageId);
    expect(ids).toHaveLength(sentCount);
    expect(new Set(ids).size).toBe(sentCount);
    expect(new Set(ids)).toEqual(new Set(recipients.map((recipient) => `<${recipient.id}@campaign.greenroom>`)));
    await stopWorker(worker, 'SIGTERM');
    sink.acceptMs = 0;
  }, 60_000);

  // deploy/kubernetes/base/worker.yaml gives a worker this long between SIGTERM and SIGKILL.
  const TERMINATION_GRACE_MS = 60_000;

  it('stops on SIGTERM mid-campaign well inside the grace period, finishing what it holds; a new worker sends the rest once', async () => {
    sink.messages.splice(0);
    // As above: the SIGTERM after the first third lands mid-campaign.
    sink.acceptMs = 20;
    const worker = await startWorker();
    const groups = ['Active', 'LTM', 'Expired', 'Pending', 'Cancelled'];
    const accepted = await asAdmin('post', '/api/email/send-mass')
      .send(message({ teams: [], groups, attachments: [] }))
      .expect(202);
    const { campaignId, sentCount } = accepted.body as { campaignId: string; sentCount: number };
    await until(async () => sink.messages.length >= sentCount / 3, 20_000, 'a third of the campaign');

    const signalled = performance.now();
    await stopWorker(worker, 'SIGTERM');
    const shutdownMs = performance.now() - signalled;
    console.info(`worker shutdown on SIGTERM mid-campaign: ${Math.round(shutdownMs)} ms (grace ${TERMINATION_GRACE_MS / 1000} s)`);
    expect(shutdownMs).toBeLessThan(TERMINATION_GRACE_MS / 4);
    // What it claimed it finished and recorded: every message the server has is a row marked sent, no more.
    const sentNow = (
      await env.dataSource.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM email_campaign_recipients WHERE campaign_id = $1 AND status = 'sent'`,
        [campaignId],
      )
    )[0].n;
    expect(sentNow).toBe(sink.messages.length);
    expect(sentNow).toBeLessThan(sentCount);

    const next = await startWorker();
    await until(
      async () =>
        (
          await env.dataSource.query<{ n: number }[]>(
            `SELECT count(*)::int AS n FROM email_campaign_recipients WHERE campaign_id = $1 AND status = 'sent'`,
            [campaignId],
          )
        )[0].n === sentCount,
      30_000,
      'the next worker to finish the campaign',
    );
    const ids = sink.messages.map((mail) => mail.messageId);
    expect(ids).toHaveLength(sentCount);
    expect(new Set(ids).size).toBe(sentCount);
    await stopWorker(next, 'SIGTERM');
    sink.acceptMs = 0;
  }, 60_000);
});
