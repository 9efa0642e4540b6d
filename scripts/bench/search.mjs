// `npm run bench:search`: member search at 100,000 members. Seeds a scratch database, starts the built API and
// loads POST /api/members/search with 50 concurrent clients for 20 s (autocannon), then runs the very same SQL
// (the API's own search repository, fed by a bare pg pool: no HTTP, no Nest) with 50 concurrent callers for
// 20 s as the floor. Prints requests/s, p50/p95/p99 and the ratio. Figures only: it never fails on time.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { waitForHttp } from '../portal/ports.mjs';
import { workspaceRoot } from '../portal/start-portal.mjs';

const requireApi = createRequire(path.join(workspaceRoot, 'api', 'package.json'));
const autocannon = requireApi('autocannon');
const { Pool } = requireApi('pg');
const { MemberSearchRepository } = requireApi('./dist/members/member-search.repository.js');

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const PORT = Number(process.env.BENCH_API_PORT ?? 4791);
const SERVER = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DATABASE = `greenroom_bench_search_${process.pid}`;
const DATABASE_URL = `${SERVER}/${DATABASE}`;

/** What members type: a name fragment, a status, a team, and mixes; each answers one page of up to 200. */
const QUERIES = [
  { Last_Name: 'son' },
  { First_Name: 'mar', Membership_Statuses: ['Active', 'LTM'] },
  { Membership_Statuses: ['Active'] },
  { team: 'Set' },
  { Email: 'smith' },
  { Last_Name: 'wil', team: 'Ushers' },
  { Membership_Statuses: ['Pending', 'Expired'], Last_Name: 'an' },
  { First_Name: 'ruth' },
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: path.join(workspaceRoot, 'api'), env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function seed(pool) {
  // Deterministic names from small lists: enough spread for "contains" searches to hit and miss.
  await pool.query(`
    WITH first_names AS (SELECT ARRAY['Margaret','Ruth','Walter','George','Dorothy','Harold','Mary','Marion','Frank','Betty','Joan','William','Patricia','Richard','Linda','Robert','Carol','Thomas','Barbara','Eleanor'] AS a),
         last_names AS (SELECT ARRAY['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Wilson','Anderson','Thompson','Jackson','Harris','Martin','Moore','Allen','Young','King','Wright','Hill','Scott','Green','Adams','Baker','Nelson','Carter','Mitchell','Roberts','Turner','Phillips'] AS a)
    INSERT INTO members (email, first_name, last_name, mobile, membership_status, portal_permission, villages_id, member_since, state, city)
    SELECT lower(f.a[1 + i % 20] || '.' || l.a[1 + (i / 20) % 30] || i || '@example.com'),
           f.a[1 + i % 20], l.a[1 + (i / 20) % 30] || CASE WHEN i % 7 = 0 THEN 'son' ELSE '' END,
           '352-555-' || lpad((i % 10000)::text, 4, '0'),
           (ARRAY['Active','Active','Active','LTM','Expired','Pending','Cancelled'])[1 + i % 7], 'Member', 'V-' || i,
           date '2000-01-01' + (i % 9000), 'FL', 'The Villages'
    FROM generate_series(1, ${MEMBERS}) AS i, first_names f, last_names l`);
  await pool.query(`
    INSERT INTO member_teams (member_id, team_id)
    SELECT m.id, t.id FROM members m JOIN LATERAL (SELECT id FROM teams ORDER BY name OFFSET (abs(hashtext(m.email)) % 16) LIMIT 1) t ON true
    ON CONFLICT DO NOTHING`);
  await pool.query('ANALYZE');
}

async function openSession(pool) {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  await pool.query(
    `INSERT INTO sessions (token_hash, member_id, created_at, last_seen_at, expires_at)
     SELECT $1, id, now(), now(), now() + interval '12 hours' FROM members WHERE email = 'admin@greenroom.test'`,
    [hash],
  );
  return token;
}

function loadHttp(token) {
  let index = 0;
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${PORT}/api/members/search`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            setupRequest: (request) => ({ ...request, body: JSON.stringify(QUERIES[index++ % QUERIES.length]) }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        // autocannon's summary has p97.5 but no p95: the percentiles come from every response time instead.
        latencies.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: result['2xx'] / (result.duration || DURATION_S),
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          errors: result.errors + result.timeouts + result.non2xx,
          total: result['2xx'],
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 300) latencies.push(responseTime);
    });
  });
}

async function loadPg(pool) {
  const repository = new MemberSearchRepository({ query: async (sql, params) => (await pool.query(sql, params)).rows });
  const latencies = [];
  let errors = 0;
  let index = 0;
  const deadline = performance.now() + DURATION_S * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const criteria = QUERIES[index++ % QUERIES.length];
        const begin = performance.now();
        try {
          await repository.page(criteria, 'Admin', 0, 200);
          latencies.push(performance.now() - begin);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requestsPerSecond: latencies.length / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), errors, total: latencies.length };
}

/** One caller, each shape 5 times: what a single search costs when nothing else runs. */
async function perShape(pool) {
  const repository = new MemberSearchRepository({ query: async (sql, params) => (await pool.query(sql, params)).rows });
  const rows = [];
  for (const criteria of QUERIES) {
    const times = [];
    let total = 0;
    for (let run = 0; run < 5; run += 1) {
      const begin = performance.now();
      total = (await repository.page(criteria, 'Admin', 0, 200)).total;
      times.push(performance.now() - begin);
    }
    times.sort((a, b) => a - b);
    rows.push(`  ${JSON.stringify(criteria).padEnd(62)} median ${times[2].toFixed(1).padStart(6)} ms   total ${total}`);
  }
  return rows;
}

const admin = new Pool({ connectionString: `${SERVER}/postgres`, max: 1 });
await admin.query(`CREATE DATABASE "${DATABASE}"`);
let api;
const pool = new Pool({ connectionString: DATABASE_URL, max: CONNECTIONS });
try {
  const env = { DATABASE_URL, QUEUE_PREFIX: `bench-search-${process.pid}`, LOG_LEVEL: 'warn', PORT: String(PORT), PORTAL_URL: 'http://localhost', SMTP_URL: 'smtp://127.0.0.1:1' };
  let step = performance.now();
  await run('node', ['../node_modules/typeorm/cli.js', 'migration:run', '-d', 'dist/data-source.js'], env);
  await run('node', ['dist/seed/run-seed.js'], env);
  await seed(pool);
  const [{ count }] = (await pool.query('SELECT count(*)::int AS count FROM members')).rows;
  console.info(`seeded ${count} members in ${((performance.now() - step) / 1000).toFixed(1)} s`);
  const token = await openSession(pool);

  api = spawn('node', ['dist/main.js'], { cwd: path.join(workspaceRoot, 'api'), env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForHttp(`http://127.0.0.1:${PORT}/api/health`, 'api', 30_000);
  step = performance.now();
  const http = await loadHttp(token);
  api.kill('SIGTERM');
  api = undefined;
  const floor = await loadPg(pool);
  const shapes = await perShape(pool);

  const line = (name, figures) =>
    `${name.padEnd(22)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${figures.p50.toFixed(1).padStart(6)} ms   p95 ${figures.p95.toFixed(1).padStart(6)} ms   p99 ${figures.p99.toFixed(1).padStart(6)} ms   ${figures.total} done, ${figures.errors} errors`;
  console.info(`member search, ${CONNECTIONS} concurrent clients, ${DURATION_S} s each, ${QUERIES.length} query shapes, one page of up to 200`);
  console.info(line('HTTP (API, Nest, auth)', http));
  console.info(line('pg floor (same SQL)', floor));
  console.info('one caller, straight through pg, per query shape:');
  for (const row of shapes) console.info(row);
  console.info(`ratio HTTP / floor throughput: ${(http.requestsPerSecond / floor.requestsPerSecond).toFixed(2)} (target >= 0.5); p95 target < 50 ms`);
} finally {
  api?.kill('SIGTERM');
  await pool.end();
  await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  await admin.end();
}
