// `npm run bench:search`: member search at 100,000 and at 1,000,000 members. For each size it seeds a scratch
// database (generate_series, indexes built after the load), starts the built API and loads POST /api/members/search
// with 50 concurrent clients (autocannon); then, with the same 50 callers straight through a pg pool, the API's own
// search (its service and repository, no HTTP, no Nest) and the floor: the cheapest query that returns the same
// page, i.e. the page's rows and teams read by primary key, the search already done. Prints requests/s,
// p50/p95/p99, the ratio of each to the floor (and the goal against it: PASS or MISS by how much), the one-caller
// time of every query shape, and the load average next to each figure (the machine may be shared). Figures only: it never fails on time, but it does check that
// the floor returns exactly the API's page. The API keeps the pages it answered while nothing searched changes
// (members/search-results.ts), so after the first round the load's nine requests are answered from kept pages; a
// second HTTP row runs the same load with no page kept (MEMBER_SEARCH_PAGES_KEPT=0), as searches typed for the first
// time are. A third HTTP row, GET /api/members/current (the same sign-in check
// and framework, no search), shows what the API costs around the search. Beside each HTTP row, the CPU time per
// request of the API process, of its PostgreSQL backends and of this process (the load generator), read from
// /proc: unlike latencies on a shared machine, these hardly depend on what else runs, and their sum bounds the
// requests per second two idle cores could serve. Each shape's one-caller time is also given as PostgreSQL's own
// planning + execution time (EXPLAIN ANALYZE), which excludes the round trips and the wait for a busy CPU.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from '../portal/ports.mjs';
import { workspaceRoot } from '../portal/start-portal.mjs';
import { dropRedisKeys } from './redis-keys.mjs';
import { recordSummary } from './summary.mjs';
import { GOAL, againstFloor } from './search-goal.mjs';

const requireApi = createRequire(path.join(workspaceRoot, 'api', 'package.json'));
const autocannon = requireApi('autocannon');
const { Pool } = requireApi('pg');
const { MemberSearchRepository } = requireApi('./dist/members/member-search.repository.js');
const { MemberSearchService } = requireApi('./dist/members/member-search.service.js');
const { SearchEstimates } = requireApi('./dist/members/search-estimates.js');
const { SearchResults } = requireApi('./dist/members/search-results.js');
const { AppMetrics } = requireApi('./dist/metrics/app-metrics.js');

const SIZES = (process.env.BENCH_MEMBERS ?? '100000,1000000').split(',').map(Number);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const SERVER = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// The checkout's folder in the name: two checkouts benchmarking on one server never share a database.
const CHECKOUT = path
  .basename(workspaceRoot)
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, '_');
const ROLE = 'Admin';

/** What members type: a name fragment, a status, a team, and mixes; each answers one page of 50. */
const SHAPES = [
  { Last_Name: 'son' },
  { First_Name: 'mar', Membership_Statuses: ['Active', 'LTM'] },
  { Membership_Statuses: ['Active'] },
  { team: 'Set' },
  { Email: 'smith' },
  { Last_Name: 'wil', team: 'Ushers' },
  { Membership_Statuses: ['Pending', 'Expired'], Last_Name: 'an' },
  { First_Name: 'ruth' },
];
/** "Load more" deep into a broad search: page 21 (rows 1,001 to 1,050) of the Active members, by cursor. */
const DEEP_PAGE = { criteria: { Membership_Statuses: ['Active'] }, pages: 20 };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const load = () => os.loadavg()[0].toFixed(1);

const TICK_MS = 10; // Linux's USER_HZ is 100 on every platform Node supports.

