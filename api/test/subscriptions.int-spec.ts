import { DUES_REMINDER_LIST, FALLBACK_SUBSCRIPTION_CHOICES } from '@greenroom/contracts';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { SessionService } from '../src/auth/session.service';
import { SEEDED } from './support/members';
import { seededTokens } from './support/sessions';
import { TestEnvironment } from './support/test-env';

describe('e-mail subscriptions', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let memberToken: string;
  let adminToken: string;
  /** A seeded member with no lists: the spec's "new user". */
  let newMemberId: string;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    ({ Member: memberToken, Admin: adminToken } = await seededTokens(app, ['Member', 'Admin']));
    const [row] = await env.dataSource.query<{ id: string }[]>(
      `SELECT m.id FROM members m WHERE m.deleted_at IS NULL AND m.membership_status = 'Active'
       AND NOT EXISTS (SELECT 1 FROM member_subscriptions s WHERE s.member_id = m.id) ORDER BY m.id LIMIT 1`,
    );
    newMemberId = row.id;
  });
  afterAll(() => env.dispose());

  const http = () => request(app.getHttpServer());

  it('lists the choices in their order, to signed-in members only', async () => {
    const response = await http().get('/api/subscription-choices').set('Authorization', `Bearer ${memberToken}`).expect(200);
    // The dues reminders' list (migration MembershipLifecycle) comes after the seeded ones.
    expect(response.body.choices).toEqual([...FALLBACK_SUBSCRIPTION_CHOICES, DUES_REMINDER_LIST]);
    await http().get('/api/subscription-choices').expect(401);
  });

  it('reads and saves the session member’s own lists; a new member is new until the first save', async () => {
    const token = await app.get(SessionService).open(newMemberId);
    const auth = { Authorization: `Bearer ${token}` };
    expect((await http().get('/api/user-subscriptions').set(auth).expect(200)).body).toEqual({ subscriptions: [], isNew: true });

    const saved = await http()
      .post('/api/update-user-subscriptions')
      .set(auth)
      .send({ subscriptions: ['Tribute', 'Daily Event Reminder'] })
      .expect(200);
    expect(saved.body).toEqual({
      subscriptions: ['Daily Event Reminder', 'Tribute'],
      message: 'Your email subscriptions have been updated successfully!',
    });

    await http().post('/api/update-user-subscriptions').set(auth).send({ subscriptions: [] }).expect(200);
    expect((await http().get('/api/user-subscriptions').set(auth).expect(200)).body).toEqual({ subscriptions: [], isNew: false });
  });

  it('never touches another member’s lists, whatever e-mail the request carries', async () => {
    const response = await http()
      .post('/api/update-user-subscriptions')
      .set('Authorization', `Bearer ${memberToken}`)
      .send({ email: SEEDED.Admin.email, subscriptions: ['Tribute'] })
      .expect(403);
    expect(response.body).toEqual({ statusCode: 403, message: 'You can only manage your own email subscriptions.' });
    await http().get('/api/user-subscriptions').query({ email: SEEDED.Admin.email }).set('Authorization', `Bearer ${memberToken}`).expect(403);
    const own = await http()
      .get('/api/user-subscriptions')
      .query({ email: SEEDED.Admin.email.toUpperCase() })
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(200);
    expect(own.body.isNew).toBe(false);
  });

  it('reads the e-mail parameter trimmed and in any case; a blank one counts as not sent', async () => {
    const auth = { Authorization: `Bearer ${adminToken}` };
    await http().get('/api/user-subscriptions').query({ email: '' }).set(auth).expect(200);
    await http()
      .get('/api/user-subscriptions')
      .query({ email: `  ${SEEDED.Admin.email.toUpperCase()} ` })
      .set(auth)
      .expect(200);
    const other = await http()
      .post('/api/update-user-subscriptions')
      .set(auth)
      .send({ email: ` ${SEEDED.Member.email} `, subscriptions: [] })
      .expect(403);
    expect(other.body).toEqual({ statusCode: 403, message: 'You can only manage your own email subscriptions.' });
  });

  it('refuses a list that does not exist', async () => {
    const response = await http()
      .post('/api/update-user-subscriptions')
      .set('Authorization', `Bearer ${memberToken}`)
      .send({ subscriptions: ['Nope'] })
      .expect(400);
    expect(response.body.message).toBe('Unknown email list: Nope');
  });
});
