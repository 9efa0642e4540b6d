// `npm run test:deploy`: builds the images here, brings up deploy/compose.yaml on its own project name and
// 127.0.0.1 ports, runs every check in scripts/deploy/checks/, prints one table, removes everything it created and
// exits non-zero when any line falls short. Not part of `npm test` (it takes minutes and builds images).
//
// Options: --keep leaves the stack running for a look (remove it later with --down); --down only removes a stack
// left by an earlier run; --busy keeps every core busy (one CPU burner per core, stopped at the end) for the whole run,
// as on a small host with other work. DEPLOY_TEST_PROJECT / DEPLOY_TEST_HTTP_PORT / DEPLOY_TEST_MAIL_PORT choose the names.
// The table's first line names the load the run met: the 1-minute load average at start and at end.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildBaseImages } from './base-images.mjs';
import { buildAppImages, imageTag } from './build-images.mjs';
import { ensurePodman, workspaceRoot } from './podman.mjs';
import { keptStackFile, removeStack, stackSettings, startStack } from './stack.mjs';
import { printTable } from './table.mjs';

const args = new Set(process.argv.slice(2));
const say = (message) => console.info(`[test:deploy] ${message}`);
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

async function loadChecks() {
  const dir = path.join(workspaceRoot, 'scripts/deploy/checks');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.mjs')).sort();
  const checks = [];
  for (const file of files) {
    const { default: check } = await import(pathToFileURL(path.join(dir, file)).href);
    if (!check?.title || typeof check.run !== 'function') throw new Error(`scripts/deploy/checks/${file} exports no { title, run }`);
    checks.push({ order: 100, ...check, file });
  }
  return checks.sort((a, b) => a.order - b.order || a.file.localeCompare(b.file));
}

async function timed(rows, title, work, figures = () => '') {
  const started = Date.now();
  try {
    const value = await work();
    rows.push({ check: title, result: 'done', figures: [seconds(Date.now() - started), figures(value)].filter(Boolean).join(', '), met: true });
    return value;
  } catch (error) {
    rows.push({ check: title, result: `failed: ${error.message.split('\n')[0]}`, figures: seconds(Date.now() - started), met: false });
    throw error;
  }
}

/** One run per checkout at a time: a second one would restage the image contexts under the first one's builds. */
async function takeLock() {
  const lock = path.join(workspaceRoot, '.greenroom', 'test-deploy.lock');
  await mkdir(path.dirname(lock), { recursive: true });
  try {
    await writeFile(lock, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(await readFile(lock, 'utf8').catch(() => '0'));
    const alive =
      holder > 0 &&
      (() => {
        try {
          process.kill(holder, 0);
          return true;
        } catch {
          return false;
        }
      })();
    if (alive) throw new Error(`another test:deploy (pid ${holder}) runs in this checkout`);
    await writeFile(lock, String(process.pid));
  }
  process.on('exit', () => rmSync(lock, { force: true }));
}

/** --busy: one spinning process per core until stop(); niceness 0, so it competes with the stack as other work would. */
function startBurner() {
  const cores = os.availableParallelism();
  const burners = Array.from({ length: cores }, () => spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }));
  const stop = () => burners.forEach((child) => child.exitCode === null && child.kill('SIGKILL'));
  process.on('exit', stop);
  return { cores, stop };
}

const loadNow = () => os.loadavg()[0].toFixed(1);

async function main() {
  await takeLock();
  ensurePodman();
  const { project } = stackSettings();
  if (args.has('--down')) {
    await removeStack(project);
    say(`removed compose project ${project}`);
    return 0;
  }
  const rows = [];
  const runStarted = Date.now();
  const loadAtStart = loadNow();
  const burner = args.has('--busy') ? startBurner() : undefined;
  if (burner) say(`--busy: ${burner.cores} CPU burners (one per core) run until the end; 1-minute load average ${loadAtStart} at start`);
  const checks = await loadChecks();
  let stack;
  const ran = new Set();
  try {
    await removeStack(project); // what an interrupted earlier run left behind
    await timed(
      rows,
      'base images (Node 24, PostgreSQL 15, Redis 7, HAProxy, MailDev, Prometheus)',
      () => buildBaseImages({ say }),
      (built) => (built.length ? `built ${built.join(', ')}` : 'all cached'),
    );
    const tag = imageTag();
    await timed(
      rows,
      `application images, tag ${tag} (API also ${tag}-next)`,
      () => buildAppImages({ tag, say, alsoTag: `${tag}-next` }),
      (report) => report,
    );
    const secrets = {
      postgres: randomBytes(18).toString('base64url'),
      redis: randomBytes(18).toString('base64url'),
      smtp: randomBytes(12).toString('base64url'),
      emailLink: randomBytes(32).toString('base64url'),
      metrics: randomBytes(32).toString('base64url'),
    };
    stack = await timed(
      rows,
      'compose stack up and healthy',
      () => startStack({ tag, secrets, say }),
      (s) => `${s.apiReplicas.length} API, ${s.workers.length} workers`,
    );
    stack.nextTag = `${tag}-next`;
    for (const check of checks) {
      say(`check: ${check.title}`);
      ran.add(check);
      const started = Date.now();
      try {
        // One line, or several (a check that reports repeats or parts on their own lines).
        const outcome = await check.run(stack, { say });
        for (const line of Array.isArray(outcome) ? outcome : [{ ...outcome, title: check.title }]) {
          rows.push({ check: line.title ?? check.title, result: line.result, figures: line.figures, met: Boolean(line.met) });
        }
      } catch (error) {
        console.error(error);
        rows.push({ check: check.title, result: `failed: ${error.message.split('\n')[0]}`, figures: seconds(Date.now() - started), met: false });
      }
    }
  } catch (error) {
    console.error(error);
  } finally {
    if (args.has('--keep') && stack) {
      // What it takes to attach to the kept stack (attachStack in stack.mjs): its secrets are this run's own.
      await writeFile(keptStackFile(project), JSON.stringify({ tag: stack.tag, nextTag: stack.nextTag, variables: stack.variables }, null, 2), {
        mode: 0o600,
      });
      say(`--keep: the stack stays up at ${stack.portalUrl} (remove it with npm run test:deploy -- --down)`);
    } else {
      const started = Date.now();
      await removeStack(project).then(
        () =>
          rows.push({
            check: 'clean-up (containers, volumes, networks of the project)',
            result: 'done',
            figures: seconds(Date.now() - started),
            met: true,
          }),
        (error) =>
          rows.push({
            check: 'clean-up (containers, volumes, networks of the project)',
            result: `failed: ${error.message}`,
            figures: '',
            met: false,
          }),
      );
    }
  }
  burner?.stop();
  const cores = os.availableParallelism();
  rows.unshift({
    check: `load it ran under (${cores} cores${burner ? `, --busy: ${burner.cores} CPU burners for the whole run` : ', no burner'})`,
    result: `1-minute load average ${loadAtStart} at start, ${loadNow()} at end`,
    figures: `${os.cpus()[0]?.model ?? 'cpu'}`.trim(),
    met: true,
  });
  for (const check of checks) {
    if (!ran.has(check)) rows.push({ check: check.title, result: 'not run: the stack did not come up', figures: '', met: false });
  }
  console.info(`\ntest:deploy took ${seconds(Date.now() - runStarted)}${burner ? ' (--busy)' : ''}\n`);
  printTable(rows);
  return rows.every((row) => row.met) ? 0 : 1;
}

process.exitCode = await main();
