import type { INestApplication } from '@nestjs/common';
import type { EmailTimeline } from '@greenroom/contracts';
import { Queue } from 'bullmq';
import request from 'supertest';
import { SessionService } from '../src/auth/session.service';
import { EmailQueue } from '../src/mail-delivery/email-queue';
import { EMAIL_QUEUE, SEND_JOB } from '../src/mail-delivery/email-job';
import { bullRootOptions } from '../src/mail-delivery/queue-options';
import { SEEDED } from './support/members';
import { SmtpSink, TestEnvironment } from './support/test-env';
import { until } from './support/until';

/** Far from UTC (UTC+13 in the northern autumn): a theater day that starts at UTC midnight would be caught out. */
const ZONE = 'Pacific/Auckland';

describe('GET /api/email-timeline: every kind of mail per theater day, the last 90 days', () => {
  const env = new TestEnvironment();
  const smtp = new SmtpSink();
  let app: INestApplication;
  let adminToken: string;
  let today: string;
  let firstDay: string;

  /** Midnight of `day` (yyyy-mm-dd) in the theater's zone, moved by `minutes`, as PostgreSQL reads the zone. */
  async function theaterMidnight(day: string, minutes: number): Promise<Date> {
    const [row] = await env.dataSource.query<{ at: Date }[]>(`SELECT (($1::date)::timestamp AT TIME ZONE $2) + make_interval(mins => $3) AS at`, [
      day,
      ZONE,
      minutes,
    ]);
    return new Date(row.at);
  }

  /** A campaign of `kind` that sent to `sent` recipients at `at` and failed for `failed`, as the worker leaves it. */
  async function storeCampaign(kind: 'mass' | 'daily' | 'weekly' | 'test', at: Date, sent: number, failed: number): Promise<void> {
    const [campaign] = await env.dataSource.query<{ id: string }[]>(
      `INSERT INTO email_campaigns (kind, from_name, from_email, reply_to, subject, body, created_at, finished_at)
       VALUES ($1, 'Greenroom', 'office@greenroom.test', 'office@greenroom.test', 'Events', '<p>Events</p>', $2, $2) RETURNING id`,
      [kind, at],
    );
    const statuses = [...Array<string>(sent).fill('sent'), ...Array<string>(failed).fill('failed')];
    for (const [index, status] of statuses.entries()) {
      await env.dataSource.query(
        `INSERT INTO email_campaign_recipients (campaign_id, email, merge_values, status, error, sent_at) VALUES ($1, $2, '{}', $3, $4, $5)`,
        [campaign.id, `reader${index}@example.com`, status, status === 'failed' ? 'Mailbox unavailable' : null, status === 'sent' ? at : null],
      );
    }
  }

  beforeAll(async () => {
    app = await env.startWithMail(smtp, { THEATER_TIME_ZONE: ZONE });
    adminToken = await app.get(SessionService).open(SEEDED.Admin.id);
    today = new Date().toLocaleDateString('en-CA', { timeZone: ZONE });
    const first = new Date(`${today}T12:00:00Z`);
    first.setUTCDate(first.getUTCDate() - 89);
    firstDay = first.toISOString().slice(0, 10);
  });
  afterAll(() => env.dispose());

  const http = () => request(app.getHttpServer());
  const asAdmin = (query: Record<string, string> = {}) => http().get('/api/email-timeline').query(query).set('Authorization', `Bearer ${adminToken}`);
  const timeline = async (query: Record<string, string> = {}) => ((await asAdmin(query).expect(200)).body as EmailTimeline).days;

  it('answers an empty window before any mail', async () => {
    expect((await asAdmin().expect(200)).body).toEqual({ from: firstDay, to: today, timeZone: ZONE, days: [] });
  });

  it("counts campaign mail per kind and theater day, from the theater's midnight 89 days back to now", async () => {
    await storeCampaign('daily', await theaterMidnight(firstDay, -1), 5, 5);
    await storeCampaign('weekly', await theaterMidnight(firstDay, 1), 4, 0);
    await storeCampaign('daily', new Date(Date.now() - 200 * 86_400_000), 9, 9);
    await storeCampaign('mass', new Date(Date.now() - 60_000), 6, 1);
    await storeCampaign('daily', new Date(Date.now() - 30_000), 3, 2);
    await storeCampaign('daily', new Date(Date.now() - 20_000), 1, 0);

    expect(await timeline()).toEqual([
      { day: firstDay, kind: 'weekly', sent: 4, failed: 0 },
      { day: today, kind: 'daily', sent: 4, failed: 2 },
      { day: today, kind: 'mass', sent: 6, failed: 1 },
    ]);
  });

  it('counts the e-mail queue messages the worker sent, and those it gave up on, by their kind', async () => {
    await app.get(EmailQueue).enqueue(
      {
        to: SEEDED.Member.email,
        subject: 'RSVP confirmed: Spring Gala',
        text: 'See you there',
        html: '<p>See you there</p>',
        kind: 'rsvp-confirmation',
      },
      'timeline-rsvp',
    );
    // A reminder the relay refuses, with one attempt: given up at once, as the sixth attempt would be.
    smtp.refused.add(SEEDED.Board.email);
    const queue = new Queue(EMAIL_QUEUE, bullRootOptions(env.config()));
    await queue.add(
      SEND_JOB,
      { to: SEEDED.Board.email, subject: 'Your dues', text: 'Due soon', html: '<p>Due soon</p>', kind: 'renewal-reminder' },
      { jobId: 'timeline-reminder', attempts: 1 },
    );
    await queue.close();

    const days = await until(
      async () => {
        const now = await timeline();
        return now.some((count) => count.kind === 'rsvp-confirmation') && now.some((count) => count.kind === 'renewal-reminder') && now;
      },
      15_000,
      'the worker to record both messages',
    );
    expect(days.filter((count) => count.day === today && count.kind !== 'daily' && count.kind !== 'mass')).toEqual([
      { day: today, kind: 'renewal-reminder', sent: 0, failed: 1 },
      { day: today, kind: 'rsvp-confirmation', sent: 1, failed: 0 },
    ]);
    expect((await smtp.waitFor(SEEDED.Member.email)).decoded).toContain('RSVP confirmed: Spring Gala');
  });

  it('narrows the window to fewer days on request', async () => {
    const body = (await asAdmin({ days: '1' }).expect(200)).body as EmailTimeline;
    expect(body.from).toBe(today);
    expect(new Set(body.days.map((count) => count.day))).toEqual(new Set([today]));
  });

  it.each(['0', '91', 'ten', '2.5'])('refuses days=%s with a 400 in plain words', async (days) => {
    expect((await asAdmin({ days }).expect(400)).body).toEqual({ statusCode: 400, message: 'Please ask for 1 to 90 days of e-mail' });
  });

  it('is for Admins only, checked by the server', async () => {
    const sessions = app.get(SessionService);
    for (const role of ['Board', 'Member'] as const) {
      const token = await sessions.open(SEEDED[role].id);
      await http().get('/api/email-timeline').set('Authorization', `Bearer ${token}`).expect(403);
    }
    await http().get('/api/email-timeline').expect(401);
  });
});
