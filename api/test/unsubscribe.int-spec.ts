import { createHmac, randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { SessionService } from '../src/auth/session.service';
import { AppConfig } from '../src/config/app-config';
import { signLink } from '../src/mail-delivery/signed-link';
import { signUnsubscribe, UNSUBSCRIBE_LINK_DAYS } from '../src/mail-delivery/unsubscribe-token';
import { SEEDED } from './support/members';
import { PORTAL_URL, TestEnvironment } from './support/test-env';

/** The token format before key ids: `{m,l}` and an HMAC, as anyone holding the secret could make it. */
function oldFormToken(memberId: string, list: string | null, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ m: memberId, l: list })).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

describe('unsubscribe links', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let config: AppConfig;
  let auth: Record<string, string>;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    config = app.get(AppConfig);
    auth = { Authorization: `Bearer ${await app.get(SessionService).open(SEEDED.Member.id)}` };
  });
  afterAll(() => env.dispose());

  const http = () => request(app.getHttpServer());
  const subscribe = (lists: string[]) => http().post('/api/update-user-subscriptions').set(auth).send({ subscriptions: lists }).expect(200);
  const myLists = async () => (await http().get('/api/user-subscriptions').set(auth).expect(200)).body.subscriptions as string[];
  const massOptOut = async () =>
    (
      await env.dataSource.query<{ mass_email_opt_out: boolean }[]>('SELECT mass_email_opt_out FROM member_email_preferences WHERE member_id = $1', [
        SEEDED.Member.id,
      ])
    )[0]?.mass_email_opt_out ?? false;
  const oneClick = (token: string) => http().post('/api/unsubscribe').query({ token }).type('form').send('List-Unsubscribe=One-Click');

  it('shows a confirmation page on GET and changes nothing', async () => {
    await subscribe(['Daily Event Reminder', 'Artifice']);
    const page = await http()
      .get('/api/unsubscribe')
      .query({ token: signUnsubscribe({ memberId: SEEDED.Member.id, list: 'Artifice' }, config.emailLinkKeys) })
      .expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toMatch(/<html lang="en">/);
    expect(page.text).toMatch(/<title>[^<]+<\/title>/);
    expect(page.text.match(/<h1>/g)).toHaveLength(1);
    expect(page.text).toContain('font-size:22px');
    expect(page.text).toContain('stop receiving e-mails from the list &#34;Artifice&#34;');
    expect(page.text).toMatch(/<form method="post" action="unsubscribe\?token=[^"]+">/);
    expect(page.text.match(/<button[^>]*>([^<]*)<\/button>/g)).toEqual(['<button type="submit">Unsubscribe</button>']);
    expect(page.text).not.toMatch(/<script/i);
    expect(await myLists()).toEqual(['Daily Event Reminder', 'Artifice']);
  });

  it("unsubscribes when the page's button posts its form", async () => {
    await subscribe(['Daily Event Reminder', 'Artifice']);
    const token = signUnsubscribe({ memberId: SEEDED.Member.id, list: 'Artifice' }, config.emailLinkKeys);
    const page = await http().get('/api/unsubscribe').query({ token }).expect(200);
    const action = /action="([^"]+)"/.exec(page.text)?.[1].replace(/&#38;/g, '&') ?? '';
    const hidden = [...page.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]+)">/g)]
      .map(([, name, value]) => `${name}=${value}`)
      .join('&');
    // Where a browser sends the form: its action resolved against the page's own address.
    const target = new URL(action, `${PORTAL_URL}/api/unsubscribe`);
    const done = await http().post(`${target.pathname}${target.search}`).type('form').send(hidden).expect(200);
    expect(done.text).toContain('You are unsubscribed');
    expect(done.text).toContain(`href="${PORTAL_URL}/my-subs"`);
    expect(await myLists()).toEqual(['Daily Event Reminder']);
  });

  it('says the link is done, without asking again, when it is opened after the member left the list', async () => {
    await subscribe(['Daily Event Reminder', 'Artifice']);
    const token = signUnsubscribe({ memberId: SEEDED.Member.id, list: 'Artifice' }, config.emailLinkKeys);
    await oneClick(token).expect(200);

    const again = await http().get('/api/unsubscribe').query({ token }).expect(200);
    expect(again.text).toContain('You are already unsubscribed from e-mails from the list &#34;Artifice&#34;.');
    expect(again.text).toContain(`<a href="${PORTAL_URL}/my-subs">My Email Subscriptions</a>`);
    expect(again.text).not.toContain('Unsubscribe?');
    expect(again.text).not.toMatch(/<form|<button/);
    expect(await myLists()).toEqual(['Daily Event Reminder']);
  });

  it('takes RFC 8058 one-click from a mail program for mass e-mail', async () => {
    const token = signUnsubscribe({ memberId: SEEDED.Member.id, list: null }, config.emailLinkKeys);
    await oneClick(token).expect(200);
    expect(await massOptOut()).toBe(true);
    // Logged once in the member log, under its own type; a second click changes nothing and logs nothing.
    await oneClick(token).expect(200);
    const log = await env.dataSource.query<{ email: string; changed_by: string | null }[]>(
      `SELECT email, changed_by FROM member_log WHERE member_id = $1 AND action_type = 'Unsubscribed' AND changes @> '[{"field": "Mass e-mail"}]'`,
      [SEEDED.Member.id],
    );
    expect(log).toEqual([{ email: SEEDED.Member.email, changed_by: null }]);
  });

  it('says a mass e-mail link is done when the member has already opted out', async () => {
    const token = signUnsubscribe({ memberId: SEEDED.Member.id, list: null }, config.emailLinkKeys);
    await oneClick(token).expect(200);
    const again = await http().get('/api/unsubscribe').query({ token }).expect(200);
    expect(again.text).toContain('You are already unsubscribed from mass e-mails from the theater.');
    expect(again.text).not.toMatch(/<form|<button/);
  });

  it.each<[string, () => string]>([
    [
      'signed with the secret that used to be in the repository',
      () => oldFormToken(SEEDED.Member.id, 'Tribute', 'greenroom-development-unsubscribe-secret'),
    ],
    ['without a key id, though signed with the real secret', () => oldFormToken(SEEDED.Member.id, 'Tribute', env.emailLinkSecret)],
    [
      'signed with another secret under the real key id',
      () => signUnsubscribe({ memberId: SEEDED.Member.id, list: 'Tribute' }, [{ id: '1', secret: randomBytes(32).toString('base64url') }]),
    ],
    [
      'made for another purpose',
      () => signLink('sign-in', { m: SEEDED.Member.id, l: 'Tribute' }, config.emailLinkKeys, new Date(Date.now() + 3600_000)),
    ],
  ])('refuses a token %s, on GET and POST, with a page that points to My Email Subscriptions', async (_case, token) => {
    await subscribe(['Tribute']);
    for (const response of [await http().get('/api/unsubscribe').query({ token: token() }), await oneClick(token())]) {
      expect(response.status).toBe(400);
      expect(response.text).toContain('This unsubscribe link is not valid');
      expect(response.text).toContain(`href="${PORTAL_URL}/my-subs"`);
    }
    expect(await myLists()).toEqual(['Tribute']);
  });

  it(`explains an expired link (older than ${UNSUBSCRIBE_LINK_DAYS} days) and changes nothing`, async () => {
    await subscribe(['Tribute']);
    const signedAt = new Date(Date.now() - (UNSUBSCRIBE_LINK_DAYS + 1) * 24 * 3600_000);
    const token = signUnsubscribe({ memberId: SEEDED.Member.id, list: 'Tribute' }, config.emailLinkKeys, signedAt);
    for (const response of [await http().get('/api/unsubscribe').query({ token }), await oneClick(token)]) {
      expect(response.status).toBe(410);
      expect(response.text).toContain('This unsubscribe link has expired');
      expect(response.text).toContain(`<a href="${PORTAL_URL}/my-subs">My Email Subscriptions</a>`);
    }
    expect(await myLists()).toEqual(['Tribute']);
  });

  it('keeps verifying links signed with a rotated-out secret, and signs new ones with the newest', async () => {
    await subscribe(['Tribute', 'Artifice']);
    const sentBeforeRotation = signUnsubscribe({ memberId: SEEDED.Member.id, list: 'Tribute' }, config.emailLinkKeys);
    const newest = randomBytes(32).toString('base64url');
    const rotated = await env.startApp({ EMAIL_LINK_SECRET: '', EMAIL_LINK_SECRETS: `2:${newest},1:${env.emailLinkSecret}` });
    const rotatedKeys = rotated.get(AppConfig).emailLinkKeys;
    expect(signUnsubscribe({ memberId: SEEDED.Member.id, list: null }, rotatedKeys).startsWith('2.')).toBe(true);

    await request(rotated.getHttpServer())
      .post('/api/unsubscribe')
      .query({ token: sentBeforeRotation })
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(await myLists()).toEqual(['Artifice']);
    // The process that still knows only the old secret refuses what the newest signs.
    await oneClick(signUnsubscribe({ memberId: SEEDED.Member.id, list: 'Artifice' }, rotatedKeys)).expect(400);
  });
});
