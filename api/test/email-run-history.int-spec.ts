import type { INestApplication } from '@nestjs/common';
import type { EmailRunHistory } from '@greenroom/contracts';
import request from 'supertest';
import { SessionService } from '../src/auth/session.service';
import { SEEDED } from './support/members';
import { TestEnvironment } from './support/test-env';

/** Far from UTC (UTC+13 in the northern autumn): a theater day that starts at UTC midnight would be caught out. */
const ZONE = 'Pacific/Auckland';

describe('GET /api/email-run-history: sent and failed per run, the last 90 theater days', () => {
  const env = new TestEnvironment();
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

  /** A digest run whose campaign sent to `sent` recipients and failed for `failed`, as the worker leaves it. */
  async function storeRun(type: 'daily' | 'weekly' | 'test', ranAt: Date, sent: number, failed: number): Promise<void> {
    const [campaign] = await env.dataSource.query<{ id: string }[]>(
      `INSERT INTO email_campaigns (kind, from_name, from_email, reply_to, subject, body, created_at)
       VALUES ($1, 'Greenroom', 'office@greenroom.test', 'office@greenroom.test', 'Events', '<p>Events</p>', $2) RETURNING id`,
      [type, ranAt],
    );
    const statuses = [...Array<string>(sent).fill('sent'), ...Array<string>(failed).fill('failed')];
    for (const [index, status] of statuses.entries()) {
      await env.dataSource.query(
        `INSERT INTO email_campaign_recipients (campaign_id, email, merge_values, status, error) VALUES ($1, $2, '{}', $3, $4)`,
        [campaign.id, `reader${index}@example.com`, status, status === 'failed' ? 'Mailbox unavailable' : null],
      );
    }
    await env.dataSource.query(
      `INSERT INTO email_runs (type, ran_at, recipients, status, log, campaign_id) VALUES ($1, $2, $3, 'Queued', 'run', $4)`,
      [type, ranAt, sent + failed, campaign.id],
    );
  }

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp({ THEATER_TIME_ZONE: ZONE });
    adminToken = await app.get(SessionService).open(SEEDED.Admin.id);
    today = new Date().toLocaleDateString('en-CA', { timeZone: ZONE });
    const first = new Date(`${today}T12:00:00Z`);
    first.setUTCDate(first.getUTCDate() - 89);
    firstDay = first.toISOString().slice(0, 10);
  });
  afterAll(() => env.dispose());

  const http = () => request(app.getHttpServer());
  const asAdmin = (query: Record<string, string> = {}) =>
    http().get('/api/email-run-history').query(query).set('Authorization', `Bearer ${adminToken}`);

  it('answers an empty window before any run', async () => {
    expect((await asAdmin().expect(200)).body).toEqual({ from: firstDay, to: today, timeZone: ZONE, runs: [] });
  });

  it("counts each run's sent and failed recipients, from the theater's midnight 89 days back to now", async () => {
    await storeRun('daily', await theaterMidnight(firstDay, -1), 5, 5);
    await storeRun('weekly', await theaterMidnight(firstDay, 1), 4, 0);
    await storeRun('daily', new Date(Date.now() - 200 * 86_400_000), 9, 9);
    await storeRun('test', new Date(Date.now() - 60_000), 1, 0);
    await storeRun('daily', new Date(Date.now() - 30_000), 3, 2);

    const body = (await asAdmin().expect(200)).body as EmailRunHistory;
    expect(body.runs.map(({ day, type, sent, failed }) => ({ day, type, sent, failed }))).toEqual([
      { day: firstDay, type: 'weekly', sent: 4, failed: 0 },
      { day: today, type: 'test', sent: 1, failed: 0 },
      { day: today, type: 'daily', sent: 3, failed: 2 },
    ]);
    expect(body.runs.every((run) => !Number.isNaN(Date.parse(run.ranAt)))).toBe(true);
  });

  it('narrows the window to fewer days on request', async () => {
    const body = (await asAdmin({ days: '1' }).expect(200)).body as EmailRunHistory;
    expect(body.from).toBe(today);
    expect(body.runs.map((run) => run.type)).toEqual(['test', 'daily']);
  });

  it.each(['0', '91', 'ten', '2.5'])('refuses days=%s with a 400 in plain words', async (days) => {
    expect((await asAdmin({ days }).expect(400)).body).toEqual({ statusCode: 400, message: 'Please ask for 1 to 90 days of e-mail runs' });
  });

  it('is for Admins only, checked by the server', async () => {
    const sessions = app.get(SessionService);
    for (const role of ['Board', 'Member'] as const) {
      const token = await sessions.open(SEEDED[role].id);
      await http().get('/api/email-run-history').set('Authorization', `Bearer ${token}`).expect(403);
    }
    await http().get('/api/email-run-history').expect(401);
  });
});
