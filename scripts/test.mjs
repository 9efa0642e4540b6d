// `npm test`: every check CI runs, in order, with real PostgreSQL and Redis (local ones, or started here).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { testFiles } from './node24/test-files.mjs';
import { portalConfig } from './portal/config.mjs';
import { ensurePostgres } from './portal/postgres.mjs';
import { ensureRedis } from './portal/redis.mjs';
import { workspaceRoot } from './portal/start-portal.mjs';

const say = (message) => console.info(`[test] ${message}`);
const nx = path.join(workspaceRoot, 'node_modules', '.bin', 'nx');

const config = portalConfig('e2e');
const postgres = await ensurePostgres(config.postgresUrl, workspaceRoot, say);
const redis = await ensureRedis(config.redisUrl, say);
const env = {
  ...process.env,
  TEST_POSTGRES_URL: postgres.url,
  TEST_REDIS_URL: redis.url,
  POSTGRES_URL: postgres.url,
  REDIS_URL: redis.url,
  NX_TUI: 'false',
};

const steps = [
  [
    'docs: README at most 250 lines linking every docs/ page, links and anchors that resolve, no path outside the repository',
    'node',
    ['scripts/docs/check-docs.mjs'],
  ],
  ['formatting (Prettier; `npm run format` rewrites what it lists)', path.join(workspaceRoot, 'node_modules', '.bin', 'prettier'), ['--check', '.']],
  [
    'lint, type check, unit tests and production builds of every project',
    nx,
    ['run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--parallel=2', '--outputStyle=static'],
  ],
  [
    'the import graph: no cycle, database/ imports no domain, the API imports nothing from tools/, and its counts in docs/architecture.md',
    'node',
    ['scripts/docs/import-graph.mjs', '--check'],
  ],
  [
    "the scripts' own decisions: the import graph counter's and the search benchmark's goal",
    'node',
    ['--test', ...testFiles(workspaceRoot, 'scripts/docs'), ...testFiles(workspaceRoot, 'scripts/bench')],
  ],
  [
    'docs/api-routes.md matches the route objects and the API router (`npm run docs:routes` rewrites it)',
    'node',
    ['scripts/docs/api-routes.mjs', '--check'],
  ],
  [
    'no API path written outside its route object (SDK, test helpers, the apps’ api/ folders and stub keys, body limits)',
    'node',
    ['--test', ...testFiles(workspaceRoot, 'scripts/api-paths')],
  ],
  ['contract gate over every remote manifest', 'node', ['scripts/contract-gate.mjs']],
  [
    'monitoring: alert rules (promtool check rules, promtool test rules), scrape config and the Grafana dashboard',
    'node',
    ['--test', ...testFiles(workspaceRoot, 'deploy/monitoring/check')],
  ],
  [
    "npm start's own choices: its kept metrics token and ports apart from each other and the browser tests', and which Node runs",
    'node',
    ['--test', ...testFiles(workspaceRoot, 'scripts/portal'), ...testFiles(workspaceRoot, 'scripts/node24')],
  ],
  [
    "`npm run check:remote`'s choices: e2e/remote-specs.json names every browser spec, each remote's specs, its steps and timing table",
    'node',
    ['--test', ...testFiles(workspaceRoot, 'scripts/check-remote')],
  ],
  ['npm audit of the production dependencies (said plainly when the registry cannot answer)', 'node', ['scripts/audit.mjs']],
  [
    'GitHub workflows (action-validator), CODEOWNERS, dependency updates and root workspaces per remote',
    'node',
    ['scripts/check-repository-config.mjs'],
  ],
  [
    '`npm run new-remote`: a remote generated into a copy of the tree passes its checks (the copy is then removed)',
    'node',
    ['scripts/new-remote/check-new-remote.mjs'],
  ],
  ['API integration tests (real PostgreSQL, Redis and SMTP)', nx, ['run', 'api:test:int', '--outputStyle=static']],
  // The reduced run (500 recipients, 10 s without Redis, 15 s of load); `npm run test:reliability` is the full one.
  [
    'reliability suite, quick run (own PostgreSQL and Redis on spare ports, 2 APIs, 2 workers)',
    'node',
    ['scripts/reliability/run.mjs', '--quick', '--skip-build'],
  ],
  ['browser end-to-end tests in Chromium', 'node', ['scripts/e2e.mjs'], { E2E_SKIP_BUILD: '1' }],
];

let failed;
for (const [title, command, args, extraEnv = {}] of steps) {
  say(title);
  const result = spawnSync(command, args, { cwd: workspaceRoot, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) {
    failed = title;
    break;
  }
}
await redis.stop();
await postgres.stop();
if (failed) {
  console.error(`[test] FAILED: ${failed}`);
  process.exit(1);
}
say('all checks passed');
