import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { newToken } from '../src/common/token-hash';
import { DEAD_REDIS_URL, TestEnvironment } from './support/test-env';
import { SEEDED } from './support/members';

describe('GET /api/health, /api/health/live and /api/health/ready', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let appWithoutRedis: INestApplication;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    appWithoutRedis = await env.startApp({ REDIS_URL: DEAD_REDIS_URL });
  });
  afterAll(() => env.dispose());

  it('answers 200 when PostgreSQL and Redis are up, without signing in', async () => {
    const response = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('answers 503 with a clear message when Redis is down, while the rest of the API still answers', async () => {
    const server = appWithoutRedis.getHttpServer();
    const health = await request(server).get('/api/health').expect(503);
    expect(health.body).toEqual({
      statusCode: 503,
      status: 'error',
      database: 'up',
      redis: 'down',
      message: 'Service unavailable: Redis (e-mail queue and rate limits) cannot be reached.',
    });

    // Sign-in needs Redis (its rate limits, choices and queue): both steps say so instead of failing later.
    for (const [path, body] of [
      ['/api/auth/check-email', { email: SEEDED.Member.email }],
      ['/api/auth/request-link', { email: SEEDED.Member.email, choice: newToken() }],
    ] as const) {
      const response = await request(server).post(path).send(body).expect(503);
      expect(response.body).toEqual({ statusCode: 503, message: 'We could not send a login link right now. Please try again in a few minutes.' });
    }

    await request(server).get('/api/members-nav').expect(401);
  });

  it('probes: live and ready answer 200 when everything is up', async () => {
    await request(app.getHttpServer()).get('/api/health/live').expect(200, { status: 'ok' });
    const ready = await request(app.getHttpServer()).get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('probes: with Redis down the replica stays live and ready (it keeps serving what needs no Redis), and says Redis is down', async () => {
    const server = appWithoutRedis.getHttpServer();
    await request(server).get('/api/health/live').expect(200, { status: 'ok' });
    const ready = await request(server).get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok', database: 'up', redis: 'down' });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/health/live', '/api/health/ready', '/api/auth/check-email', '/api/members-nav']),
    );
    await request(app.getHttpServer()).get('/api/docs').expect(200);
  });
});
