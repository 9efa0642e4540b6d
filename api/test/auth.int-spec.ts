import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { SessionService } from '../src/auth/session.service';
import { hashToken } from '../src/common/token-hash';
import { FAMILY_EMAIL, SEEDED } from './support/members';
import { PORTAL_URL, SmtpSink, TestEnvironment } from './support/test-env';

const VERIFICATION_FAILED = 'Verification failed. Please request a new login link.';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

describe('sign-in by e-mail link, sessions and the member log', () => {
  const env = new TestEnvironment();
  const smtp = new SmtpSink();
  let app: INestApplication;
  let ipCounter = 0;
  /** Each test calls from its own address so the per-IP limit of one test does not touch another. */
  const nextIp = () => `203.0.113.${++ipCounter}`;

  beforeAll(async () => {
    await env.setUp();
    const smtpUrl = await smtp.start();
    app = await env.startApp();
    await env.startWorker(smtpUrl);
  });
  afterAll(async () => {
    await env.dispose();
    await smtp.stop();
  });

  const http = () => request(app.getHttpServer());
  const logRows = (email: string) =>
    env.dataSource.query<{ action_type: string; login_result: string; email: string | null; ip_address: string | null }[]>(
      'SELECT action_type, login_result, email, ip_address FROM member_log WHERE email = $1 ORDER BY timestamp, action_type',
      [email],
    );

  /** Requests a link and reads the token back out of the e-mail the worker sent. */
  async function requestToken(email: string, memberId: string, ip = nextIp(), redirect?: string): Promise<string> {
    smtp.messages.splice(0);
    await http().post('/api/auth/request-link').set('X-Forwarded-For', ip).send({ email, memberId, redirect }).expect(200);
    const mail = await smtp.waitFor(email);
    const token = /verify-login\?token=([A-Za-z0-9_-]{43})/.exec(mail.decoded)?.[1];
    if (!token) throw new Error('no token in the e-mail');
    return token;
  }

  async function signIn(email: string, memberId: string): Promise<string> {
    const token = await requestToken(email, memberId);
    const response = await http().post('/api/auth/verify-token').send({ token }).expect(200);
    return response.body.token as string;
  }

  describe('POST /api/auth/check-email', () => {
    it('lists every member who shares an address, by first name', async () => {
      const response = await http().post('/api/auth/check-email').send({ email: ' Family@GreenRoom.test ' }).expect(200);
      expect(response.body.exists).toBe(true);
      expect(response.body.members.map((member: { firstName: string }) => member.firstName)).toEqual(['George', 'Ruth']);
    });

    it('says so, with the spec message, for an address of no active member', async () => {
      const [pending] = await env.dataSource.query<{ email: string }[]>("SELECT email FROM members WHERE membership_status = 'Pending' LIMIT 1");
      for (const email of ['nobody@example.com', pending.email]) {
        const response = await http().post('/api/auth/check-email').send({ email }).expect(200);
        expect(response.body).toEqual({ exists: false, members: [], message: 'This email is not associated with any active member account.' });
      }
    });
  });

  describe('POST /api/auth/request-link and verify-token', () => {
    it('has the worker e-mail a single-use link to the portal, stores only its hash, and logs each step', async () => {
      const ip = nextIp();
      const token = await requestToken(SEEDED.Member.email, SEEDED.Member.id, ip, '/my-teams');
      const mail = smtp.messages[0];
      expect(mail.decoded).toContain(`${PORTAL_URL}/verify-login?token=${token}&redirect=%2Fmy-teams`);
      const stored = await env.dataSource.query<{ token_hash: string; requested_ip: string }[]>(
        'SELECT token_hash, requested_ip FROM login_tokens WHERE member_id = $1',
        [SEEDED.Member.id],
      );
      expect(stored).toEqual([{ token_hash: hashToken(token), requested_ip: ip }]);

      const verified = await http().post('/api/auth/verify-token').set('X-Forwarded-For', ip).send({ token }).expect(200);
      expect(verified.body.member).toMatchObject({ id: SEEDED.Member.id, Email: SEEDED.Member.email, Portal_Permission: 'Member', isAdmin: false });
      expect(verified.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const again = await http().post('/api/auth/verify-token').set('X-Forwarded-For', ip).send({ token }).expect(401);
      expect(again.body).toEqual({ statusCode: 401, message: VERIFICATION_FAILED });

      expect(await logRows(SEEDED.Member.email)).toEqual([
        { action_type: 'Login Link Requested', login_result: 'Link Sent', email: SEEDED.Member.email, ip_address: ip },
        { action_type: 'Login', login_result: 'Success', email: SEEDED.Member.email, ip_address: ip },
        { action_type: 'Login', login_result: 'Reused Token', email: SEEDED.Member.email, ip_address: ip },
      ]);
    });

    it('refuses an expired link and logs it', async () => {
      const token = await requestToken(SEEDED.Board.email, SEEDED.Board.id);
      await env.dataSource.query("UPDATE login_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hashToken(token)]);
      const response = await http().post('/api/auth/verify-token').send({ token }).expect(401);
      expect(response.body.message).toBe(VERIFICATION_FAILED);
      const log = await logRows(SEEDED.Board.email);
      expect(log[log.length - 1]).toMatchObject({ action_type: 'Login', login_result: 'Expired Token' });
      const sessions = await env.dataSource.query('SELECT 1 FROM sessions WHERE member_id = $1', [SEEDED.Board.id]);
      expect(sessions).toHaveLength(0);
    });

    it('refuses an unknown token (401) and a malformed one (400)', async () => {
      const before = await env.dataSource.query<{ count: string }[]>("SELECT count(*) FROM member_log WHERE login_result = 'Invalid Token'");
      const unknown = await http().post('/api/auth/verify-token').send({ token: 'x'.repeat(43) }).expect(401);
      expect(unknown.body).toEqual({ statusCode: 401, message: VERIFICATION_FAILED });
      const after = await env.dataSource.query<{ count: string }[]>("SELECT count(*) FROM member_log WHERE login_result = 'Invalid Token'");
      expect(Number(after[0].count)).toBe(Number(before[0].count) + 1);

      const malformed = await http().post('/api/auth/verify-token').send({ token: 'short' }).expect(400);
      expect(malformed.body).toEqual({ statusCode: 400, message: 'Invalid login link. Missing token.' });
    });

    it('sends the link of the chosen member when two share an address', async () => {
      const check = await http().post('/api/auth/check-email').send({ email: FAMILY_EMAIL }).expect(200);
      const ruth = check.body.members.find((member: { firstName: string }) => member.firstName === 'Ruth');
      const token = await requestToken(FAMILY_EMAIL, ruth.id);
      const verified = await http().post('/api/auth/verify-token').send({ token }).expect(200);
      expect(verified.body.member).toMatchObject({ id: ruth.id, First_Name: 'Ruth' });
    });

    it('refuses a member id that does not go with the e-mail', async () => {
      const response = await http()
        .post('/api/auth/request-link')
        .set('X-Forwarded-For', nextIp())
        .send({ email: SEEDED.Member.email, memberId: SEEDED.Admin.id })
        .expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: 'This email is not associated with any active member account.' });
    });

    it('allows 5 link requests per e-mail in 15 minutes, then answers 429', async () => {
      const send = () => http().post('/api/auth/request-link').set('X-Forwarded-For', nextIp()).send({ email: SEEDED.Leader.email, memberId: SEEDED.Leader.id });
      for (let attempt = 0; attempt < 5; attempt += 1) await send().expect(200);
      const limited = await send().expect(429);
      expect(limited.body).toEqual({ statusCode: 429, message: 'Too many login link requests. Please wait 15 minutes and try again.' });
      const log = await logRows(SEEDED.Leader.email);
      expect(log[log.length - 1]).toMatchObject({ action_type: 'Login Link Requested', login_result: 'Rate Limited' });
    });

    it('allows 5 link requests per IP address in 15 minutes, whatever the e-mail', async () => {
      const ip = nextIp();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await http().post('/api/auth/request-link').set('X-Forwarded-For', ip).send({ email: `someone${attempt}@example.com`, memberId: SEEDED.Admin.id }).expect(400);
      }
      await http().post('/api/auth/request-link').set('X-Forwarded-For', ip).send({ email: SEEDED.Admin.email, memberId: SEEDED.Admin.id }).expect(429);
    });
  });

  describe('sessions', () => {
    it('identifies the member by the bearer token and answers the Member shape', async () => {
      const token = await signIn(SEEDED.Admin.email, SEEDED.Admin.id);
      const response = await http().get('/api/members/current').set('Authorization', `Bearer ${token}`).expect(200);
      const member = response.body.member;
      expect(member).toMatchObject({ id: SEEDED.Admin.id, First_Name: 'Margaret', Portal_Permission: 'Admin', isAdmin: true, Teams: ['Marketing', 'Production'] });
      expect(typeof member.Member_Since).toBe('number');
      expect(member.Member_Since).toBeLessThan(1e10);

      await http().post('/api/members/me').set('Authorization', `Bearer ${token}`).send({ email: SEEDED.Admin.email }).expect(200);
      const other = await http().post('/api/members/me').set('Authorization', `Bearer ${token}`).send({ email: SEEDED.Member.email }).expect(403);
      expect(other.body).toEqual({ statusCode: 403, message: 'You can only view your own member information.' });
    });

    it('refreshes last_seen_at on use, and ends a session idle for more than 30 minutes (logged once)', async () => {
      const token = await signIn(SEEDED.Admin.email, SEEDED.Admin.id);
      const hash = hashToken(token);
      await env.dataSource.query("UPDATE sessions SET last_seen_at = now() - interval '5 minutes' WHERE token_hash = $1", [hash]);
      await http().get('/api/members-nav').set('Authorization', `Bearer ${token}`).expect(200);
      const [touched] = await env.dataSource.query<{ idle_seconds: number }[]>(
        'SELECT extract(epoch FROM now() - last_seen_at)::int AS idle_seconds FROM sessions WHERE token_hash = $1',
        [hash],
      );
      expect(touched.idle_seconds).toBeLessThan(60);

      await env.dataSource.query("UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE token_hash = $1", [hash]);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await http().get('/api/members-nav').set('Authorization', `Bearer ${token}`).expect(401);
        expect(response.body).toEqual({ statusCode: 401, message: SESSION_EXPIRED });
      }
      const timeouts = await env.dataSource.query("SELECT 1 FROM member_log WHERE action_type = 'Session Timeout' AND email = $1", [SEEDED.Admin.email]);
      expect(timeouts).toHaveLength(1);
    });

    it('ends a session 12 hours after sign-in, however active', async () => {
      const token = await signIn(SEEDED.Admin.email, SEEDED.Admin.id);
      await env.dataSource.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hashToken(token)]);
      const response = await http().get('/api/feature-windows').set('Authorization', `Bearer ${token}`).expect(401);
      expect(response.body.message).toBe(SESSION_EXPIRED);
    });

    it('logs out: the token stops working and the logout is logged', async () => {
      // The Leader's e-mail used up its link requests above, so the session is opened directly.
      const token = await app.get(SessionService).open(SEEDED.Leader.id);
      const response = await http().post('/api/auth/logout').set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', '198.51.100.7').expect(200);
      expect(response.body).toEqual({ message: 'You have been signed out.' });
      await http().get('/api/members/current').set('Authorization', `Bearer ${token}`).expect(401);
      const log = await logRows(SEEDED.Leader.email);
      expect(log[log.length - 1]).toEqual({ action_type: 'Logout', login_result: 'Success', email: SEEDED.Leader.email, ip_address: '198.51.100.7' });
    });

    it('revokeMemberSessions ends every session of a member', async () => {
      const sessions = app.get(SessionService);
      const tokens = [await sessions.open(SEEDED.Board.id), await sessions.open(SEEDED.Board.id)];
      await http().get('/api/members/current').set('Authorization', `Bearer ${tokens[0]}`).expect(200);
      expect(await sessions.revokeMemberSessions(SEEDED.Board.id)).toBe(2);
      for (const token of tokens) await http().get('/api/members/current').set('Authorization', `Bearer ${token}`).expect(401);
    });

    it('ignores identity claims other than the bearer session', async () => {
      const basic = Buffer.from(`${SEEDED.Admin.email}:`).toString('base64');
      await http().get('/api/members/current').set('Authorization', `Basic ${basic}`).expect(401);
      await http().post('/api/members/me').send({ email: SEEDED.Admin.email }).expect(401);
    });
  });
});
