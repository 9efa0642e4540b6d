import { randomUUID } from 'node:crypto';
import {
  AUDITION_APPLICATION_ALREADY_IN_MESSAGE,
  DUES_MESSAGES,
  MEMBER_LOG_ACTIONS,
  SHOW_MESSAGES,
  type ShowWriteInput,
  type Show,
} from '@greenroom/contracts';
import type { Response } from 'supertest';
import { auditionSubmission } from './support/applications';
import { httpAppWithMail } from './support/http-app';
import { SEEDED } from './support/members';

const DAY = 86_400;

/** The same request (or several) fired at once, as a double tap or two admins would. */
const atOnce = (...requests: PromiseLike<Response>[]) => Promise.all(requests);
const statuses = (answers: Response[]) => answers.map((answer) => answer.status).sort();

describe('requests at once: nothing doubled, nothing mixed, a 409 with words instead of a 500', () => {
  const { env, http, as } = httpAppWithMail(['Member', 'Admin', 'Board']);

  async function newMember(name: string): Promise<string> {
    const [row] = await env.dataSource.query<{ id: string }[]>(
      `INSERT INTO members (email, first_name, last_name, membership_status, dues_expire, last_paid_date)
       VALUES ($1, $2, 'Concurrent', 'Active', '2030-06-01', '2029-06-01') RETURNING id`,
      [`${name.toLowerCase()}@concurrent.test`, name],
    );
    return row.id;
  }

  const duesOf = async (id: string) =>
    (
      await env.dataSource.query<{ dues_expire: string }[]>(`SELECT to_char(dues_expire, 'YYYY-MM-DD') AS dues_expire FROM members WHERE id = $1`, [
        id,
      ])
    )[0].dues_expire;
  const paymentsOf = async (id: string) =>
    (await env.dataSource.query<{ count: number }[]>('SELECT count(*)::int AS count FROM dues_payments WHERE member_id = $1', [id]))[0].count;
  const duesLogEntriesOf = async (id: string) =>
    (
      await env.dataSource.query<{ count: number }[]>('SELECT count(*)::int AS count FROM member_log WHERE member_id = $1 AND action_type = $2', [
        id,
        MEMBER_LOG_ACTIONS.duesPaid,
      ])
    )[0].count;
  const pay = (body: Record<string, unknown>) => http().post('/api/members/dues-payment').set(as('Admin')).send(body);

  describe('POST /api/members/dues-payment', () => {
    it('records a payment sent three times at once with one idempotency key once, and answers all three alike', async () => {
      const id = await newMember('Doris');
      const idempotencyKey = randomUUID();
      const answers = await atOnce(pay({ id, idempotencyKey }), pay({ id, idempotencyKey }), pay({ id, idempotencyKey }));
      expect(statuses(answers)).toEqual([200, 200, 200]);
      expect(answers[1].body).toEqual(answers[0].body);
      expect(answers[2].body).toEqual(answers[0].body);
      expect(answers[0].body.message).toBe(DUES_MESSAGES.paymentRecorded);
      expect(await duesOf(id)).toBe('2031-06-01');
      expect(await paymentsOf(id)).toBe(1);
      expect(await duesLogEntriesOf(id)).toBe(1);

      // A retry long after gets the first answer too, and records nothing.
      const retried = await pay({ id, idempotencyKey }).expect(200);
      expect(retried.body).toEqual(answers[0].body);
      expect(await duesOf(id)).toBe('2031-06-01');
    });

    it('takes one payment a day from two admins at once, and a second only when confirmed on purpose', async () => {
      const id = await newMember('Edith');
      const answers = await atOnce(
        pay({ id, idempotencyKey: randomUUID() }),
        pay({ id, idempotencyKey: randomUUID() }),
        pay({ id, idempotencyKey: randomUUID() }),
      );
      expect(statuses(answers)).toEqual([200, 409, 409]);
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        expect(refused.body).toEqual({ statusCode: 409, message: DUES_MESSAGES.alreadyRecordedToday });
        expect(refused.body.message).toMatch(/already recorded today/);
      }
      expect(await duesOf(id)).toBe('2031-06-01');
      expect(await paymentsOf(id)).toBe(1);
      expect(await duesLogEntriesOf(id)).toBe(1);

      const second = await pay({ id, idempotencyKey: randomUUID(), confirmSecondPayment: true }).expect(200);
      expect(second.body.message).toBe(DUES_MESSAGES.paymentRecorded);
      expect(await duesOf(id)).toBe('2032-06-01');
      expect(await paymentsOf(id)).toBe(2);
      expect(await duesLogEntriesOf(id)).toBe(2);
    });

    it('refuses a key already used for another member, and keeps the day rule in PostgreSQL itself', async () => {
      const first = await newMember('Flora');
      const other = await newMember('Gladys');
      const idempotencyKey = randomUUID();
      await pay({ id: first, idempotencyKey }).expect(200);
      const reused = await pay({ id: other, idempotencyKey }).expect(409);
      expect(reused.body).toEqual({ statusCode: 409, message: DUES_MESSAGES.keyReused });
      expect(await paymentsOf(other)).toBe(0);
      // Past the service: the unique index refuses a second unconfirmed payment on one day.
      await expect(
        env.dataSource.query(
          `INSERT INTO dues_payments (member_id, paid_on, idempotency_key, recorded_by, response)
           SELECT member_id, paid_on, gen_random_uuid(), 'sql', response FROM dues_payments WHERE member_id = $1`,
          [first],
        ),
      ).rejects.toThrow(/dues_payments_one_a_day_key/);
    });

    it('refuses a request without an idempotency key in words', async () => {
      const id = await newMember('Hazel');
      const refused = await pay({ id }).expect(400);
      expect(refused.body).toEqual({ statusCode: 400, message: 'idempotencyKey is required' });
      expect(await paymentsOf(id)).toBe(0);
    });
  });

  describe('POST /api/shows', () => {
    const now = Math.floor(Date.now() / 1000);
    const show = (name: string): ShowWriteInput => ({
      name,
      description: 'Twice at once.',
      auditionLocation: 'Savannah',
      characters: [{ name: 'Lead', gender: 'Any', ageRange: '', descriptors: '' }],
      auditionDates: [{ StartDateTime: now + 10 * DAY, EndDateTime: now + 10 * DAY + 3600 }],
    });

    it('creates a show sent twice at once once, and answers the other 409 in words', async () => {
      const answers = await atOnce(
        http().post('/api/shows').set(as('Admin')).send(show('Harvey')),
        http().post('/api/shows').set(as('Board')).send(show('Harvey')),
      );
      expect(statuses(answers)).toEqual([201, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body).toEqual({ statusCode: 409, message: SHOW_MESSAGES.nameTaken });
      expect(SHOW_MESSAGES.nameTaken).toBe('A show with this name already exists.');
      const count = async (sql: string) => (await env.dataSource.query<{ count: number }[]>(sql, ['Harvey']))[0].count;
      expect(await count('SELECT count(*)::int AS count FROM shows WHERE name = $1')).toBe(1);
      expect(await count('SELECT count(*)::int AS count FROM calendar_categories WHERE name = $1')).toBe(1);
      expect(await count(`SELECT count(*)::int AS count FROM calendar_events WHERE category = $1`)).toBe(1);
    });
  });

  describe('POST /api/audition-applications', () => {
    it('stores a pre-registration sent twice at once once: the other is answered 409 "Your application is already in."', async () => {
      const now = Math.floor(Date.now() / 1000);
      const { body } = await http()
        .post('/api/shows')
        .set(as('Admin'))
        .send({
          name: 'Arsenic',
          description: 'Old lace.',
          auditionLocation: 'Savannah',
          characters: [{ name: 'Abby', gender: 'Female', ageRange: '', descriptors: '' }],
          auditionDates: [{ StartDateTime: now + 10 * DAY, EndDateTime: now + 10 * DAY + 3600 }],
        } satisfies ShowWriteInput)
        .expect(201);
      const date = (body.show as Show).auditionDates[0];
      const submission = auditionSubmission(SEEDED.Member, {
        auditionId: 'group-Arsenic',
        showName: 'Arsenic',
        selectedDates: [{ id: date.id, date: '', startTime: '', endTime: '', unixStart: date.StartDateTime, unixEnd: date.EndDateTime! }],
        selectedCharacters: ['Abby'],
        acceptOtherRole: 'Yes',
      });
      const submit = () => http().post('/api/audition-applications').set(as('Member')).send(submission);
      const answers = await atOnce(submit(), submit());
      const stored = await env.dataSource.query<{ id: string }[]>('SELECT id FROM audition_applications WHERE member_id = $1 AND show_name = $2', [
        SEEDED.Member.id,
        'Arsenic',
      ]);
      expect(stored).toHaveLength(1);
      // Both at once: one 200, one 409. Should the second arrive after the first committed, it replaces it (200, updated).
      for (const answer of answers) {
        if (answer.status === 409) expect(answer.body).toEqual({ statusCode: 409, message: AUDITION_APPLICATION_ALREADY_IN_MESSAGE });
        else expect(answer.body).toEqual({ id: stored[0].id, updated: expect.any(Boolean) });
      }
      expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
      expect(statuses(answers).every((status) => status === 200 || status === 409)).toBe(true);
    });
  });

  describe('POST /api/update-member-teams', () => {
    const SETS = [['Props', 'Set'], ['Props', 'Ushers', 'Makeup'], ['Actor']];
    const teamsOfMember = async () =>
      (
        await env.dataSource.query<{ name: string }[]>(
          'SELECT t.name FROM member_teams mt JOIN teams t ON t.id = mt.team_id WHERE mt.member_id = $1 ORDER BY t.name',
          [SEEDED.Member.id],
        )
      ).map((row) => row.name);

    it('leaves exactly one of three sets sent at once, whole, every time, and never a 500', async () => {
      for (let round = 0; round < 8; round += 1) {
        const order = round % 2 === 0 ? SETS : [...SETS].reverse();
        const answers = await atOnce(...order.map((teams) => http().post('/api/update-member-teams').set(as('Member')).send({ teams })));
        expect(statuses(answers)).toEqual([200, 200, 200]);
        const stored = await teamsOfMember();
        expect(SETS.map((set) => [...set].sort())).toContainEqual(stored);
        // The last request to finish saw the stored set and answered it.
        expect(answers.map((answer) => [...answer.body.member.Teams].sort())).toContainEqual(stored);
      }
    });
  });
});
