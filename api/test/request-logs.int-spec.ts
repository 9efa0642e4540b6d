import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { SessionService } from '../src/auth/session.service';
import { configureApp } from '../src/configure-app';
import { SEEDED } from './support/members';
import { TestEnvironment } from './support/test-env';

/** The log keeps method, path and status, but no credential in a URL and no e-mail address, in request lines or messages. */
describe('request logs: no secrets or e-mail addresses from URLs', () => {
  const env = new TestEnvironment();
  const lines: string[] = [];
  let app: NestExpressApplication;
  let token: string;
  const member = SEEDED.Member;
  const server = () => app.getHttpServer();

  beforeAll(async () => {
    await env.setUp();
    const destination = { write: (line: string) => void lines.push(line) };
    app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(env.config({ LOG_LEVEL: 'info' }), destination), { logger: false });
    configureApp(app);
    await app.init();
    token = await app.get(SessionService).open(member.id);
  });
  afterAll(async () => {
    await app.close();
    await env.dispose();
  });

  /** pino-http writes the line when the response finishes, which may come after the client has its answer. */
  async function requestLine(path: string): Promise<Record<string, unknown>> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const found = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((entry) => entry.msg === 'request completed' && String((entry.req as { url?: string } | undefined)?.url).startsWith(path));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no request line for ${path} in:\n${lines.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('masks the iCal feed secret, unsubscribe tokens and e-mail addresses, and drops query strings', async () => {
    const link = await request(server()).post('/api/calendar-feed').set('Authorization', `Bearer ${token}`).expect(201);
    const feedPath = new URL(link.body.url as string).pathname;
    const feedSecret = feedPath.split('/')[3];
    expect(feedSecret.length).toBeGreaterThan(20);
    await request(server()).get(feedPath).expect(200);

    const unsubscribeToken = 'eyJtIjoiZjQwZGM0N2EiLCJsIjoibmV3cyJ9.c2lnbmF0dXJlLW9mLXRoZS1saW5r';
    await request(server())
      .get(`/api/unsubscribe?token=${unsubscribeToken}`)
      .set('Referer', `http://portal.test/api/unsubscribe?token=${unsubscribeToken}`);
    await request(server()).post(`/api/unsubscribe?token=${unsubscribeToken}`);
    await request(server()).get(`/api/unsubscribe/${unsubscribeToken}`);

    await request(server())
      .get(`/api/user-subscriptions?email=${encodeURIComponent(member.email)}`)
      .set('Authorization', `Bearer ${token}`);
    await request(server()).get(`/api/members/${member.email}/headshot-info`).set('Authorization', `Bearer ${token}`);
    await request(server())
      .get(`/api/members/${encodeURIComponent(member.email)}/headshot`)
      .set('Authorization', `Bearer ${token}`);

    const feedLine = await requestLine('/api/calendar-feed/');
    expect(feedLine).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/calendar-feed/[secret]/calendar.ics' }, res: { statusCode: 200 } });
    expect(await requestLine('/api/unsubscribe')).toMatchObject({ req: { method: 'GET', url: '/api/unsubscribe' } });
    expect(await requestLine('/api/unsubscribe/')).toMatchObject({ req: { url: '/api/unsubscribe/[secret]' } });
    expect(await requestLine('/api/user-subscriptions')).toMatchObject({ req: { url: '/api/user-subscriptions' }, res: { statusCode: 200 } });
    expect(await requestLine('/api/members/')).toMatchObject({ req: { url: '/api/members/[email]/headshot-info' } });

    new Logger('RsvpMailer').warn(`RSVP confirmation to ${member.email} not queued: 550 <${member.email}>: Recipient address rejected`);
    expect(lines.map((line) => JSON.parse(line) as { msg: string }).find((entry) => entry.msg.startsWith('RSVP confirmation'))?.msg).toBe(
      'RSVP confirmation to [email] not queued: 550 <[email]>: Recipient address rejected',
    );

    new Logger('CampaignSender').warn({ msg: 'campaign copy failed for good', error: `550 <${member.email}>: Recipient address rejected` });
    expect(
      lines.map((line) => JSON.parse(line) as { msg: string; error?: string }).find((entry) => entry.msg === 'campaign copy failed for good')?.error,
    ).toBe('550 <[email]>: Recipient address rejected');

    const log = lines.join('');
    for (const secret of [feedSecret, unsubscribeToken, member.email, encodeURIComponent(member.email), token]) expect(log).not.toContain(secret);
  });
});