/** CPU time (user + system, ms) a process has used so far; 0 once it has exited. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The CPU of the API process, of the PostgreSQL backends serving its database and of this process, while `load` runs. */
async function withCpu(apiPid, pool, load) {
  const backends = async () =>
    (
      await pool.query(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()",
      )
    ).rows.map((row) => row.pid);
  const before = await backends();
  const start = { api: cpuMs(apiPid), pg: new Map(before.map((pid) => [pid, cpuMs(pid)])), client: process.cpuUsage() };
  const result = await load();
  const after = new Set([...before, ...(await backends())]);
  const pgMs = [...after].reduce((sum, pid) => sum + cpuMs(pid) - (start.pg.get(pid) ?? 0), 0);
  const client = process.cpuUsage(start.client);
  const per = (ms) => ms / result.total;
  return { ...result, cpu: { api: per(cpuMs(apiPid) - start.api), pg: per(pgMs), client: per((client.user + client.system) / 1000) } };
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: path.join(workspaceRoot, 'api'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Members from small name lists (enough spread for "contains" to hit and miss), one team each; indexes built after. */
async function seed(pool, members) {
  const indexes = (
    await pool.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('members', 'member_teams') AND indexdef NOT LIKE 'CREATE UNIQUE%'`,
    )
  ).rows;
  for (const { indexname } of indexes) await pool.query(`DROP INDEX "${indexname}"`);
  await pool.query(`
    WITH first_names AS (SELECT ARRAY['Margaret','Ruth','Walter','George','Dorothy','Harold','Mary','Marion','Frank','Betty','Joan','William','Patricia','Richard','Linda','Robert','Carol','Thomas','Barbara','Eleanor'] AS a),
         last_names AS (SELECT ARRAY['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Wilson','Anderson','Thompson','Jackson','Harris','Martin','Moore','Allen','Young','King','Wright','Hill','Scott','Green','Adams','Baker','Nelson','Carter','Mitchell','Roberts','Turner','Phillips'] AS a)
    INSERT INTO members (email, first_name, last_name, mobile, membership_status, portal_permission, villages_id, member_since, state, city)
    SELECT lower(f.a[1 + i % 20] || '.' || l.a[1 + (i / 20) % 30] || i || '@example.com'),
           f.a[1 + i % 20], l.a[1 + (i / 20) % 30] || CASE WHEN i % 7 = 0 THEN 'son' ELSE '' END,
           '352-555-' || lpad((i % 10000)::text, 4, '0'),
           (ARRAY['Active','Active','Active','LTM','Expired','Pending','Cancelled'])[1 + i % 7], 'Member', 'V-' || i,
           date '2000-01-01' + (i % 9000), 'FL', 'The Villages'
    FROM generate_series(1, ${members}) AS i, first_names f, last_names l`);
  await pool.query(`
    WITH team_ids AS (SELECT array_agg(id ORDER BY name) AS ids FROM teams)
    INSERT INTO member_teams (member_id, team_id)
    SELECT m.id, team_ids.ids[1 + abs(hashtext(m.email)) % array_length(team_ids.ids, 1)] FROM members m, team_ids
    ON CONFLICT DO NOTHING`);
  await pool.query(`SET maintenance_work_mem = '256MB'`);
  for (const { indexdef } of indexes) await pool.query(indexdef);
  // A table at rest: statistics for the planner, the visibility map for index-only scans (autovacuum's work in life).
  await pool.query('VACUUM ANALYZE members');
  await pool.query('VACUUM ANALYZE member_teams');
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

/** Every request the load sends: the shapes' first pages and one deep page by cursor. */
async function requests(service) {
  let cursor;
  for (let page = 0; page < DEEP_PAGE.pages; page += 1) cursor = (await service.search({ ...DEEP_PAGE.criteria, cursor }, ROLE)).nextCursor;
  return [
    ...SHAPES.map((criteria) => ({ name: JSON.stringify(criteria), body: criteria })),
    { name: `${JSON.stringify(DEEP_PAGE.criteria)} page ${DEEP_PAGE.pages + 1}`, body: { ...DEEP_PAGE.criteria, cursor } },
  ];
}

const FLOOR_SQL = `
  SELECT m.id, m.email, m.first_name, m.last_name, m.mobile, m.landline, m.membership_status,
         coalesce(array_agg(t.name ORDER BY t.name) FILTER (WHERE t.name IS NOT NULL), '{}') AS teams
  FROM members m LEFT JOIN member_teams mt ON mt.member_id = m.id LEFT JOIN teams t ON t.id = mt.team_id
  WHERE m.id = ANY($1::uuid[]) GROUP BY m.id ORDER BY m.last_name, m.first_name, m.id`;

/** The floor of each request: its page's ids, checked to give back exactly the API's rows. */
async function floors(service, pool, list) {
  const result = [];
  for (const request of list) {
    const page = await service.search(request.body, ROLE);
    const ids = page.members.map((member) => member.id);
    const rows = (await pool.query(FLOOR_SQL, [ids])).rows;
    const same =
      rows.length === ids.length &&
      rows.every(
        (row, index) => row.id === ids[index] && row.teams.join() === page.members[index].Teams.join() && row.email === page.members[index].Email,
      );
    if (!same) throw new Error(`the floor of ${request.name} is not the API's page`);
    result.push(ids);
  }
  return result;
}

function summary(latencies, seconds, errors) {
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
    total: latencies.length,
  };
}

/** `list` bodies POSTed to the search in turn; without a list, GET /api/members/current (the same sign-in check, no search). */
function loadHttp(port, token, list) {
  let index = 0;
  const latencies = [];
  const loadBefore = load();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const request = list
    ? { method: 'POST', headers, setupRequest: (sent) => ({ ...sent, body: JSON.stringify(list[index++ % list.length].body) }) }
    : { method: 'GET', headers };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}/api/members/${list ? 'search' : 'current'}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        requests: [request],
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
          load: `${loadBefore}-${load()}`,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 300) latencies.push(responseTime);
    });
  });
}

