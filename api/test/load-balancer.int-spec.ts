import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { newToken } from '../src/common/token-hash';
import { seededTokens } from './support/sessions';
import { freePort } from './support/shell-server';
import { TestEnvironment } from './support/test-env';

const ROOT = path.resolve(__dirname, '../..');
const TLS_FRONT = path.join(ROOT, 'scripts/deploy/check-support/tls-front.mjs');

/**
 * The shipped deploy/haproxy/haproxy.cfg on this machine (Debian's haproxy, which `npm test` installs): bound to
 * `port` on loopback with both API replicas pointing at `apiPort`, and this machine as the trusted front proxy. Only
 * addresses and ports change; every rule is the file's own.
 */
function loadBalancerConfig(port: number, apiPort: number): string {
  const shipped = fs.readFileSync(path.join(ROOT, 'deploy/haproxy/haproxy.cfg'), 'utf8');
  const config = shipped
    .replace(/^ {2}bind :8080$/m, `  bind 127.0.0.1:${port}`)
    .replace(/^( {2}server api-\d) api-\d:3000$/gm, `$1 127.0.0.1:${apiPort}`);
  expect(config).toContain(`bind 127.0.0.1:${port}`);
  expect(config.match(new RegExp(`127\\.0\\.0\\.1:${apiPort}`, 'g'))).toHaveLength(2);
  return config;
}

async function startHaproxy(configFile: string, frontAddresses: string): Promise<ChildProcess> {
  const env = { ...process.env, FRONT_PROXY_ADDRESSES: frontAddresses };
  execFileSync('haproxy', ['-c', '-q', '-f', configFile], { env });
  const child = spawn('haproxy', ['-db', '-f', configFile], { env, stdio: 'ignore' });
  return child;
}

function startFront(target: string): Promise<{ url: string; ca: string; process: ChildProcess }> {
  const child = spawn(process.execPath, [TLS_FRONT, target], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve({ ...(JSON.parse(output) as { url: string; ca: string }), process: child });
    });
    child.on('exit', (code) => reject(new Error(`the TLS front exited (${code})`)));
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/** One request from `localAddress` (any 127.x address is this machine), over https to the front or plain to HAProxy. */
function send(
  base: string,
  options: { method?: string; path: string; from: string; headers?: Record<string, string>; json?: unknown; ca?: string },
): Promise<Answer> {
  const url = new URL(options.path, base);
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers = { ...options.headers, ...(body ? { 'content-type': 'application/json' } : {}) };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      { method: options.method ?? 'GET', headers, localAddress: options.from, ca: options.ca, agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Issue 42, finding 1: behind a TLS proxy in front of compose's HAProxy, each client is counted under its own
 * address and the API knows the request came over https. Debian's haproxy runs the shipped configuration.
 */
describe('the shipped HAProxy configuration behind a TLS-terminating front', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let haproxy: ChildProcess;
  let front: { url: string; ca: string; process: ChildProcess };
  let balancer: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'greenroom-haproxy-'));

  beforeAll(async () => {
    await env.setUp();
    app = await env.startProductionApp({ TRUST_PROXY: 'loopback', LOGIN_LINK_IP_LIMIT: '2', LOGIN_LINK_LIMIT: '100' });
    await app.listen(0, '127.0.0.1');
    const apiPort = (app.getHttpServer().address() as AddressInfo).port;
    const port = await freePort();
    const configFile = path.join(dir, 'haproxy.cfg');
    fs.writeFileSync(configFile, loadBalancerConfig(port, apiPort));
    // The front connects from 127.0.0.1; the test's other clients use other loopback addresses.
    haproxy = await startHaproxy(configFile, '127.0.0.1');
    balancer = `http://127.0.0.1:${port}`;
    front = await startFront(balancer);
    // HAProxy checks the replicas every second before sending them anything.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if ((await send(front.url, { path: '/api/health', from: '127.0.0.1', ca: front.ca })).status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
  afterAll(async () => {
    for (const child of [front?.process, haproxy].filter((process) => process && process.exitCode === null)) {
      child!.kill('SIGTERM');
      await once(child!, 'exit');
    }
    fs.rmSync(dir, { recursive: true, force: true });
    await env.dispose();
  });

  const requestLink = (base: string, from: string, email: string, headers: Record<string, string> = {}) =>
    send(base, { method: 'POST', path: '/api/auth/request-link', from, headers, json: { email, choice: newToken() }, ca: front.ca });

  it('counts two clients of the front apart, and records each under its own address', async () => {
    const first = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) first.push((await requestLink(front.url, '127.0.0.2', `front-a${attempt}@example.com`)).status);
    // Two requests within the per-address limit (each refused for its made-up choice), then the limit.
    expect(first).toEqual([400, 400, 429]);
    expect((await requestLink(front.url, '127.0.0.3', 'front-b1@example.com')).status).toBe(400);

    const logged = await env.dataSource.query<{ ip_address: string }[]>(
      "SELECT DISTINCT ip_address FROM member_log WHERE email LIKE 'front-%' ORDER BY ip_address",
    );
    expect(logged).toEqual([{ ip_address: '127.0.0.2' }, { ip_address: '127.0.0.3' }]);
  });

  it('answers https requests with HSTS and a Secure queue dashboard cookie', async () => {
    const health = await send(front.url, { path: '/api/health', from: '127.0.0.4', ca: front.ca });
    expect(health.status).toBe(200);
    expect(health.headers['strict-transport-security']).toMatch(/max-age=\d+/);

    const { Admin } = await seededTokens(app, ['Admin'] as const);
    const opened = await send(front.url, {
      method: 'POST',
      path: '/api/admin/queues-session',
      from: '127.0.0.4',
      headers: { authorization: `Bearer ${Admin}` },
      ca: front.ca,
    });
    expect(opened.status).toBe(200);
    expect(String(opened.headers['set-cookie'])).toMatch(/;\s*Secure/i);
  });

  it('from anyone but the front, a claimed client address and https are replaced', async () => {
    const forged = { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' };
    expect((await requestLink(balancer, '127.0.0.5', 'direct-1@example.com', forged)).status).toBe(400);
    const logged = await env.dataSource.query<{ ip_address: string }[]>("SELECT DISTINCT ip_address FROM member_log WHERE email LIKE 'direct-%'");
    expect(logged).toEqual([{ ip_address: '127.0.0.5' }]);

    const health = await send(balancer, { path: '/api/health', from: '127.0.0.5', headers: forged });
    expect(health.status).toBe(200);
    expect(health.headers['strict-transport-security']).toBeUndefined();
  });
});
