import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { newToken } from '../src/common/token-hash';
import { membersWithOwnEmail, SEEDED } from './support/members';
import { clientAddresses } from './support/client-addresses';
import { SmtpSink, TestEnvironment } from './support/test-env';

const TOO_MANY = 'Too many login link requests. Please wait 15 minutes and try again.';

/**
 * Issue 20, item 1: the sign-in limits stop a flood of mail to one address and a flood from one client, but
 * nobody can use them to keep a member out. The defaults apply (5 links per address, 60 requests per client
 * and step, per 15 minutes).
 */
describe('sign-in limits: nobody can lock a member out', () => {
  const env = new TestEnvironment();
  const smtp = new SmtpSink();
  let app: INestApplication;
  const nextIp = clientAddresses('198.51.100');

  beforeAll(async () => {
    app = await env.startWithMail(smtp);
  });
  afterAll(() => env.dispose());

  const http = () => request(app.getHttpServer());
  const check = (email: string, ip: string) => http().post('/api/auth/check-email').set('X-Forwarded-For', ip).send({ email });
  const requestLink = (email: string, choice: string, ip: string) =>
    http().post('/api/auth/request-link').set('X-Forwarded-For', ip).send({ email, choice });
  /** What a member does: check the address, pick the (only) name, ask for the link. */
  async function signInSteps(email: string, ip: string): Promise<{ status: number; body: unknown }> {
    const checked = await check(email, ip).expect(200);
    return requestLink(email, (checked.body as { members: { choice: string }[] }).members[0].choice, ip);
  }
  const mailsTo = (email: string) => smtp.messages.filter((message) => message.to.includes(email)).length;

  it('made-up choices and repeated checks from many addresses do not stop the member asking for a link', async () => {
    const victim = SEEDED.Member.email;
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await check(victim, nextIp()).expect(200);
      await requestLink(victim, newToken(), nextIp()).expect(400);
    }
    expect((await signInSteps(victim, nextIp())).status).toBe(200);
    await smtp.waitFor(victim);
  });

  it('still caps the links mailed to one address at 5 per 15 minutes, from however many client addresses', async () => {
    const email = SEEDED.Leader.email;
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signInSteps(email, nextIp())).status).toBe(200);
    const limited = await signInSteps(email, nextIp());
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ statusCode: 429, message: TOO_MANY });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo(email)).toBe(5);
  });

  it('groups IPv6 clients by their /48: rotating through /64s of one /48 does not escape the per-client limit', async () => {
    const send = (subnet: number) =>
      requestLink(`v6-${subnet}@example.com`, newToken(), `2001:db8:7:${subnet.toString(16)}::1`).then((response) => response.status);
    const statuses: number[] = [];
    for (let subnet = 0; subnet < 61; subnet += 1) statuses.push(await send(subnet));
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
    // Another /48 has its own count.
    await requestLink('v6-other@example.com', newToken(), '2001:db8:8::1').expect(400);
  });

  it('lets a clubhouse computer sign in dozens of members, one after another', async () => {
    const ip = nextIp();
    const members = await membersWithOwnEmail(env.dataSource, 30);
    expect(members).toHaveLength(30);
    const statuses: number[] = [];
    for (const { email } of members) statuses.push((await signInSteps(email, ip)).status);
    expect(statuses).toEqual(members.map(() => 200));
  });
});