/** `CONNECTIONS` callers in a loop for DURATION_S, each call one of `calls` in turn. */
async function loadPg(calls) {
  const latencies = [];
  let errors = 0;
  let index = 0;
  const loadBefore = load();
  const started = performance.now();
  const deadline = started + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const call = calls[index++ % calls.length];
        const begin = performance.now();
        try {
          await call();
          latencies.push(performance.now() - begin);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { ...summary(latencies, (performance.now() - started) / 1000, errors), load: `${loadBefore}-${load()}` };
}

/** One caller, each call 7 times: the median, what a single search costs when nothing else of ours runs. */
async function median(call) {
  return medianOf(async () => {
    const begin = performance.now();
    await call();
    return performance.now() - begin;
  });
}

/** The median of 7 figures `measure` resolves to. */
async function medianOf(measure) {
  const figures = [];
  for (let run = 0; run < 7; run += 1) figures.push(await measure());
  figures.sort((a, b) => a - b);
  return figures[3];
}

/** What the repository reads its SQL through (the API's `Transactions`), here a bare pg pool: no Nest, no TypeORM. */
const overPool = (manager) => ({ manager });

/** The API's search service over `repository`, keeping no page: every search is read. No export here, so no export limit. */
const searchService = (repository) =>
  new MemberSearchService(repository, null, new SearchResults({ memberSearchPagesKept: 0 }, new AppMetrics('api')));

/** One search's planning + execution time inside PostgreSQL (EXPLAIN ANALYZE of each statement it sends). */
async function inPostgresMs(pool, estimates, body) {
  let total = 0;
  const explaining = searchService(
    new MemberSearchRepository(
      overPool({
        query: async (sql, params) => {
          const rows = (await pool.query(sql, params)).rows;
          const [
            {
              'QUERY PLAN': [plan],
            },
          ] = (await pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params)).rows;
          total += plan['Planning Time'] + plan['Execution Time'];
          return rows;
        },
      }),
      estimates,
    ),
  );
  await explaining.search(body, ROLE);
  return total;
}

