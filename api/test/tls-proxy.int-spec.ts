import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { startShellServer } from './support/shell-server';
import { seededTokens } from './support/sessions';
import { TestEnvironment } from './support/test-env';

/**
 * Issue 20, item 4: behind a load balancer that ends TLS, the shell's server gets plain http but the members
 * used https. With an https PORTAL_URL it tells the API so: HSTS and the Secure cookie flag apply.
 */
describe('the shell proxy behind a TLS-terminating load balancer', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  const shells: ChildProcess[] = [];
  let apiUrl: string;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    await app.listen(0, '127.0.0.1');
    apiUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const shell of shells.filter((child) => child.exitCode === null)) {
      shell.kill('SIGTERM');
      await once(shell, 'exit');
    }
    await env.dispose();
  });

  async function shellWith(portalUrl: string): Promise<string> {
    const shell = await startShellServer(apiUrl, { PORTAL_URL: portalUrl });
    shells.push(shell.process);
    return shell.url;
  }

  it('with an https PORTAL_URL, the API sends HSTS and marks the queue dashboard cookie Secure', async () => {
    const shellUrl = await shellWith('https://members.example.org');
    const health = await fetch(`${shellUrl}/api/health`);
    expect(health.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);

    const { Admin } = await seededTokens(app, ['Admin'] as const);
    const opened = await fetch(`${shellUrl}/api/admin/queues-session`, { method: 'POST', headers: { Authorization: `Bearer ${Admin}` } });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
  });

  it('with an http PORTAL_URL, a client claiming https is still not believed', async () => {
    const shellUrl = await shellWith('http://localhost:4200');
    const health = await fetch(`${shellUrl}/api/health`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(health.headers.get('strict-transport-security')).toBeNull();
  });
});
