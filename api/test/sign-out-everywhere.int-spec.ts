import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { SessionService } from '../src/auth/session.service';
import { SEEDED } from './support/members';
import { TestEnvironment } from './support/test-env';

/** Issue 42, finding 9: a member can end every session of theirs, and an Admin's change of e-mail ends them too. */
describe('ending every session of a member', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let sessions: SessionService;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    sessions = app.get(SessionService);
  });
  afterAll(() => env.dispose());

  const http = () => request(app.getHttpServer());
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const works = async (token: string) => (await http().get('/api/members/current').set(bearer(token))).status;

  it('"Logout on every device" ends each session of the member, this one included, and no one else\'s', async () => {
    const here = await sessions.open(SEEDED.Member.id);
    const phone = await sessions.open(SEEDED.Member.id);
    const someoneElse = await sessions.open(SEEDED.Board.id);

    const answer = await http().post('/api/auth/logout-everywhere').set(bearer(here)).expect(200);
    expect(answer.body).toEqual({ message: 'You have been signed out on every computer, tablet and phone.' });
    expect([await works(here), await works(phone), await works(someoneElse)]).toEqual([401, 401, 200]);

    const logged = await env.dataSource.query<{ action_type: string; email: string }[]>(
      "SELECT action_type, email FROM member_log WHERE member_id = $1 AND action_type = 'Logout Everywhere'",
      [SEEDED.Member.id],
    );
    expect(logged).toEqual([{ action_type: 'Logout Everywhere', email: SEEDED.Member.email }]);
    await http().post('/api/auth/logout-everywhere').expect(401);
  });

  it("ends the member's sessions when an Admin changes their e-mail, not when an Admin changes their city", async () => {
    const admin = await sessions.open(SEEDED.Admin.id);
    const detail = await http().get('/api/members/detail').query({ email: SEEDED.Leader.email }).set(bearer(admin)).expect(200);
    const { isAdmin: _isAdmin, ...editable } = detail.body.member;

    const leader = await sessions.open(SEEDED.Leader.id);
    const moved = await http()
      .post('/api/members/update')
      .set(bearer(admin))
      .send({ ...editable, City: 'Ocala' })
      .expect(200);
    expect(await works(leader)).toBe(200);

    // The second save sends the version the first one answered (a save from the older read would be a 409).
    await http()
      .post('/api/members/update')
      .set(bearer(admin))
      .send({ ...editable, City: 'Ocala', Email: 'leader.new@example.com', version: moved.body.member.version })
      .expect(200);
    expect(await works(leader)).toBe(401);
    expect(await works(admin)).toBe(200);
  });
});
