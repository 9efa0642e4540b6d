import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { newToken } from '../src/common/token-hash';
import { TestEnvironment } from './support/test-env';

const SERVE_APP = path.resolve(__dirname, '../../scripts/serve-app.mjs');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real shell server (scripts/serve-app.mjs) in front of `apiUrl`; resolves once it listens. */
async function startShellServer(apiUrl: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVE_APP, 'shell'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_URL: apiUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // e.g. shell/dist/index.html missing: build it first with `npx nx build shell`.
    child.on('exit', (code) => reject(new Error(`serve-app.mjs exited (${code}): ${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}

describe('the shell proxy sets the client address; a forged X-Forwarded-For chooses nothing (issue 11, finding 6)', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let shell: { url: string; process: ChildProcess };

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp({ LOGIN_LINK_IP_LIMIT: '3', LOGIN_LINK_LIMIT: '100' });
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    shell = await startShellServer(`http://127.0.0.1:${port}`);
  });
  afterAll(async () => {
    if (shell && shell.process.exitCode === null) {
      shell.process.kill('SIGTERM');
      await once(shell.process, 'exit');
    }
    await env.dispose();
  });

  it('counts link requests by the address the proxy saw, whatever X-Forwarded-For the client sends', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await fetch(`${shell.url}/api/auth/request-link`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${attempt}` },
        body: JSON.stringify({ email: `forged${attempt}@example.com`, choice: newToken() }),
      });
      statuses.push(response.status);
    }
    // Three requests within the per-IP limit (each refused for its made-up choice), then the limit.
    expect(statuses).toEqual([400, 400, 400, 429]);

    const logged = await env.dataSource.query<{ ip_address: string }[]>("SELECT DISTINCT ip_address FROM member_log WHERE email LIKE 'forged%'");
    expect(logged).toEqual([{ ip_address: '127.0.0.1' }]);
  });

  it('tells the API the protocol it was reached by, not the one a client claims', async () => {
    const response = await fetch(`${shell.url}/api/health`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.status).toBe(200);
    // HSTS is sent only for requests that came over https (security-headers.int-spec.ts).
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
