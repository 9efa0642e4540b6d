import { randomUUID } from 'node:crypto';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { DUES_REMINDER_LIST, type MembershipStatus } from '@greenroom/contracts';
import { Queue } from 'bullmq';
import request from 'supertest';
import { addCalendarDays, calendarDayIn, Clock } from '../src/clock/clock';
import { AppConfig } from '../src/config/app-config';
import { MEMBERSHIP_LIFECYCLE_QUEUE, MEMBERSHIP_LIFECYCLE_SCHEDULER_ID } from '../src/members/lifecycle/membership-lifecycle-job';
import { MembershipSweepService } from '../src/members/lifecycle/membership-sweep.service';
import { redisOptionsFromUrl } from '../src/redis/redis-options';
import { SEEDED } from './support/members';
import { seededTokens } from './support/sessions';
import { SmtpSink, TestEnvironment } from './support/test-env';
import { until } from './support/until';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface NewMember {
  name: string;
  status: MembershipStatus;
  duesExpire?: string | null;
  lastPaid?: string | null;
  appliedDaysAgo?: number;
  onReminderList?: boolean;
}

describe('membership lifecycle: activation, 14-day applications, dues reminders, lapse', () => {
  const env = new TestEnvironment();
  const smtp = new SmtpSink();
  let app: INestApplication;
  let worker: INestApplicationContext;
  let tokens: Record<'Admin' | 'Member', string>;
  let timeZone: string;
  let adminEmails: string[];
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    await env.setUp();
    const smtpUrl = await smtp.start();
    app = await env.startApp();
    worker = await env.startWorker(smtpUrl);
    tokens = await seededTokens(app, ['Admin', 'Member']);
    timeZone = worker.get(AppConfig).theaterTimeZone;
    const admins = await env.dataSource.query<{ email: string }[]>(
      `SELECT DISTINCT lower(email) AS email FROM members WHERE portal_permission = 'Admin' AND deleted_at IS NULL AND membership_status IN ('Active', 'LTM', 'Expired')`,
    );
    adminEmails = admins.map((admin) => admin.email);
    expect(adminEmails.length).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await env.dispose();
    await smtp.stop();
  });

  const today = () => calendarDayIn(new Date(), timeZone);
  /** Noon at the theater on `day`: the worker's clock, moved. */
  const setWorkerDay = (day: string) => jest.spyOn(worker.get(Clock), 'now').mockReturnValue(new Date(`${day}T17:00:00Z`));
  const sweep = () => worker.get(MembershipSweepService).run();
  const mailsTo = (email: string) => smtp.messages.filter((message) => message.to.includes(email));

  async function createMember(member: NewMember): Promise<{ id: string; email: string }> {
    const email = `${member.name.toLowerCase()}@lifecycle.test`;
    const [row] = await env.dataSource.query<{ id: string }[]>(
      `INSERT INTO members (email, first_name, last_name, membership_status, dues_expire, last_paid_date, created_at)
       VALUES ($1, $2, 'Lifecycle', $3, $4, $5, now() - make_interval(days => $6)) RETURNING id`,
      [email, member.name, member.status, member.duesExpire ?? null, member.lastPaid ?? null, member.appliedDaysAgo ?? 0],
    );
    if (member.onReminderList)
      await env.dataSource.query(`INSERT INTO member_subscriptions (member_id, list_id) SELECT $1, id FROM subscription_lists WHERE name = $2`, [
        row.id,
        DUES_REMINDER_LIST,
      ]);
    return { id: row.id, email };
  }

  const statusOf = async (id: string) =>
    (
      await env.dataSource.query<{ membership_status: string; deleted: boolean }[]>(
        `SELECT membership_status, deleted_at IS NOT NULL AS deleted FROM members WHERE id = $1`,
        [id],
      )
    )[0];
  const logOf = (id: string, action: string) =>
    env.dataSource.query<{ changed_by: string | null; changes: { field: string; before: string; after: string }[] }[]>(
      `SELECT changed_by, changes FROM member_log WHERE member_id = $1 AND action_type = $2`,
      [id, action],
    );

  afterEach(() => jest.restoreAllMocks());

  describe('Pending → Active by an Admin', () => {
    it('sends the applicant the activation e-mail once, logs who approved, and puts them on the reminder list', async () => {
      const applicant = await createMember({ name: 'Hazel', status: 'Pending', appliedDaysAgo: 2 });
      const detail = await http().get('/api/members/detail').query({ email: applicant.email }).set('Authorization', `Bearer ${tokens.Admin}`);
      expect(detail.status).toBe(200);
      const { isAdmin: _isAdmin, ...loaded } = detail.body.member;
      let record = loaded;
      // Each save names the version the last one answered, as the screen does.
      const update = async (status: MembershipStatus) => {
        const saved = await http()
          .post('/api/members/update')
          .set('Authorization', `Bearer ${tokens.Admin}`)
          .send({ ...record, Membership_Status: status })
          .expect(200);
        record = { ...record, version: saved.body.member.version };
      };

      await update('Active');
      const mail = await smtp.waitFor(applicant.email);
      expect(mail.decoded).toContain('Subject: Your membership is active');
      expect(mail.decoded).toContain('Dear Hazel,');
      expect(mail.decoded).toContain('/login');

      const [approval] = await logOf(applicant.id, 'Membership Approved');
      expect(approval).toEqual({ changed_by: SEEDED.Admin.email, changes: [{ field: 'Membership_Status', before: 'Pending', after: 'Active' }] });
      const lists = await env.dataSource.query(
        `SELECT 1 FROM member_subscriptions s JOIN subscription_lists l ON l.id = s.list_id WHERE s.member_id = $1 AND l.name = $2`,
        [applicant.id, DUES_REMINDER_LIST],
      );
      expect(lists).toHaveLength(1);

      // Saving the record again (Active → Active) is no approval: nothing more is sent.
      await update('Active');
      await sleep(1500);
      expect(mailsTo(applicant.email)).toHaveLength(1);
    });
  });

  describe('applications unpaid after 14 days', () => {
    it('removes them, tells every Admin in the membership digest, and leaves newer or paid ones', async () => {
      const stale = await createMember({ name: 'Opal', status: 'Pending', appliedDaysAgo: 15 });
      const recent = await createMember({ name: 'Pearl', status: 'Pending', appliedDaysAgo: 13 });
      const paid = await createMember({ name: 'Ruby', status: 'Pending', appliedDaysAgo: 20, lastPaid: addCalendarDays(today(), -10) });
      const before = adminEmails.map((admin) => mailsTo(admin).length);

      const result = await sweep();
      expect(result.removedApplications).toBe(1);
      expect(await statusOf(stale.id)).toEqual({ membership_status: 'Pending', deleted: true });
      expect(await statusOf(recent.id)).toEqual({ membership_status: 'Pending', deleted: false });
      expect(await statusOf(paid.id)).toEqual({ membership_status: 'Pending', deleted: false });
      const [removal] = await logOf(stale.id, 'Application Removed');
      expect(removal.changes).toEqual([{ field: 'Membership_Status', before: 'Pending', after: 'Removed' }]);

      for (const [index, admin] of adminEmails.entries()) {
        const digest = await smtp.waitFor(admin, 10_000, before[index]);
        expect(digest.decoded).toContain('Applications removed (dues not paid within 14 days): 1');
        expect(digest.decoded).toContain('Opal Lifecycle (opal@lifecycle.test)');
        expect(digest.decoded).not.toContain('Pearl');
      }

      // A rerun finds nothing left to do and tells nobody again.
      expect((await sweep()).removedApplications).toBe(0);
      await sleep(1500);
      adminEmails.forEach((admin, index) => expect(mailsTo(admin)).toHaveLength(before[index] + 1));
    });
  });

  describe('renewal reminders', () => {
    it('sends one 30 days and one 7 days before Dues_Expire, each once, with the list’s unsubscribe link', async () => {
      const dueOn = addCalendarDays(today(), 60);
      const reminded = await createMember({ name: 'Iris', status: 'Active', duesExpire: dueOn, onReminderList: true });
      const optedOut = await createMember({ name: 'Ivy', status: 'Active', duesExpire: dueOn, onReminderList: false });

      setWorkerDay(addCalendarDays(dueOn, -31));
      await sweep();
      setWorkerDay(addCalendarDays(dueOn, -30));
      await sweep();
      const first = await smtp.waitFor(reminded.email);
      expect(first.decoded).toMatch(/Subject: Your membership dues are due by/);
      expect(first.decoded).toContain('/api/unsubscribe?token=');
      expect(first.decoded).toContain('Dues Renewal Reminders');

      // The same day again, and days in between: nothing more.
      await sweep();
      setWorkerDay(addCalendarDays(dueOn, -20));
      await sweep();
      setWorkerDay(addCalendarDays(dueOn, -7));
      await sweep();
      const second = await smtp.waitFor(reminded.email, 10_000, 1);
      expect(second.decoded).toMatch(/Subject: Reminder: your membership dues are due by/);
      setWorkerDay(addCalendarDays(dueOn, -3));
      await sweep();
      await sweep();

      await sleep(1500);
      expect(mailsTo(reminded.email)).toHaveLength(2);
      expect(mailsTo(optedOut.email)).toHaveLength(0);
      const rows = await env.dataSource.query<{ days_before: number }[]>(
        `SELECT days_before FROM dues_reminders WHERE member_id = $1 ORDER BY days_before DESC`,
        [reminded.id],
      );
      expect(rows).toEqual([{ days_before: 30 }, { days_before: 7 }]);
    });

    it('sends only the 7-day reminder to a member first found within 7 days', async () => {
      const dueOn = addCalendarDays(today(), 5);
      const late = await createMember({ name: 'Lily', status: 'Active', duesExpire: dueOn, onReminderList: true });
      setWorkerDay(today());
      await sweep();
      expect((await smtp.waitFor(late.email)).decoded).toMatch(/Subject: Reminder: your membership dues are due by/);
      await sweep();
      await sleep(1500);
      expect(mailsTo(late.email)).toHaveLength(1);
    });
  });

  describe('lapse', () => {
    it('moves Active members past Dues_Expire to Expired with a log entry, never LTM members', async () => {
      const lapsed = await createMember({ name: 'Violet', status: 'Active', duesExpire: addCalendarDays(today(), -1) });
      const lastDay = await createMember({ name: 'Rose', status: 'Active', duesExpire: today() });
      const lifetime = await createMember({ name: 'Fern', status: 'LTM', duesExpire: addCalendarDays(today(), -400) });
      setWorkerDay(today());

      const result = await sweep();
      expect(result.lapsedMembers).toBeGreaterThanOrEqual(1);
      expect(await statusOf(lapsed.id)).toEqual({ membership_status: 'Expired', deleted: false });
      expect(await statusOf(lastDay.id)).toEqual({ membership_status: 'Active', deleted: false });
      expect(await statusOf(lifetime.id)).toEqual({ membership_status: 'LTM', deleted: false });
      const [entry] = await logOf(lapsed.id, 'Membership Lapsed');
      expect(entry).toEqual({ changed_by: null, changes: [{ field: 'Membership_Status', before: 'Active', after: 'Expired' }] });
      expect(await logOf(lifetime.id, 'Membership Lapsed')).toEqual([]);
      for (const admin of adminEmails)
        await until(
          async () => mailsTo(admin).some((mail) => mail.decoded.includes('Violet Lifecycle (violet@lifecycle.test)')),
          10_000,
          "the Admins' digest naming Violet",
        );

      // Years later, the LTM member is still LTM.
      setWorkerDay(addCalendarDays(today(), 3 * 365));
      await sweep();
      expect(await statusOf(lifetime.id)).toEqual({ membership_status: 'LTM', deleted: false });
    });
  });

  describe('dues payment and the Dues list (Admin)', () => {
    const admin = () => ({ Authorization: `Bearer ${tokens.Admin}` });

    it('records a payment on today, moves Dues_Expire a year on and makes an Expired member Active again', async () => {
      const early = await createMember({ name: 'Daisy', status: 'Active', duesExpire: addCalendarDays(today(), 20) });
      const lapsed = await createMember({ name: 'Poppy', status: 'Expired', duesExpire: addCalendarDays(today(), -40) });
      const list = await http().get('/api/members/dues').set(admin()).expect(200);
      expect(list.body.today).toBe(today());
      const listed = (id: string) => list.body.members.find((member: { id: string }) => member.id === id);
      expect(listed(early.id)).toMatchObject({ daysLeft: 20, Membership_Status: 'Active' });
      expect(listed(lapsed.id)).toMatchObject({ daysLeft: -40, Membership_Status: 'Expired' });
      const csv = await http().get('/api/members/dues.csv').set(admin()).expect(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.text).toContain('Last Name,First Name,Email,Membership Status,Dues Expire,Last Paid Date,Days Left');
      expect(csv.text).toContain(`Lifecycle,Daisy,daisy@lifecycle.test,Active,${addCalendarDays(today(), 20)},,20`);
      expect(csv.text).toContain(`Lifecycle,Poppy,poppy@lifecycle.test,Expired,${addCalendarDays(today(), -40)},,-40`);

      const paidEarly = await http().post('/api/members/dues-payment').set(admin()).send({ id: early.id, idempotencyKey: randomUUID() }).expect(200);
      expect(paidEarly.body.message).toBe('Dues payment recorded.');
      const [earlyRow] = await env.dataSource.query(`SELECT last_paid_date::text, dues_expire::text FROM members WHERE id = $1`, [early.id]);
      const nextYear = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
      expect(earlyRow).toEqual({ last_paid_date: today(), dues_expire: nextYear(addCalendarDays(today(), 20)) });

      await http().post('/api/members/dues-payment').set(admin()).send({ id: lapsed.id, idempotencyKey: randomUUID() }).expect(200);
      const [lapsedRow] = await env.dataSource.query(`SELECT membership_status, dues_expire::text FROM members WHERE id = $1`, [lapsed.id]);
      expect(lapsedRow).toEqual({ membership_status: 'Active', dues_expire: nextYear(today()) });
      const [entry] = await logOf(lapsed.id, 'Dues Paid');
      expect(entry.changed_by).toBe(SEEDED.Admin.email);
      expect(entry.changes.map((change) => change.field).sort()).toEqual(['Dues_Expire', 'Last_Paid_Date', 'Membership_Status']);

      const after = await http().get('/api/members/dues').set(admin()).expect(200);
      expect(after.body.members.map((member: { id: string }) => member.id)).not.toEqual(expect.arrayContaining([early.id]));
    });

    it('writes Days Left as numbers a spreadsheet sorts, while text cells stay guarded against formulas', async () => {
      const overdue = await createMember({ name: 'Moss', status: 'Expired', duesExpire: addCalendarDays(today(), -332) });
      await env.dataSource.query(`UPDATE members SET first_name = '-Moss', last_name = '=Lifecycle' WHERE id = $1`, [overdue.id]);
      const csv = await http().get('/api/members/dues.csv').set(admin()).expect(200);
      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\n');
      expect(lines[0]).toBe('Last Name,First Name,Email,Membership Status,Dues Expire,Last Paid Date,Days Left');
      expect(lines).toContain(`'=Lifecycle,'-Moss,moss@lifecycle.test,Expired,${addCalendarDays(today(), -332)},,-332`);
      // Every Days Left cell, the last of its line, is a bare integer: no apostrophe, no quotes.
      const daysLeft = lines.slice(1).map((line) => line.slice(line.lastIndexOf(',') + 1));
      expect(daysLeft.length).toBeGreaterThan(0);
      for (const cell of daysLeft) expect(cell).toMatch(/^-?\d+$/);
    });

    it('refuses other roles, LTM members, unknown and malformed ids with 4xx and changes nothing', async () => {
      const lifetime = await createMember({ name: 'Sage', status: 'LTM', duesExpire: null });
      await http().get('/api/members/dues').set('Authorization', `Bearer ${tokens.Member}`).expect(403);
      await http().get('/api/members/dues.csv').set('Authorization', `Bearer ${tokens.Member}`).expect(403);
      await http()
        .post('/api/members/dues-payment')
        .set('Authorization', `Bearer ${tokens.Member}`)
        .send({ id: lifetime.id, idempotencyKey: randomUUID() })
        .expect(403);
      await http().get('/api/members/dues').expect(401);
      const ltm = await http().post('/api/members/dues-payment').set(admin()).send({ id: lifetime.id, idempotencyKey: randomUUID() }).expect(400);
      expect(ltm.body).toEqual({ statusCode: 400, message: 'Lifetime members (LTM) pay no dues.' });
      await http()
        .post('/api/members/dues-payment')
        .set(admin())
        .send({ id: '6f1c2d1e-0000-4000-8000-000000000000', idempotencyKey: randomUUID() })
        .expect(404);
      await http().post('/api/members/dues-payment').set(admin()).send({ id: 'nope', idempotencyKey: randomUUID() }).expect(400);
      await http().post('/api/members/dues-payment').set(admin()).send({ idempotencyKey: randomUUID() }).expect(400);
      const [row] = await env.dataSource.query(`SELECT last_paid_date FROM members WHERE id = $1`, [lifetime.id]);
      expect(row.last_paid_date).toBeNull();
    });
  });

  it('is scheduled daily on the theater’s clock by the worker', async () => {
    const queue = new Queue(MEMBERSHIP_LIFECYCLE_QUEUE, { connection: redisOptionsFromUrl(env.config().redisUrl), prefix: env.redisPrefix });
    try {
      await until(async () => (await queue.getJobScheduler(MEMBERSHIP_LIFECYCLE_SCHEDULER_ID)) !== undefined, 10_000, 'the lifecycle schedule');
      expect((await queue.getJobScheduler(MEMBERSHIP_LIFECYCLE_SCHEDULER_ID))?.pattern).toBe('15 6 * * *');
      expect((await queue.getJobScheduler(MEMBERSHIP_LIFECYCLE_SCHEDULER_ID))?.tz).toBe(timeZone);
    } finally {
      await queue.close();
    }
  });
});
