import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { newToken } from '../src/common/token-hash';
import { TestEnvironment } from './support/test-env';

/**
 * Issue 20, item 2: `TRUST_PROXY=1` (the hop count docs/operations.md gives for one load balancer) must trust one hop,
 * so each visitor is counted by their own address, not everyone by the balancer's.
 */
describe('TRUST_PROXY as a hop count', () => {
  const env = new TestEnvironment();
  let app: INestApplication;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp({ TRUST_PROXY: '1', LOGIN_LINK_IP_LIMIT: '2' });
  });
  afterAll(() => env.dispose());

  it('keys the sign-in limit and the member log on the address one hop in front of the API', async () => {
    const statuses: number[] = [];
    for (const visitor of ['192.0.2.10', '192.0.2.11', '192.0.2.12']) {
      const response = await request(app.getHttpServer())
        .post('/api/auth/request-link')
        // What a client wrote itself comes first; the balancer appends the address it saw.
        .set('X-Forwarded-For', `10.9.9.9, ${visitor}`)
        .send({ email: `hop-${visitor}@example.com`, choice: newToken() });
      statuses.push(response.status);
    }
    // Each visitor has a limit of their own: every request gets as far as its made-up choice.
    expect(statuses).toEqual([400, 400, 400]);
    const logged = await env.dataSource.query<{ ip_address: string }[]>(
      "SELECT ip_address FROM member_log WHERE email LIKE 'hop-%' ORDER BY ip_address",
    );
    expect(logged.map((row) => row.ip_address)).toEqual(['192.0.2.10', '192.0.2.11', '192.0.2.12']);
  });
});
