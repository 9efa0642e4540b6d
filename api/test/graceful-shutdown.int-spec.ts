import type { INestApplication } from '@nestjs/common';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { seededTokens } from './support/sessions';
import { TestEnvironment } from './support/test-env';

const DELAY_MS = 1500;

/** One request on its own connection: status and body, or the connection error's code (status 0). */
function send(port: number, method: string, path: string, { token, body }: { token?: string; body?: string } = {}) {
  return new Promise<{ status: number; body: string }>((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, body: error.code ?? error.message }));
    request.end(body);
  });
}

/**
 * What a load balancer sees when an API replica gets SIGTERM (a rolling upgrade, a scale-down): readiness turns
 * 503 at once while every route keeps answering for SHUTDOWN_DELAY_MS; then the listener closes, and a request
 * already in flight still gets its full answer.
 */
describe('API shutdown on SIGTERM', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let port: number;
  let token: string;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp({ SHUTDOWN_DELAY_MS: String(DELAY_MS) });
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
    ({ Member: token } = await seededTokens(app, ['Member']));
  });
  afterAll(() => env.dispose());

  it('turns readiness off first, keeps serving through the delay, then stops accepting and finishes what is in flight', async () => {
    expect((await send(port, 'GET', '/api/health/ready')).status).toBe(200);

    // A request in flight across the whole shutdown: its body arrives only after the listener has closed.
    const slowBody = JSON.stringify({ Last_Name: 'a' });
    const inFlight = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/members/search',
      agent: false,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(slowBody) },
    });
    const inFlightAnswer = new Promise<{ status: number; body: string }>((resolve) => {
      inFlight.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      inFlight.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, body: error.code ?? error.message }));
    });
    inFlight.write(slowBody.slice(0, 5));
    await new Promise((resolve) => setTimeout(resolve, 100));

    const signalledAt = Date.now();
    // What enableShutdownHooks does on SIGTERM (a real signal would also end the test runner after the hooks).
    const closed = (app as unknown as { close(signal: string): Promise<void> }).close('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));

    const ready = await send(port, 'GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual(expect.objectContaining({ statusCode: 503, message: expect.stringMatching(/shutting down/i) }));
    expect((await send(port, 'GET', '/api/health/live')).status).toBe(200);
    expect((await send(port, 'GET', '/api/members/current', { token })).status).toBe(200);

    // After the delay the listener is closed: a new connection is refused (the balancer tries another replica).
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS + 300 - (Date.now() - signalledAt)));
    expect(await send(port, 'GET', '/api/health/live')).toEqual({ status: 0, body: 'ECONNREFUSED' });

    inFlight.end(slowBody.slice(5));
    const answer = await inFlightAnswer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual(expect.objectContaining({ view: expect.any(String) }));
    await closed;
  });
});
