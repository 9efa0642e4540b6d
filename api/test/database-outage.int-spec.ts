import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { SessionService } from '../src/auth/session.service';
import { SEEDED } from './support/members';
import { TestEnvironment } from './support/test-env';

/**
 * A TCP relay in front of the test's PostgreSQL that the test can take down and bring back on the same port,
 * as a PostgreSQL restart looks to the API: open connections cut, new ones refused, then served again.
 */
class Relay {
  private readonly sockets = new Set<net.Socket>();
  private server?: net.Server;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async up(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server?.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

describe('PostgreSQL unreachable: 503 with a message, and the API serves again when it is back', () => {
  const env = new TestEnvironment();
  let relay: Relay;
  let app: INestApplication;
  let token: string;

  beforeAll(async () => {
    await env.setUp();
    const database = new URL(env.databaseUrl);
    relay = new Relay({ host: database.hostname, port: Number(database.port || 5432) });
    await relay.up();
    database.host = `127.0.0.1:${relay.port}`;
    app = await env.startApp({ DATABASE_URL: database.toString() });
    token = await app.get(SessionService).open(SEEDED.Member.id);
  });
  afterAll(async () => {
    await env.dispose();
    await relay.down();
  });

  const current = () => request(app.getHttpServer()).get('/api/members/current').set('Authorization', `Bearer ${token}`);

  it('answers 503 (not 500) on every call while the database is down, then 200 again without a restart', async () => {
    await current().expect(200);
    await relay.down();

    for (const call of [current(), request(app.getHttpServer()).get('/api/members-nav').set('Authorization', `Bearer ${token}`)]) {
      const response = await call;
      expect({ status: response.status, body: response.body }).toEqual({
        status: 503,
        body: { statusCode: 503, message: 'The portal cannot reach its database right now. Please try again in a few minutes.' },
      });
    }
    const health = await request(app.getHttpServer()).get('/api/health').expect(503);
    expect(health.body).toMatchObject({ database: 'down', message: expect.stringContaining('the database') });
    // The replica leaves the load balancer's rotation, but is not restarted: it comes back by itself.
    const ready = await request(app.getHttpServer()).get('/api/health/ready').expect(503);
    expect(ready.body).toEqual({
      statusCode: 503,
      status: 'error',
      database: 'down',
      redis: 'up',
      message: 'Not ready: the database cannot be reached.',
    });
    await request(app.getHttpServer()).get('/api/health/live').expect(200, { status: 'ok' });

    await relay.up();
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await current()).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    await request(app.getHttpServer()).get('/api/health/ready').expect(200);
  }, 40_000);
});