async function benchmark(members) {
  const database = `greenroom_bench_search_${CHECKOUT}_${process.pid}_${members}`;
  const databaseUrl = `${SERVER}/${database}`;
  const port = await freePort();
  const admin = new Pool({ connectionString: `${SERVER}/postgres`, max: 1 });
  await admin.query(`CREATE DATABASE "${database}"`);
  const pool = new Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  // DROP DATABASE … WITH (FORCE) at the end may still find a connection of ours closing: that one's end is expected.
  pool.on('error', (error) => {
    if (error.code !== '57P01') console.error('bench pool:', error);
  });
  const queuePrefix = `bench-search-${CHECKOUT}-${process.pid}`;
  let api;
  try {
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      QUEUE_PREFIX: queuePrefix,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PORTAL_URL: 'http://localhost',
      SMTP_URL: 'smtp://127.0.0.1:1',
      // One session sends every search of the load: the per-member hourly directory limit would stop it at 100.
      MEMBER_DIRECTORY_READS_PER_HOUR: '1000000000',
    };
    const step = performance.now();
    await run('node', ['../node_modules/typeorm/cli.js', 'migration:run', '-d', 'dist/data-source.js'], env);
    await run('node', ['dist/seed/run-seed.js'], env);
    await seed(pool, members);
    const [{ count }] = (await pool.query('SELECT count(*)::int AS count FROM members')).rows;
    console.info(`seeded ${count.toLocaleString('en-US')} members in ${((performance.now() - step) / 1000).toFixed(1)} s (load ${load()})`);
    const token = await openSession(pool);
    // One cache of the planner's estimates, as in one API process: the searches typed again reuse theirs.
    const estimates = new SearchEstimates();
    const service = searchService(
      new MemberSearchRepository(overPool({ query: async (sql, params) => (await pool.query(sql, params)).rows }), estimates),
    );
    const list = await requests(service);
    const pageIds = await floors(service, pool, list);

    /** The built API with `settings`, warmed by one request of each (a connection, the first plans), under `loads`. */
    const underLoad = async (settings, loads) => {
      api = spawn('node', ['dist/main.js'], {
        cwd: path.join(workspaceRoot, 'api'),
        env: { ...process.env, ...env, ...settings },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      try {
        await waitForHttp(`http://127.0.0.1:${port}/api/health`, 'api', 60_000);
        for (const request of list)
          await fetch(`http://127.0.0.1:${port}/api/members/search`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(request.body),
          });
        const results = [];
        for (const searches of loads) results.push(await withCpu(api.pid, pool, () => loadHttp(port, token, searches)));
        return results;
      } finally {
        api.kill('SIGTERM');
        await new Promise((resolve) => api.once('exit', resolve));
        api = undefined;
      }
    };
    const [http, httpSignedIn] = await underLoad({}, [list, null]);
    // The same searches with no page kept: each one read in PostgreSQL, as a search typed for the first time is.
    const [httpRead] = await underLoad({ MEMBER_SEARCH_PAGES_KEPT: '0' }, [list]);
    const sql = await loadPg(list.map((request) => () => service.search(request.body, ROLE)));
    const floor = await loadPg(pageIds.map((ids) => () => pool.query(FLOOR_SQL, [ids])));
    const shapes = [];
    for (const [index, request] of list.entries()) {
      const searchMs = await median(() => service.search(request.body, ROLE));
      const floorMs = await median(() => pool.query(FLOOR_SQL, [pageIds[index]]));
      const inPostgres = await medianOf(() => inPostgresMs(pool, estimates, request.body));
      shapes.push({ name: request.name, searchMs, floorMs, inPostgres, load: load() });
    }

    const line = (name, figures) =>
      `  ${name.padEnd(34)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${figures.p50.toFixed(1).padStart(6)}  p95 ${figures.p95.toFixed(1).padStart(6)}  p99 ${figures.p99.toFixed(1).padStart(6)} ms  ` +
      `x${(floor.requestsPerSecond / figures.requestsPerSecond).toFixed(1).padStart(5)} floor time  ${String(figures.errors).padStart(3)} errors  (load ${figures.load})`;
    console.info(
      `member search at ${count.toLocaleString('en-US')} members: ${CONNECTIONS} concurrent clients, ${DURATION_S} s each, ${list.length} requests in turn, pages of 50 (${os.cpus().length} cores)`,
    );
    const cpuLine = (figures) => {
      const { api: apiMs, pg, client } = figures.cpu;
      return `      CPU per request: API ${apiMs.toFixed(2)} ms, PostgreSQL ${pg.toFixed(2)} ms, load generator ${client.toFixed(2)} ms; two idle cores: at most ${((2 * 1000) / (apiMs + pg + client)).toFixed(0)} req/s`;
    };
    console.info(line('HTTP: API (Nest, auth, search)', http));
    console.info(cpuLine(http));
    console.info(line('HTTP: the same, no page kept', httpRead));
    console.info(cpuLine(httpRead));
    console.info(line('HTTP: GET /api/members/current', httpSignedIn));
    console.info(cpuLine(httpSignedIn));
    console.info(line('search alone: service+SQL over pg', sql));
    console.info(line('floor: the same pages by id, pg', floor));
    const goal = againstFloor(http, floor);
    console.info(
      `  ratio HTTP / floor throughput ${goal.throughput.toFixed(2)} (goal >= ${GOAL.throughput}), p95 ${goal.p95.toFixed(2)}x the floor's (goal <= ${GOAL.p95}), ${http.errors} errors: ${goal.verdict}; search SQL / floor throughput ${(sql.requestsPerSecond / floor.requestsPerSecond).toFixed(2)}; with no page kept ${againstFloor(httpRead, floor).throughput.toFixed(2)}x, p95 ${againstFloor(httpRead, floor).p95.toFixed(2)}x`,
    );
    console.info("  one caller, median of 7, search (service+SQL) vs floor; in brackets the search's own planning + execution in PostgreSQL:");
    for (const shape of shapes)
      console.info(
        `    ${shape.name.padEnd(72)} ${shape.searchMs.toFixed(1).padStart(6)} ms  floor ${shape.floorMs.toFixed(1).padStart(5)} ms  [${shape.inPostgres.toFixed(1).padStart(5)} ms in PostgreSQL]  (load ${shape.load})`,
      );
    const slowest = shapes.reduce((a, b) => (b.searchMs > a.searchMs ? b : a));
    console.info(`  slowest shape ${slowest.searchMs.toFixed(1)} ms (${slowest.name}); target every shape < 5 ms`);
    const size = count.toLocaleString('en-US');
    recordSummary({
      measure: `search, ${size} members, ${CONNECTIONS} clients, HTTP vs floor`,
      figure: `throughput ${goal.throughput.toFixed(2)}x, p95 ${goal.p95.toFixed(2)}x (${http.requestsPerSecond.toFixed(0)} vs ${floor.requestsPerSecond.toFixed(0)} req/s, p95 ${http.p95.toFixed(0)} vs ${floor.p95.toFixed(0)} ms, ${http.errors} errors); no page kept ${againstFloor(httpRead, floor).throughput.toFixed(2)}x`,
      goal: `>= ${GOAL.throughput}x, <= ${GOAL.p95}x, 0 errors`,
      met: goal.met,
    });
    recordSummary({
      measure: `search, ${size} members, one caller, slowest shape`,
      figure: `${slowest.searchMs.toFixed(1)} ms (${slowest.name})`,
      goal: '< 5 ms',
      met: slowest.searchMs < 5,
    });
  } finally {
    api?.kill('SIGTERM');
    await pool.end();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
    await dropRedisKeys(REDIS_URL, queuePrefix); // the API's queue keys (it registers its queues on start)
  }
}

for (const members of SIZES) await benchmark(members);
