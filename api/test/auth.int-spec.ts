import type { INestApplication } from '@nestjs/common';
import Redis from 'ioredis';
import request from 'supertest';
import { SessionService } from '../src/auth/session.service';
import { hashToken, newToken } from '../src/common/token-hash';
import { clientAddresses } from './support/client-addresses';
import { FAMILY_EMAIL, membersWithOwnEmail, SEEDED } from './support/members';
import { PORTAL_URL, SmtpSink, TestEnvironment } from './support/test-env';

const VERIFICATION_FAILED = 'Verification failed. Please request a new login link.';
const LINK_ALREADY_USED =
  'This login link has already been used, and each link works only once. If you are not signed in on this device, ask for a new link below.';
const APPLICATION_WAITING = 'An application from this address is waiting for the office.';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const NOT_A_MEMBER = 'This email is not associated with any active member account.';
const CHOICE_NO_LONGER_VALID = 'This sign-in choice is no longer valid. Please enter your email address again.';
const TOO_MANY = 'Too many login link requests. Please wait 15 minutes and try again.';

interface CheckAnswer {
  exists: boolean;
  members: { choice: string; firstName: string }[];
  message?: string;
  applicationWaiting?: boolean;
}

describe('sign-in by e-mail link, sessions and the member log', () => {
  const env = new TestEnvironment();
  const smtp = new SmtpSink();
  let app: INestApplication;
  const nextIp = clientAddresses('203.0.113');

  let redis: Redis;

  beforeAll(async () => {
    await env.setUp();
    redis = new Redis(env.config().redisUrl);
    const smtpUrl = await smtp.start();
    app = await env.startApp();
    await env.startWorker(smtpUrl);
  });
  afterAll(async () => {
    redis.disconnect();
    await env.dispose();
    await smtp.stop();
  });

  const http = () => request(app.getHttpServer());
  const logRows = (email: string) =>
    env.dataSource.query<{ action_type: string; login_result: string; email: string | null; ip_address: string | null }[]>(
      'SELECT action_type, login_result, email, ip_address FROM member_log WHERE email = $1 ORDER BY timestamp, action_type',
      [email],
    );

  const check = async (email: string, ip = nextIp()): Promise<CheckAnswer> =>
    (await http().post('/api/auth/check-email').set('X-Forwarded-For', ip).send({ email }).expect(200)).body as CheckAnswer;
  const choiceKey = (choice: string) => `${env.redisPrefix}:sign-in-choice:${hashToken(choice)}`;

  /** Checks the e-mail of one member, requests the link with its choice and reads the token from the e-mail. */
  async function requestToken(email: string, { ip = nextIp(), redirect }: { ip?: string; redirect?: string } = {}): Promise<string> {
    const [only] = (await check(email, ip)).members;
    smtp.messages.splice(0);
    await http().post('/api/auth/request-link').set('X-Forwarded-For', ip).send({ email, choice: only.choice, redirect }).expect(200);
    const mail = await smtp.waitFor(email);
    const token = /verify-login\?token=([A-Za-z0-9_-]{43})/.exec(mail.decoded)?.[1];
    if (!token) throw new Error('no token in the e-mail');
    return token;
  }

  async function signIn(email: string): Promise<string> {
    const token = await requestToken(email);
    const response = await http().post('/api/auth/verify-token').send({ token }).expect(200);
    return response.body.token as string;
  }

  describe('POST /api/auth/check-email', () => {
    it('lists every member who shares an address by first name, with an opaque choice instead of a member id', async () => {
      const answer = await check(' Family@GreenRoom.test ');
      expect(answer.exists).toBe(true);
      expect(answer.members.map((member) => member.firstName)).toEqual(['George', 'Ruth']);
      for (const member of answer.members) {
        expect(Object.keys(member).sort()).toEqual(['choice', 'firstName']);
        expect(member.choice).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }
      const ids = await env.dataSource.query<{ id: string }[]>('SELECT id FROM members WHERE lower(email) = $1', [FAMILY_EMAIL]);
      expect(ids).toHaveLength(2);
      for (const { id } of ids) expect(JSON.stringify(answer)).not.toContain(id);
    });

    it('says so, with the spec message, for an address of no member', async () => {
      expect(await check('nobody@example.com')).toEqual({ exists: false, members: [], message: NOT_A_MEMBER });
    });

    it('tells an applicant that the application waits for the office instead of inviting them to apply again', async () => {
      const [pending] = await env.dataSource.query<{ email: string }[]>("SELECT email FROM members WHERE membership_status = 'Pending' LIMIT 1");
      expect(await check(pending.email.toUpperCase())).toEqual({
        exists: false,
        members: [],
        message: APPLICATION_WAITING,
        applicationWaiting: true,
      });
    });

    it('does not count checks per e-mail address: anyone can type it, so a count would let anyone keep its member out', async () => {
      for (let attempt = 0; attempt < 8; attempt += 1) expect((await check(SEEDED.Board.email)).exists).toBe(true);
    });

    it('allows 60 checks per client address in 15 minutes, whatever the e-mail, then answers 429', async () => {
      const ip = nextIp();
      for (let attempt = 0; attempt < 60; attempt += 1) await check(`lookup${attempt}@example.com`, ip);
      const limited = await http().post('/api/auth/check-email').set('X-Forwarded-For', ip).send({ email: SEEDED.Member.email }).expect(429);
      expect(limited.body).toEqual({ statusCode: 429, message: TOO_MANY });
    });
  });

  describe('choices: opaque handles for the shared-e-mail name choice', () => {
    const requestLink = (email: string, choice: string | undefined) =>
      http().post('/api/auth/request-link').set('X-Forwarded-For', nextIp()).send({ email, choice });

    it('a choice works for the e-mail it was issued for only', async () => {
      const admin = await check(SEEDED.Admin.email);
      const refused = await requestLink(SEEDED.Member.email, admin.members[0].choice).expect(400);
      expect(refused.body).toEqual({ statusCode: 400, message: CHOICE_NO_LONGER_VALID });
    });

    it('sends the link of the chosen name; the choice works once, and picking one name ends the others of that check', async () => {
      const [george, ruth] = (await check(FAMILY_EMAIL)).members;
      smtp.messages.splice(0);
      await requestLink(FAMILY_EMAIL, ruth.choice).expect(200);
      const token = /verify-login\?token=([A-Za-z0-9_-]{43})/.exec((await smtp.waitFor(FAMILY_EMAIL)).decoded)?.[1];
      const verified = await http().post('/api/auth/verify-token').send({ token }).expect(200);
      expect(verified.body.member).toMatchObject({ First_Name: 'Ruth', Email: FAMILY_EMAIL });

      expect((await requestLink(FAMILY_EMAIL, ruth.choice).expect(400)).body.message).toBe(CHOICE_NO_LONGER_VALID);
      expect((await requestLink(FAMILY_EMAIL, george.choice).expect(400)).body.message).toBe(CHOICE_NO_LONGER_VALID);
    });

    it('a choice expires after 10 minutes', async () => {
      const [george] = (await check(FAMILY_EMAIL)).members;
      const ttl = await redis.ttl(choiceKey(george.choice));
      expect(ttl).toBeGreaterThan(590);
      expect(ttl).toBeLessThanOrEqual(600);
      await redis.pexpire(choiceKey(george.choice), 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await requestLink(FAMILY_EMAIL, george.choice).expect(400)).body).toEqual({ statusCode: 400, message: CHOICE_NO_LONGER_VALID });
    });

    it('refuses a made-up choice and a malformed one with a clear 400, and logs the request', async () => {
      const madeUp = await requestLink(SEEDED.Member.email, newToken()).expect(400);
      expect(madeUp.body).toEqual({ statusCode: 400, message: CHOICE_NO_LONGER_VALID });
      const malformed = await requestLink(SEEDED.Member.email, 'not-a-choice').expect(400);
      expect(malformed.body).toEqual({ statusCode: 400, message: 'choice must be a sign-in choice from check-email' });
      const missing = await http()
        .post('/api/auth/request-link')
        .set('X-Forwarded-For', nextIp())
        .send({ email: SEEDED.Member.email, memberId: SEEDED.Member.id })
        .expect(400);
      expect(missing.body.statusCode).toBe(400);
      const log = await logRows(SEEDED.Member.email);
      expect(log[log.length - 1]).toMatchObject({ action_type: 'Login Link Requested', login_result: 'Unknown Member' });
    });
  });

  describe('POST /api/auth/request-link and verify-token', () => {
    it('has the worker e-mail a single-use link to the portal, stores only its hash, and logs each step', async () => {
      const ip = nextIp();
      const token = await requestToken(SEEDED.Member.email, { ip, redirect: '/my-teams' });
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
      expect(again.body).toEqual({ statusCode: 401, message: LINK_ALREADY_USED });

      const log = (await logRows(SEEDED.Member.email)).filter((row) => row.ip_address === ip);
      expect(log).toEqual([
        { action_type: 'Login Link Requested', login_result: 'Link Sent', email: SEEDED.Member.email, ip_address: ip },
        { action_type: 'Login', login_result: 'Success', email: SEEDED.Member.email, ip_address: ip },
        { action_type: 'Login', login_result: 'Reused Token', email: SEEDED.Member.email, ip_address: ip },
      ]);
    });

    it('refuses an expired link and logs it', async () => {
      const token = await requestToken(SEEDED.Leader.email);
      await env.dataSource.query("UPDATE login_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hashToken(token)]);
      const response = await http().post('/api/auth/verify-token').send({ token }).expect(401);
      expect(response.body.message).toBe(VERIFICATION_FAILED);
      const log = await logRows(SEEDED.Leader.email);
      expect(log[log.length - 1]).toMatchObject({ action_type: 'Login', login_result: 'Expired Token' });
      const sessions = await env.dataSource.query('SELECT 1 FROM sessions WHERE member_id = $1', [SEEDED.Leader.id]);
      expect(sessions).toHaveLength(0);
    });

    it('refuses an unknown token (401) and a malformed one (400)', async () => {
      const before = await env.dataSource.query<{ count: string }[]>("SELECT count(*) FROM member_log WHERE login_result = 'Invalid Token'");
      const unknown = await http()
        .post('/api/auth/verify-token')
        .send({ token: 'x'.repeat(43) })
        .expect(401);
      expect(unknown.body).toEqual({ statusCode: 401, message: VERIFICATION_FAILED });
      const after = await env.dataSource.query<{ count: string }[]>("SELECT count(*) FROM member_log WHERE login_result = 'Invalid Token'");
      expect(Number(after[0].count)).toBe(Number(before[0].count) + 1);

      const malformed = await http().post('/api/auth/verify-token').send({ token: 'short' }).expect(400);
      expect(malformed.body).toEqual({ statusCode: 400, message: 'Invalid login link. Missing token.' });
    });

    it('mails 5 links per e-mail in 15 minutes, then answers 429 and logs it; made-up choices do not count', async () => {
      const email = SEEDED.Board.email;
      for (let attempt = 0; attempt < 6; attempt += 1) {
        await http().post('/api/auth/request-link').set('X-Forwarded-For', nextIp()).send({ email, choice: newToken() }).expect(400);
      }
      const ask = async () => {
        const [only] = (await check(email)).members;
        return http().post('/api/auth/request-link').set('X-Forwarded-For', nextIp()).send({ email, choice: only.choice });
      };
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await ask()).status).toBe(200);
      const limited = await ask();
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ statusCode: 429, message: TOO_MANY });
      const log = await logRows(email);
      expect(log[log.length - 1]).toMatchObject({ action_type: 'Login Link Requested', login_result: 'Rate Limited' });
    });
  });

  describe('the clubhouse: many members behind one client address', () => {
    it('serves six members who ask from one IP address', async () => {
      const ip = nextIp();
      const members = await membersWithOwnEmail(env.dataSource, 6);
      expect(members).toHaveLength(6);
      for (const { email } of members) {
        const token = await requestToken(email, { ip });
        await http().post('/api/auth/verify-token').set('X-Forwarded-For', ip).send({ token }).expect(200);
      }
    });

    it('counts an IPv6 client by its /48: 60 link requests from one /48, then 429 for any address in it', async () => {
      const send = (ip: string, attempt: number) =>
        http()
          .post('/api/auth/request-link')
          .set('X-Forwarded-For', ip)
          .send({ email: `v6-${attempt}@example.com`, choice: newToken() });
      for (let attempt = 0; attempt < 60; attempt += 1) await send(`2001:db8:1:2::${(attempt + 1).toString(16)}`, attempt).expect(400);
      const limited = await send('2001:db8:1:2:ffff:ffff:ffff:fffe', 60).expect(429);
      expect(limited.body).toEqual({ statusCode: 429, message: TOO_MANY });
      await send('2001:db8:2::1', 61).expect(400);
    });
  });

  describe('sessions', () => {
    it('identifies the member by the bearer token and answers the Member shape', async () => {
      const token = await signIn(SEEDED.Admin.email);
      const response = await http().get('/api/members/current').set('Authorization', `Bearer ${token}`).expect(200);
      const member = response.body.member;
      expect(member).toMatchObject({
        id: SEEDED.Admin.id,
        First_Name: 'Margaret',
        Portal_Permission: 'Admin',
        isAdmin: true,
        Teams: ['Marketing', 'Production'],
      });
      expect(typeof member.Member_Since).toBe('number');
      expect(member.Member_Since).toBeLessThan(1e10);

      await http().post('/api/members/me').set('Authorization', `Bearer ${token}`).send({ email: SEEDED.Admin.email }).expect(200);
      const other = await http().post('/api/members/me').set('Authorization', `Bearer ${token}`).send({ email: SEEDED.Member.email }).expect(403);
      expect(other.body).toEqual({ statusCode: 403, message: 'You can only view your own member information.' });
    });

    it('refreshes last_seen_at on use, and ends a session idle for more than 30 minutes (logged once)', async () => {
      const token = await signIn(SEEDED.Admin.email);
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
      const timeouts = await env.dataSource.query("SELECT 1 FROM member_log WHERE action_type = 'Session Timeout' AND email = $1", [
        SEEDED.Admin.email,
      ]);
      expect(timeouts).toHaveLength(1);
    });

    it('ends a session 12 hours after sign-in, however active', async () => {
      const token = await signIn(SEEDED.Admin.email);
      await env.dataSource.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hashToken(token)]);
      const response = await http().get('/api/feature-windows').set('Authorization', `Bearer ${token}`).expect(401);
      expect(response.body.message).toBe(SESSION_EXPIRED);
    });

    it('logs out: the token stops working and the logout is logged', async () => {
      // The Leader's e-mail used up its link requests above, so the session is opened directly.
      const token = await app.get(SessionService).open(SEEDED.Leader.id);
      const response = await http()
        .post('/api/auth/logout')
        .set('Authorization', `Bearer ${token}`)
        .set('X-Forwarded-For', '198.51.100.7')
        .expect(200);
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

    it('reads the member afresh on every request: a changed permission or status counts at once', async () => {
      const [original] = await env.dataSource.query<{ membership_status: string }[]>('SELECT membership_status FROM members WHERE id = $1', [
        SEEDED.Board.id,
      ]);
      const token = await app.get(SessionService).open(SEEDED.Board.id);
      const before = await http().get('/api/members/current').set('Authorization', `Bearer ${token}`).expect(200);
      expect(before.body.member.Portal_Permission).toBe('Board');
      await env.dataSource.query(`UPDATE members SET portal_permission = 'Member' WHERE id = $1`, [SEEDED.Board.id]);
      const after = await http().get('/api/members/current').set('Authorization', `Bearer ${token}`).expect(200);
      expect(after.body.member.Portal_Permission).toBe('Member');
      await env.dataSource.query(`UPDATE members SET membership_status = 'Cancelled' WHERE id = $1`, [SEEDED.Board.id]);
      await http().get('/api/members/current').set('Authorization', `Bearer ${token}`).expect(401);
      await env.dataSource.query(`UPDATE members SET portal_permission = 'Board', membership_status = $2 WHERE id = $1`, [
        SEEDED.Board.id,
        original.membership_status,
      ]);
    });

    it('ignores identity claims other than the bearer session', async () => {
      const basic = Buffer.from(`${SEEDED.Admin.email}:`).toString('base64');
      await http().get('/api/members/current').set('Authorization', `Basic ${basic}`).expect(401);
      await http().post('/api/members/me').send({ email: SEEDED.Admin.email }).expect(401);
    });
  });
});
