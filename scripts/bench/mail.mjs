// Mass e-mail throughput: a 10,000-recipient campaign through the real queue and 1, 2 and 4 real worker processes
// to a local SMTP sink, each time against the same 10,000 messages straight through nodemailer with as many pooled
// connections as the workers have sends in flight (no queue, no database), sent from a process of its own as well. Prints messages/s, the ratio and the
// load average, and checks exactly-once (every recipient recorded sent, the sink got each message once).
// Needs PostgreSQL, Redis and the built api (api/dist).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { workspaceRoot } from '../portal/start-portal.mjs';
import { dropRedisKeys } from './redis-keys.mjs';
import { recordSummary } from './summary.mjs';

const apiRequire = createRequire(path.join(workspaceRoot, 'api', 'package.json'));
const { DataSource } = apiRequire('typeorm');
const { Queue } = apiRequire('bullmq');
const IORedis = apiRequire('ioredis');
const dist = (file) => path.join(workspaceRoot, 'api', 'dist', file);
const { dataSourceOptions } = apiRequire(dist('database/data-source-options.js'));
const { campaignJob } = apiRequire(dist('email/campaigns/campaign-queue.js'));

const RECIPIENTS = Number(process.env.BENCH_MAIL_RECIPIENTS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_MAIL_CONCURRENCY ?? 8);
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WORKERS = (process.env.BENCH_MAIL_WORKERS ?? '1,2,4').split(',').map(Number);
// e.g. `--cpu-prof --cpu-prof-dir=/tmp/mail-prof` to profile the workers (NODE_OPTIONS refuses --cpu-prof).
const WORKER_NODE_ARGS = (process.env.BENCH_MAIL_WORKER_NODE_ARGS ?? '').split(' ').filter(Boolean);
// The checkout's folder in the names: two checkouts benchmarking on one server never share a database or keys.
const checkout = path
  .basename(workspaceRoot)
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, '_');
const runId = randomBytes(4).toString('hex');
const database = `greenroom_bench_mail_${checkout}_${runId}`;
const prefix = `bench-mail-${checkout}-${runId}`;
const load = () => os.loadavg()[0].toFixed(1);
const say = (message) => console.info(`[bench:mail] ${message}`);

let received = 0;
const messageIds = new Set();
let onReceived = () => undefined;

/**
 * A minimal SMTP sink that accepts everything at once. smtp-server (used by the tests) answers each message
 * ~150 ms late on loopback, which would measure the sink, not the sending side.
 */
const sink = net.createServer((socket) => {
  socket.setNoDelay(true);
  let buffer = '';
  let inData = false;
  socket.write('220 bench ESMTP\r\n');
  let messageId = null;
  socket.on('data', (chunk) => {
    buffer += chunk.toString('latin1');
    for (;;) {
      if (inData) {
        messageId ??= /\r\nMessage-ID: (<[^>]+>)/i.exec(buffer)?.[1] ?? null;
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) {
          if (buffer.length > 4096) buffer = buffer.slice(-4096);
          return;
        }
        if (messageId) messageIds.add(messageId);
        messageId = null;
        buffer = buffer.slice(end + 5);
        inData = false;
        received += 1;
        onReceived();
        socket.write('250 OK queued\r\n');
        continue;
      }
      const newline = buffer.indexOf('\r\n');
      if (newline === -1) return;
      const command = buffer.slice(0, newline).slice(0, 4).toUpperCase();
      buffer = buffer.slice(newline + 2);
      if (command === 'EHLO') socket.write('250-bench\r\n250 PIPELINING\r\n');
      else if (command === 'DATA') {
        inData = true;
        socket.write('354 go ahead\r\n');
      } else if (command === 'QUIT') socket.end('221 bye\r\n');
      else socket.write('250 OK\r\n');
    }
  });
  socket.on('error', () => undefined);
});
await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${sink.address().port}`;

function allReceived(total, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${received} of ${total} messages arrived`)), timeoutMs);
    onReceived = () => {
      if (received >= total) {
        clearTimeout(timer);
        resolve();
      }
    };
    onReceived();
  });
}

/** A campaign of RECIPIENTS messages, as the API stores one. */
async function storeCampaign(dataSource, body) {
  const [{ id: campaignId }] = await dataSource.query(
    `INSERT INTO email_campaigns (kind, from_name, from_email, reply_to, subject, body) VALUES ('mass', 'Greenroom', 'office@bench.test', 'office@bench.test', 'Spring show for {{First_Name}}', $1) RETURNING id`,
    [body],
  );
  await dataSource.query(
    `INSERT INTO email_campaign_recipients (campaign_id, member_id, email, merge_values)
     SELECT $1, id, email, jsonb_build_object('First_Name', first_name, 'Last_Name', last_name) FROM members`,
    [campaignId],
  );
  return campaignId;
}

