import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, runShellServerUntilExit, startServer } from './support/shell-server';

/** The shell server's probe and its one upstream (needs shell/dist: `npx nx build shell`). */
describe('the shell server: GET /healthz, and one API_URL', () => {
  const children: ChildProcess[] = [];
  const remoteDist = fs.mkdtempSync(path.join(os.tmpdir(), 'greenroom-remote-dist-'));

  afterAll(async () => {
    for (const child of children.filter((candidate) => candidate.exitCode === null)) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    fs.rmSync(remoteDist, { recursive: true, force: true });
  });

  it('answers /healthz 200 while its API cannot be reached (which /api shows as 502)', async () => {
    const shell = await startServer('shell', { API_URL: `http://127.0.0.1:${await freePort()}` });
    children.push(shell.process);
    const health = await fetch(`${shell.url}/healthz`);
    expect({ status: health.status, body: await health.json(), cache: health.headers.get('cache-control') }).toEqual({
      status: 200,
      body: { status: 'ok' },
      cache: 'no-store',
    });
    const api = await fetch(`${shell.url}/api/health`);
    expect(api.status).toBe(502);
  });

  it('serves a remote bundle with CORS and answers /healthz in remote mode', async () => {
    fs.writeFileSync(path.join(remoteDist, 'mf-manifest.json'), JSON.stringify({ name: 'rsvp' }));
    const remote = await startServer('remote', { DIST_DIR: remoteDist });
    children.push(remote.process);
    expect((await fetch(`${remote.url}/healthz`)).status).toBe(200);
    const manifest = await fetch(`${remote.url}/mf-manifest.json`);
    expect([manifest.status, manifest.headers.get('access-control-allow-origin'), await manifest.json()]).toEqual([200, '*', { name: 'rsvp' }]);
  });

  it('refuses a list of API replicas: balancing belongs to a load balancer in front of them', async () => {
    const { code, stderr } = await runShellServerUntilExit(['shell'], {
      PORT: String(await freePort()),
      API_URL: 'http://127.0.0.1:3801,http://127.0.0.1:3802',
    });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'shell server: API_URL names one address; put a load balancer (a Kubernetes Service, nginx, HAProxy, Caddy) in front of the replicas',
    );
  });
});
