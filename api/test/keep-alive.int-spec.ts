import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { SessionService } from '../src/auth/session.service';
import { hashToken } from '../src/common/token-hash';
import { SEEDED } from './support/members';
import { TestEnvironment } from './support/test-env';

/** Issue 37: typing keeps the server's session alive, although typing loads nothing. */
describe('POST /api/auth/keep-alive', () => {
  const env = new TestEnvironment();
  let app: INestApplication;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
  });
  afterAll(() => env.dispose());

  const http = () => request(app.getHttpServer());
  const idleFor = (token: string, minutes: number) =>
    env.dataSource.query(`UPDATE sessions SET last_seen_at = now() - make_interval(mins => $2) WHERE token_hash = $1`, [hashToken(token), minutes]);
  const idleSeconds = async (token: string) =>
    (
      await env.dataSource.query<{ idle: number }[]>(
        'SELECT extract(epoch FROM now() - last_seen_at)::int AS idle FROM sessions WHERE token_hash = $1',
        [hashToken(token)],
      )
    )[0].idle;

  it('restarts the idle clock of a session 29 minutes quiet, so the member writing a bio is not signed out at 30', async () => {
    const token = await app.get(SessionService).open(SEEDED.Member.id);
    await idleFor(token, 29);
    expect((await http().post('/api/auth/keep-alive').set('Authorization', `Bearer ${token}`).expect(200)).body).toEqual({
      message: 'Still signed in.',
    });
    expect(await idleSeconds(token)).toBeLessThan(5);
    await idleFor(token, 2);
    await http().get('/api/members/current').set('Authorization', `Bearer ${token}`).expect(200);
  });

  it('does not revive a session already over its 30 idle minutes, and needs a session', async () => {
    const token = await app.get(SessionService).open(SEEDED.Member.id);
    await idleFor(token, 31);
    expect((await http().post('/api/auth/keep-alive').set('Authorization', `Bearer ${token}`).expect(401)).body).toEqual({
      statusCode: 401,
      message: 'Your session has expired. Please sign in again.',
    });
    await http().post('/api/auth/keep-alive').expect(401);
  });
});
