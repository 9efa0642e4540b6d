import type { EmailLogsResponse } from '@greenroom/contracts';
import type { INestApplication } from '@nestjs/common';
import { Queue } from 'bullmq';
import request from 'supertest';
import { SessionService } from '../src/auth/session.service';
import { BULK_EMAIL_QUEUE } from '../src/email/bulk-email-job';
import { bullRootOptions } from '../src/mail-delivery/queue-options';
import { SEEDED } from './support/members';
import { SmtpSink, TestEnvironment } from './support/test-env';
import { until } from './support/until';

describe('e-mail notification management: digests, scheduler, statistics and logs', () => {
  const env = new TestEnvironment();
  const smtp = new SmtpSink();
  let app: INestApplication;
  let queue: Queue;
  let adminToken: string;
  let memberToken: string;

  beforeAll(async () => {
    await env.setUp();
    const smtpUrl = await smtp.start();
    app = await env.startApp();
    await env.startWorker(smtpUrl);
    const sessions = app.get(SessionService);
    adminToken = await sessions.open(SEEDED.Admin.id);
    memberToken = await sessions.open(SEEDED.Member.id);
    queue = new Queue(BULK_EMAIL_QUEUE, bullRootOptions(env.config()));
  }, 60_000);
  afterAll(async () => {
    await queue.close();
    await env.dispose();
    await smtp.stop();
  });

  const http = () => request(app.getHttpServer());
  const admin = (method: 'get' | 'post', url: string) => http()[method](url).set('Authorization', `Bearer ${adminToken}`);

  it('is for Admins only, checked by the server', async () => {
    for (const url of ['/api/email-scheduler-status', '/api/email-stats', '/api/email-logs']) {
      await http().get(url).set('Authorization', `Bearer ${memberToken}`).expect(403);
    }
    await http().post('/api/toggle-email-scheduler').set('Authorization', `Bearer ${memberToken}`).send({ type: 'daily', enabled: true }).expect(403);
    await http()
      .post('/api/email-scheduler-settings')
      .set('Authorization', `Bearer ${memberToken}`)
      .send({ type: 'daily', time: '08:00' })
      .expect(403);
  });

  it('starts with both digests off at the spec’s default times and no statistics', async () => {
    expect((await admin('get', '/api/email-scheduler-status').expect(200)).body).toMatchObject({
      daily: false,
      dailyTime: '7:00 AM',
      weekly: false,
      weeklyTime: '7:00 AM',
      weeklyDay: 'Monday',
      companyEmail: 'office@greenroom.test',
    });
    expect((await admin('get', '/api/email-stats').expect(200)).body).toEqual({
      daily: { lastRun: null, recipients: 0, failed: 0, status: null },
      weekly: { lastRun: null, recipients: 0, failed: 0, status: null },
      test: { lastRun: null, recipients: 0, failed: 0, status: null },
    });
  });

  it('enables and disables the daily digest as a BullMQ job scheduler in the configured zone', async () => {
    const enabled = await admin('post', '/api/toggle-email-scheduler').send({ type: 'daily', enabled: true }).expect(200);
    expect(enabled.body.message).toBe('Daily email scheduler enabled successfully.');
    expect(enabled.body.status.daily).toBe(true);
    const [scheduler] = await queue.getJobSchedulers();
    expect(scheduler).toMatchObject({ key: 'digest-daily', pattern: '0 7 * * *', tz: 'America/New_York' });
    await admin('post', '/api/toggle-email-scheduler').send({ type: 'weekly', enabled: true }).expect(200);
    expect((await queue.getJobSchedulers()).map((item) => item.pattern).sort()).toEqual(['0 7 * * *', '0 7 * * 1']);
    const disabled = await admin('post', '/api/toggle-email-scheduler').send({ type: 'weekly', enabled: false }).expect(200);
    expect(disabled.body.message).toBe('Weekly email scheduler disabled successfully.');
    expect((await admin('get', '/api/email-scheduler-status').expect(200)).body).toMatchObject({ daily: true, weekly: false });
    expect(await queue.getJobSchedulers()).toHaveLength(1);
  });

  it("moves a digest to another time and day on the theater's clock, its running schedule with it, and refuses what is not a time", async () => {
    const moved = await admin('post', '/api/email-scheduler-settings').send({ type: 'daily', time: '18:30' }).expect(200);
    expect(moved.body.message).toBe('The daily e-mail now goes out at 6:30 PM every day.');
    expect(moved.body.status).toMatchObject({ daily: true, dailyAt: '18:30', dailyTime: '6:30 PM' });
    expect((await queue.getJobSchedulers()).find((item) => item.key === 'digest-daily')).toMatchObject({
      pattern: '30 18 * * *',
      tz: 'America/New_York',
    });

    // The weekly digest is off: its new day and time are kept for when it is switched on, and nothing is scheduled.
    const weekly = await admin('post', '/api/email-scheduler-settings').send({ type: 'weekly', time: '09:15', weekday: 4 }).expect(200);
    expect(weekly.body.message).toBe('The weekly e-mail now goes out at 9:15 AM every Thursday.');
    expect((await queue.getJobSchedulers()).map((item) => item.key)).toEqual(['digest-daily']);
    await admin('post', '/api/toggle-email-scheduler').send({ type: 'weekly', enabled: true }).expect(200);
    expect((await queue.getJobSchedulers()).find((item) => item.key === 'digest-weekly')).toMatchObject({ pattern: '15 9 * * 4' });
    await admin('post', '/api/toggle-email-scheduler').send({ type: 'weekly', enabled: false }).expect(200);

    for (const [body, message] of [
      [{ type: 'daily', time: '7:00' }, 'Choose a time on the quarter hour, such as 07:00 or 18:30 (the theater’s time).'],
      [{ type: 'daily', time: '24:00' }, 'Choose a time on the quarter hour, such as 07:00 or 18:30 (the theater’s time).'],
      [{ type: 'weekly', time: '07:00' }, 'Choose the day the weekly e-mail goes out.'],
      [{ type: 'weekly', time: '07:00', weekday: 7 }, 'Choose the day the weekly e-mail goes out.'],
    ] as const) {
      expect((await admin('post', '/api/email-scheduler-settings').send(body).expect(400)).body).toEqual({ statusCode: 400, message });
    }
    expect(
      (await admin('post', '/api/email-scheduler-settings').send({ type: 'daily', time: '07:00', weekday: 1 }).expect(400)).body.statusCode,
    ).toBe(400);
    expect((await admin('get', '/api/email-scheduler-status').expect(200)).body).toMatchObject({
      dailyAt: '18:30',
      weeklyAt: '09:15',
      weeklyWeekday: 4,
    });
    await admin('post', '/api/email-scheduler-settings').send({ type: 'daily', time: '07:00' }).expect(200);
  });

  it('leaves PostgreSQL and the BullMQ schedule alike when two Admins change one digest at once', async () => {
    await admin('post', '/api/toggle-email-scheduler').send({ type: 'daily', enabled: true }).expect(200);
    const times = ['06:00', '06:30', '08:00', '08:30', '09:00', '09:30'];
    const answers = await Promise.all(times.map((time) => admin('post', '/api/email-scheduler-settings').send({ type: 'daily', time })));
    expect(answers.map((answer) => answer.status)).toEqual(times.map(() => 200));
    const stored = (await admin('get', '/api/email-scheduler-status').expect(200)).body.dailyAt as string;
    const [hours, minutes] = stored.split(':').map(Number);
    expect((await queue.getJobSchedulers()).find((item) => item.key === 'digest-daily')?.pattern).toBe(`${minutes} ${hours} * * *`);

    // A double tap on Disable and Enable together: whichever came last, the schedule follows the row.
    await Promise.all([
      admin('post', '/api/toggle-email-scheduler').send({ type: 'weekly', enabled: true }).expect(200),
      admin('post', '/api/toggle-email-scheduler').send({ type: 'weekly', enabled: false }).expect(200),
      admin('post', '/api/toggle-email-scheduler').send({ type: 'weekly', enabled: true }).expect(200),
    ]);
    const { weekly } = (await admin('get', '/api/email-scheduler-status').expect(200)).body as { weekly: boolean };
    expect(Boolean((await queue.getJobSchedulers()).find((item) => item.key === 'digest-weekly'))).toBe(weekly);
    await admin('post', '/api/toggle-email-scheduler').send({ type: 'weekly', enabled: false }).expect(200);
    await admin('post', '/api/email-scheduler-settings').send({ type: 'daily', time: '07:00' }).expect(200);
  });

  it('previews the events of a date', async () => {
    const [row] = await env.dataSource.query<{ day: string; title: string }[]>(
      `SELECT to_char(start_at AT TIME ZONE 'America/New_York', 'YYYY-MM-DD') AS day, title FROM calendar_events ORDER BY start_at LIMIT 1`,
    );
    const response = await admin('get', '/api/events-preview').query({ date: row.day }).expect(200);
    expect(response.body.events.map((event: { Title: string }) => event.Title)).toContain(row.title);
    expect(Object.keys(response.body.events[0]).sort()).toEqual(['Category', 'Description', 'EndTime', 'ID', 'Location', 'StartTime', 'Title']);
    expect((await admin('get', '/api/events-preview').query({ date: '22/11/2026' }).expect(400)).body.message).toBe(
      'Please enter a real date as yyyy-mm-dd, between 2000 and 2100.',
    );
    // The weekly preview covers the seven days from the date, as the weekly digest does.
    const dayBefore = new Date(`${row.day}T12:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 3);
    const from = dayBefore.toISOString().slice(0, 10);
    expect((await admin('get', '/api/events-preview').query({ date: from }).expect(200)).body.events).toEqual([]);
    const week = await admin('get', '/api/events-preview').query({ date: from, type: 'weekly' }).expect(200);
    expect(week.body.events.map((event: { Title: string }) => event.Title)).toContain(row.title);
  });

  it('sends a test digest to the entered address and logs it', async () => {
    expect(
      (await admin('post', '/api/send-test-email').send({ emailType: 'weekly', recipient: '', testDate: '2026-11-22' }).expect(400)).body.message,
    ).toBe('Please enter a recipient email address.');
    const response = await admin('post', '/api/send-test-email')
      .send({ emailType: 'weekly', recipient: 'tester@example.com', testDate: '2026-11-22' })
      .expect(200);
    expect(response.body.message).toBe('Test email sent successfully to tester@example.com');
    const mail = await smtp.waitFor('tester@example.com', 15_000);
    expect(mail.decoded).toContain('Weekly Event Reminder');
    const logs = await until(
      async () => {
        const { logs: all } = (await admin('get', '/api/email-logs').expect(200)).body as EmailLogsResponse;
        const test = all.find((log) => log.type === 'test');
        return test?.runs[0]?.text.includes('tester@example.com') && all;
      },
      10_000,
      'the test log',
    );
    expect(logs.map((log) => log.type)).toEqual(['daily', 'weekly', 'test']);
  });

  it('runs a scheduled daily digest to the list’s subscribers, with statistics and a working unsubscribe link', async () => {
    const subscribers = await env.dataSource.query<{ email: string }[]>(
      `SELECT m.email FROM members m JOIN member_subscriptions s ON s.member_id = m.id JOIN subscription_lists l ON l.id = s.list_id
       WHERE l.name = 'Daily Event Reminder' AND m.deleted_at IS NULL AND m.membership_status IN ('Active', 'LTM', 'Expired', 'Pending')`,
    );
    expect(subscribers.length).toBeGreaterThan(0);
    smtp.messages.splice(0);
    // What the job scheduler adds at 7:00 each day.
    await queue.add('digest', { type: 'daily' });
    const stats = await until(
      async () => {
        const body = (await admin('get', '/api/email-stats').expect(200)).body as {
          daily: { lastRun: string | null; recipients: number; status: string };
        };
        return body.daily.lastRun !== null && body.daily.status !== 'Sending' && body.daily;
      },
      20_000,
      'the daily run',
    );
    // "Success" only once every recipient was sent, and the count is of messages the SMTP server took.
    expect(stats).toMatchObject({ recipients: subscribers.length, failed: 0, status: 'Success' });
    expect(smtp.messages.length).toBeGreaterThanOrEqual(subscribers.length);
    const mail = smtp.messages[0];
    const link = /List-Unsubscribe:\s*<http:\/\/portal\.test(\/api\/unsubscribe\?token=[^>]+)>/.exec(mail.decoded.replace(/\r?\n\s+/g, ''))?.[1];
    expect(link).toBeDefined();
    // Opening the link (as a mail scanner does) only asks; the page's button (or one-click) unsubscribes.
    expect(
      (
        await http()
          .get(link ?? '')
          .expect(200)
      ).text,
    ).toContain('<button type="submit">Unsubscribe</button>');
    await http()
      .post(link ?? '')
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const [left] = await env.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM members m JOIN member_subscriptions s ON s.member_id = m.id JOIN subscription_lists l ON l.id = s.list_id WHERE l.name = 'Daily Event Reminder' AND m.email = $1`,
      [mail.to[0]],
    );
    expect(left.n).toBe(0);
  }, 60_000);

  it('greets a test digest’s recipient by their own name when the address is a member’s', async () => {
    const testDigestTo = (address: string) =>
      until(
        async () => smtp.messages.find((mail) => mail.to.includes(address) && mail.decoded.includes('[Test] Daily Event Reminder')),
        15_000,
        `the test digest to ${address}`,
      );
    await admin('post', '/api/send-test-email').send({ emailType: 'daily', recipient: SEEDED.Admin.email, testDate: '2026-11-22' }).expect(200);
    expect((await testDigestTo(SEEDED.Admin.email)).decoded).toContain('Dear Margaret,');
    await admin('post', '/api/send-test-email').send({ emailType: 'daily', recipient: 'stranger@example.com', testDate: '2026-11-22' }).expect(200);
    expect((await testDigestTo('stranger@example.com')).decoded).toContain('Dear Member,');
  });

  it('shows a run whose sends failed as Failed, with the count actually sent and the failed addresses', async () => {
    const subscribers = await env.dataSource.query<{ email: string }[]>(
      `SELECT m.email FROM members m JOIN member_subscriptions s ON s.member_id = m.id JOIN subscription_lists l ON l.id = s.list_id
       WHERE l.name = 'Weekly Event Reminder' AND m.deleted_at IS NULL AND m.membership_status IN ('Active', 'LTM', 'Expired', 'Pending') ORDER BY m.email`,
    );
    expect(subscribers.length).toBeGreaterThan(1);
    const refused = subscribers[0].email;
    smtp.refused.add(refused);
    try {
      await queue.add('digest', { type: 'weekly' });
      const stats = await until(
        async () => {
          const body = (await admin('get', '/api/email-stats').expect(200)).body as { weekly: { lastRun: string | null; status: string } };
          return body.weekly.lastRun !== null && body.weekly.status !== 'Sending' && body.weekly;
        },
        30_000,
        'the weekly run to finish',
      );
      expect(stats).toEqual({ lastRun: expect.any(String), recipients: subscribers.length - 1, failed: 1, status: 'Failed' });
      const { logs } = (await admin('get', '/api/email-logs').expect(200)).body as EmailLogsResponse;
      const [run] = logs.find((log) => log.type === 'weekly')?.runs ?? [];
      const weekly = run?.text ?? '';
      expect(weekly).toMatch(/^\[Failed\] /);
      expect(weekly).toContain(`sent to ${subscribers.length - 1} of ${subscribers.length} recipients; 1 failed`);
      expect(weekly).toContain(`${refused}: `);
      // The theater's time and days in words (issue 36): no ISO instant or day, no time zone abbreviation, no id.
      expect(weekly).toMatch(/^\[\w+\] \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M: weekly digest for \w+day, \w+ \d{1,2}, \d{4} to /);
      expect(weekly).toMatch(/\nqueued to \d+ recipients?\n/);
      expect(weekly).not.toMatch(/\d{4}-\d{2}-\d{2}|\(s\)/);
      // The campaign id is apart, for the Technical details.
      expect(run?.campaignId).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      smtp.refused.delete(refused);
    }
  }, 60_000);

  it('serves the queue dashboard to Admins only, through a session cookie scoped to its path', async () => {
    expect((await http().get('/api/admin/queues').expect(401)).body.statusCode).toBe(401);
    await http().post('/api/admin/queues-session').set('Authorization', `Bearer ${memberToken}`).expect(403);
    await http().get('/api/admin/queues').set('Cookie', `greenroom_queue_dashboard=${memberToken}`).expect(403);

    const opened = await admin('post', '/api/admin/queues-session').expect(200);
    const cookie = String(opened.headers['set-cookie']);
    expect(cookie).toMatch(/greenroom_queue_dashboard=.+; Max-Age=3600; Path=\/api\/admin\/queues; Expires=.+; HttpOnly; SameSite=Strict/);
    const jar = cookie.split(';')[0];
    expect((await http().get('/api/admin/queues').set('Cookie', jar).expect(200)).text).toContain('<html');
    const queues = await http().get('/api/admin/queues/api/queues').set('Cookie', jar).expect(200);
    expect(queues.body.queues.map((queue: { name: string }) => queue.name).sort()).toEqual(['bulk-email', 'email']);
  });
});