async function throughQueue(dataSource, body, workers) {
  const children = Array.from({ length: workers }, () =>
    spawn(process.execPath, [...WORKER_NODE_ARGS, dist('worker.js')], {
      env: {
        ...process.env,
        DATABASE_URL: `${POSTGRES}/${database}`,
        REDIS_URL,
        QUEUE_PREFIX: prefix,
        SMTP_URL: smtpUrl,
        LOG_LEVEL: 'warn',
        MAIL_RATE_PER_SECOND: '100000',
        MAIL_CONCURRENCY: String(CONCURRENCY),
        // Each worker's liveness listener on a port of the system's choosing: beside `npm start` (3002) and each other.
        WORKER_HEALTH_PORT: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const connection = new IORedis(REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue('bulk-email', { connection, prefix });
  try {
    // Let the workers connect first: the measured time is sending, not process start-up.
    await new Promise((resolve) => setTimeout(resolve, 3000 + 1500 * workers));
    // Stored only now: a worker's start-up sweep resumes any unfinished campaign, which would start this one
    // before the clock does.
    const campaignId = await storeCampaign(dataSource, body);
    received = 0;
    messageIds.clear();
    const loadBefore = load();
    const started = performance.now();
    const job = campaignJob(campaignId);
    await queue.add(job.name, job.data, job.opts);
    await allReceived(RECIPIENTS, 300_000);
    const seconds = (performance.now() - started) / 1000;
    const loadAfter = load();
    // Anything sent twice would arrive within moments of the last message.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [{ sent }] = await dataSource.query(
      `SELECT count(*)::int AS sent FROM email_campaign_recipients WHERE campaign_id = $1 AND status = 'sent'`,
      [campaignId],
    );
    return { rate: RECIPIENTS / seconds, seconds, sent, received, unique: messageIds.size, load: `${loadBefore}-${loadAfter}`, campaignId };
  } finally {
    await Promise.all(
      children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))))),
    );
    await queue.close();
    await connection.quit();
  }
}

/** The same messages straight through nodemailer, from a process of its own, written by `composer` (see mail-direct-sender.mjs). */
async function direct(body, campaignId, connections, composer) {
  const campaign = {
    id: campaignId,
    kind: 'mass',
    listName: null,
    fromName: 'Greenroom',
    fromEmail: 'office@bench.test',
    replyTo: 'office@bench.test',
    subject: 'Spring show for {{First_Name}}',
    body,
    attachments: [],
  };
  const sender = spawn(process.execPath, [path.join(import.meta.dirname, 'mail-direct-sender.mjs')], {
    env: { ...process.env, BENCH_MAIL_DIRECT: JSON.stringify({ databaseUrl: `${POSTGRES}/${database}`, smtpUrl, connections, campaign, composer }) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve, reject) =>
    sender.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the direct sender exited with ${code}`)))),
  );
  await new Promise((resolve, reject) => {
    sender.stdout.on('data', (chunk) => chunk.toString().includes('ready') && resolve());
    exited.catch(reject);
  });
  received = 0;
  const loadBefore = load();
  const started = performance.now();
  sender.stdin.write('go\n');
  await allReceived(RECIPIENTS, 300_000);
  const seconds = (performance.now() - started) / 1000;
  const loadAfter = load();
  await exited;
  return { rate: RECIPIENTS / seconds, seconds, load: `${loadBefore}-${loadAfter}` };
}

const server = new DataSource({ type: 'postgres', url: `${POSTGRES}/postgres` });
await server.initialize();
await server.query(`CREATE DATABASE "${database}"`);
const dataSource = new DataSource(dataSourceOptions(`${POSTGRES}/${database}`));
try {
  await dataSource.initialize();
  await dataSource.runMigrations();
  await dataSource.query(
    `INSERT INTO members (email, first_name, last_name, membership_status)
     SELECT 'bench-' || n || '@bench.test', 'Member' || n, 'Bench', 'Active' FROM generate_series(1, $1) AS n`,
    [RECIPIENTS],
  );
  const body = '<p>Dear {{First_Name}} {{Last_Name}},</p><p>The spring show opens on Friday. Tickets at the box office.</p>';
  const rows = [];
  for (const workers of WORKERS) {
    say(
      `${workers} worker(s) x ${CONCURRENCY} sends in flight, then direct nodemailer and direct with the worker's composer, ${workers * CONCURRENCY} connections each`,
    );
    const queued = await throughQueue(dataSource, body, workers);
    const straight = await direct(body, queued.campaignId, workers * CONCURRENCY, 'nodemailer');
    const framed = await direct(body, queued.campaignId, workers * CONCURRENCY, 'frame');
    rows.push({ workers, queued, straight, framed });
  }
  console.info('');
  console.info(`mail benchmark: ${RECIPIENTS} messages to a local SMTP sink, ${CONCURRENCY} sends in flight per worker (${os.cpus().length} cores)`);
  for (const { workers, queued, straight, framed } of rows) {
    const exactlyOnce =
      queued.sent === RECIPIENTS && queued.received === RECIPIENTS && queued.unique === RECIPIENTS
        ? 'exactly once'
        : `NOT exactly once: ${queued.sent} recorded, ${queued.received} received, ${queued.unique} distinct`;
    console.info(
      `  ${workers} worker(s): queue+worker ${queued.rate.toFixed(0).padStart(5)} messages/s (load ${queued.load}), direct ${straight.rate.toFixed(0).padStart(5)} messages/s (load ${straight.load}), ` +
        `ratio ${(queued.rate / straight.rate).toFixed(2)} (target >= 0.85); ${exactlyOnce}`,
    );
    // The worker writes each copy into the campaign's MIME frame; the same composer straight to the sink leaves only
    // what the queue, the claims and the durable marks cost.
    console.info(
      `      direct with the worker's composer ${framed.rate.toFixed(0).padStart(5)} messages/s (load ${framed.load}): queue+worker / that ${(queued.rate / framed.rate).toFixed(2)}`,
    );
    recordSummary({
      measure: `mail, ${RECIPIENTS.toLocaleString('en-US')} recipients, ${workers} worker(s), queue+worker / direct`,
      figure: `${(queued.rate / straight.rate).toFixed(2)} (${queued.rate.toFixed(0)} vs ${straight.rate.toFixed(0)} msg/s; ${exactlyOnce}); vs the worker's composer direct ${(queued.rate / framed.rate).toFixed(2)}`,
      goal: '>= 0.85',
      met: queued.rate / straight.rate >= 0.85 && exactlyOnce === 'exactly once',
    });
  }
} finally {
  await dataSource.destroy().catch(() => undefined);
  await server.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await server.destroy();
  await dropRedisKeys(REDIS_URL, prefix);
  sink.close();
}
