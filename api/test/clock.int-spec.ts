import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { MailSettings } from '../src/mail/mail-settings';
import { TestEnvironment } from './support/test-env';

describe('GET /api/clock', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let chicagoApp: INestApplication;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    // The mail settings read the process environment, as the API and the worker do in production.
    process.env.THEATER_TIME_ZONE = 'America/Chicago';
    try {
      chicagoApp = await env.startApp();
    } finally {
      delete process.env.THEATER_TIME_ZONE;
    }
  });
  afterAll(() => env.dispose());

  it("serves the theater's zone without signing in: the contract's default", async () => {
    const response = await request(app.getHttpServer()).get('/api/clock').expect(200);
    expect(response.body).toEqual({ timeZone: 'America/New_York' });
  });

  it('serves the configured THEATER_TIME_ZONE, the one the e-mails use', async () => {
    const response = await request(chicagoApp.getHttpServer()).get('/api/clock').expect(200);
    expect(response.body).toEqual({ timeZone: 'America/Chicago' });
  });

  it('refuses to start with a zone that is not an IANA name', () => {
    expect(() => MailSettings.fromEnv({ THEATER_TIME_ZONE: 'Eastern' })).toThrow(/THEATER_TIME_ZONE must be an IANA time zone/);
    expect(MailSettings.fromEnv({ DIGEST_TIME_ZONE: 'UTC' }).timeZone).toBe('UTC');
  });
});
