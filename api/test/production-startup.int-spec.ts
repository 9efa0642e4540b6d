import { spawn } from 'node:child_process';
import path from 'node:path';

/** Starts src/<entry> as its own process with only `env`, and collects how it ends. */
function start(entry: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['-r', path.join(__dirname, 'support/swc-register.js'), path.join(__dirname, '../src', entry)], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

describe('production start-up refusals', () => {
  const unsafe = {
    NODE_ENV: 'production',
    PORTAL_URL: 'http://members.example.org',
    DATABASE_URL: 'postgres://postgres@db.internal:5432/greenroom',
    REDIS_URL: 'redis://redis.internal:6379',
    SMTP_URL: 'smtp://smtp.example.org:587',
  };

  it.each([
    ['main.ts', 'API'],
    ['worker.ts', 'worker'],
  ])('%s exits 1 with one line per problem, before touching any service', async (entry, name) => {
    const { code, stderr } = await start(entry, unsafe);
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      `the ${name} could not start: PORTAL_URL must start with https:// in production (http:// only for localhost): sign-in and unsubscribe links travel in it, got http://members.example.org`,
      `the ${name} could not start: DATABASE_URL must carry a user and password in production (postgres://user:password@host:5432/greenroom)`,
      `the ${name} could not start: REDIS_URL must carry a password in production (redis://:password@host:6379, or rediss:// for TLS)`,
      `the ${name} could not start: SMTP_URL must carry a user and password in production (smtp://user:password@host:587), unless it is a relay on this machine (smtp://localhost:25)`,
      `the ${name} could not start: SMTP_URL must use TLS in production: smtps://user:password@host:465, or STARTTLS with smtp://user:password@host:587?requireTLS=true (a relay on this machine, or one named in SMTP_PLAIN_RELAY_HOSTS, may go without)`,
      `the ${name} could not start: METRICS_TOKEN must be set in production (at least 32 characters): Prometheus sends it to /metrics, which answers nobody without it`,
      `the ${name} could not start: SHELL_CONTRACT_FILE must name the shell build's shell-contract.json in production (remote releases are checked against it)`,
      `the ${name} could not start: EMAIL_LINK_SECRET must be at least 32 random bytes in production (make one with: openssl rand -base64 32); it signs the unsubscribe links`,
    ]);
  });

  it('refuses a TRUST_PROXY that is no address, subnet or hop count, and SMTP without TLS, one line each', async () => {
    const { code, stderr } = await start('main.ts', {
      NODE_ENV: 'production',
      PORTAL_URL: 'https://members.example.org',
      // Nothing listens on port 1: were the settings accepted, the start would fail on the connection instead.
      DATABASE_URL: 'postgres://greenroom:db-password-long-enough@127.0.0.1:1/greenroom',
      REDIS_URL: 'redis://:redis-password-long-enough@127.0.0.1:1',
      SMTP_URL: 'smtp://mailer:smtp-password-long-enough@smtp.example.org:587',
      EMAIL_LINK_SECRET: 'q3Jx0cM2b8tT1vS6yK4nL9pR5wZ7aE2dF0gH8jU6iO4',
      SHELL_CONTRACT_FILE: '/srv/greenroom/shell-contract.json',
      METRICS_TOKEN: 'a-metrics-credential-of-32-characters',
      TRUST_PROXY: 'true',
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'the API could not start: SMTP_URL must use TLS in production: smtps://user:password@host:465, or STARTTLS with smtp://user:password@host:587?requireTLS=true (a relay on this machine, or one named in SMTP_PLAIN_RELAY_HOSTS, may go without)',
      'the API could not start: TRUST_PROXY must be loopback, a comma-separated list of addresses or subnets (10.0.0.0/8), or a hop count (1), got "true"',
    ]);
  }, 60_000);
});
