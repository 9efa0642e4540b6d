import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { AppConfig } from '../src/config/app-config';
import { TestEnvironment } from './support/test-env';

describe('GET /api/clock', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let chicagoApp: INestApplication;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    chicagoApp = await env.startApp({ THEATER_TIME_ZONE: 'America/Chicago' });
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
    expect(() => AppConfig.fromEnv({ THEATER_TIME_ZONE: 'Eastern' })).toThrow(/THEATER_TIME_ZONE must be an IANA time zone/);
    expect(AppConfig.fromEnv({ DIGEST_TIME_ZONE: 'UTC' }).theaterTimeZone).toBe('UTC');
  });
});
