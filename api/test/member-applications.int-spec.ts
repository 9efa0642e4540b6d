import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { TOO_MANY_APPLICATIONS_MESSAGE } from '../src/members/member-application.service';
import { memberApplication } from './support/applications';
import { PORTAL_URL, SmtpSink, TestEnvironment } from './support/test-env';

const WINDOW_SECONDS = 5;
const LIMIT = 3;

const application = (name: string) => memberApplication({ First_Name: name, Last_Name: 'Applicant', Email: `${name.toLowerCase()}@apply.test` });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('POST /api/members/new: the per-address limit, the honeypot and the admins’ digest', () => {
  const env = new TestEnvironment();
  const smtp = new SmtpSink();
  let app: INestApplication;
  let adminEmails: string[];

  beforeAll(async () => {
    app = await env.startWithMail(smtp, { APPLICATIONS_PER_IP_PER_HOUR: String(LIMIT), APPLICATION_DIGEST_WINDOW_SECONDS: String(WINDOW_SECONDS) });
    const admins = await env.dataSource.query<{ email: string }[]>(
      `SELECT DISTINCT lower(email) AS email FROM members WHERE portal_permission = 'Admin' AND deleted_at IS NULL`,
    );
    adminEmails = admins.map((admin) => admin.email);
    expect(adminEmails.length).toBeGreaterThan(0);
  });
  afterAll(() => env.dispose());

  /** The shell's proxy on this host sends the visitor's address; each test applies from its own. */
  const apply = (ip: string, body: object) => request(app.getHttpServer()).post('/api/members/new').set('X-Forwarded-For', ip).send(body);
  const stored = async (email: string) => (await env.dataSource.query(`SELECT 1 FROM members WHERE email = $1`, [email])).length;

  it('mails each applicant at once, and each Admin one digest listing every application of the window', async () => {
    // Start right after a window boundary, so the three applications fall into one window.
    const windowMs = WINDOW_SECONDS * 1000;
    await sleep(windowMs - (Date.now() % windowMs) + 100);
    const windowEnd = Date.now() - (Date.now() % windowMs) + windowMs;
    const names = ['Agnes', 'Bertha', 'Clara'];
    for (const name of names) await apply('203.0.113.1', application(name)).expect(201, { success: true });

    for (const name of names)
      expect((await smtp.waitFor(`${name.toLowerCase()}@apply.test`)).decoded).toContain('Your application has been received');
    expect(Date.now()).toBeLessThan(windowEnd);
    expect(smtp.messages.filter((message) => message.to.some((to) => adminEmails.includes(to)))).toEqual([]);

    for (const admin of adminEmails) {
      const digest = await smtp.waitFor(admin, windowMs + 10_000);
      expect(digest.decoded).toContain('3 new membership applications');
      for (const name of names) {
        expect(digest.decoded).toContain(`${name} Applicant (${name.toLowerCase()}@apply.test)`);
        expect(digest.decoded).toContain(`${PORTAL_URL}/edit-member-details/${name.toLowerCase()}%40apply.test`);
      }
    }
    await sleep(windowMs + 1000);
    for (const admin of adminEmails) expect(smtp.messages.filter((message) => message.to.includes(admin))).toHaveLength(1);
  });

  it('answers a filled honeypot as if accepted, but stores and sends nothing', async () => {
    const before = await env.dataSource.query(`SELECT count(*)::int AS n FROM members`);
    const messages = smtp.messages.length;
    await apply('203.0.113.2', { ...application('Robot'), Website: 'http://spam.example' }).expect(201, { success: true });
    await sleep(1500);
    expect(await env.dataSource.query(`SELECT count(*)::int AS n FROM members`)).toEqual(before);
    expect(smtp.messages.length).toBe(messages);
  });

  it('refuses applications over the hourly limit of one address with 429, storing nothing', async () => {
    for (const name of ['Dora', 'Edna', 'Flora']) await apply('198.51.100.7', application(name)).expect(201);
    const refused = await apply('198.51.100.7', application('Gladys')).expect(429);
    expect(refused.body).toEqual({ statusCode: 429, message: TOO_MANY_APPLICATIONS_MESSAGE });
    expect(await stored('gladys@apply.test')).toBe(0);
    // Another address is not held up by this one.
    await apply('198.51.100.8', application('Hazel')).expect(201);
    expect(await stored('hazel@apply.test')).toBe(1);
  });
});
