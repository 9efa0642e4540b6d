#!/usr/bin/env node
// `npm run check:remote -- <name>`: one remote's loop, what its pipeline runs (.github/workflows/remote.yml): lint,
// types, unit tests and build of mfe-<name>, its contract gate, then its screens in Chromium inside the real shell.
// The rest of the portal (libraries, shell, API, other remotes) is built first by Nx, which restores it from its cache
// when the change left it alone, i.e. as main built it; the remote's own steps then run from the change, without the
// cache (remote-loop.mjs says which steps, with what). The browser step takes the machine's
// e2e lock itself (the e2e portal's ports are fixed) and says when it waited. Each step's time and the total are
// printed as a table, also when a step fails (the later ones then say "skipped").
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { portalConfig, PORTAL_REMOTES } from '../portal/config.mjs';
import { playwrightEnv, runPlaywright } from '../portal/playwright.mjs';
import { startPortal, workspaceRoot } from '../portal/start-portal.mjs';
import { takeE2eLock } from './e2e-lock.mjs';
import {
  changesOutsideRemote,
  loopSteps,
  mappingProblems,
  nxCacheNote,
  playwrightFilters,
  readRemoteSpecs,
  REMOTE_SPECS_FILE,
  specFilesIn,
  specsOfRemote,
  stagesOf,
  timingTable,
} from './remote-loop.mjs';

const say = (message) => console.info(`[check:remote] ${message}`);
const names = PORTAL_REMOTES.map((remote) => remote.name);
const args = process.argv.slice(2);
if (args.length !== 1 || !names.includes(args[0])) {
  console.error(`usage: npm run check:remote -- <remote>   (one of: ${names.join(', ')})`);
  process.exit(2);
}
const [remote] = args;
const started = Date.now();

function git(...gitArgs) {
  try {
    return execFileSync('git', gitArgs, { cwd: workspaceRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** What this checkout changed since it left main (committed, uncommitted and new files), or null without a main. */
function changedSinceMain() {
  const base = git('merge-base', 'HEAD', 'main') ?? git('merge-base', 'HEAD', 'origin/main');
  if (!base) return null;
  const files = [git('diff', '--name-only', base), git('ls-files', '--others', '--exclude-standard')].join('\n');
  return [...new Set(files.split('\n').filter(Boolean))];
}

// Which specs, and whether the one list of them still names every spec (a new spec cannot be forgotten).
const specs = readRemoteSpecs(workspaceRoot);
const problems = mappingProblems(specs, specFilesIn(workspaceRoot), names);
if (problems.length > 0) {
  console.error(`[check:remote] ${REMOTE_SPECS_FILE} needs attention:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
const remoteSpecs = specsOfRemote(specs, remote);
say(
  `mfe-${remote}: lint, types, unit tests, build, contract gate, then ${remoteSpecs.length} browser specs (${REMOTE_SPECS_FILE}): ${remoteSpecs.join(', ')}`,
);

const changed = changedSinceMain();
if (changed === null) say('no main branch here to compare with: the rest of the portal is built from this checkout');
else {
  const outside = changesOutsideRemote(changed, remote);
  if (outside.length === 0)
    say(`this change touches only mfe-${remote}/ (and docs or e2e specs): the shell, the API and the other remotes are built as main builds them`);
  else
    say(
      `this change also touches ${outside.length} file${outside.length === 1 ? '' : 's'} outside mfe-${remote}/ (${outside.slice(0, 5).join(', ')}${outside.length > 5 ? ', …' : ''}): the rest of the portal is built from it, not from main, and \`npm test\` is its gate`,
    );
}

const nx = path.join(workspaceRoot, 'node_modules', '.bin', 'nx');
const nxEnv = { ...process.env, NX_TUI: 'false' };
const rows = [];
let failed = false;

/**
 * Runs a command and keeps its output for the table's notes: shown as it comes when it runs alone, or all at once
 * under its title when it ends, when it runs beside others (so their lines do not mix).
 */
function runStep(command, commandArgs, env, { alone, title }) {
  const child = spawn(command, commandArgs, { cwd: workspaceRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const [stream, target] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    stream.on('data', (chunk) => {
      if (alone) target.write(chunk);
      output += chunk;
    });
  }
  return new Promise((resolve) => {
    const done = (status) => {
      if (!alone) process.stdout.write(`\n[check:remote] ── ${title} (${status === 0 ? 'passed' : 'FAILED'}) ──\n${output}`);
      resolve({ status, output });
    };
    child.on('error', (error) => {
      output += String(error);
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

async function browserStep(step) {
  let lock;
  let portal;
  const stopAll = async () => {
    await portal?.stop();
    await lock?.release();
  };
  const onSignal = async () => {
    await stopAll();
    process.exit(1);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    let mark = Date.now();
    lock = await takeE2eLock(say);
    rows.push({ title: 'waiting for the e2e lock (/tmp/greenroom-e2e.lock)', ms: Date.now() - mark, status: 'passed' });

    mark = Date.now();
    const config = portalConfig('e2e');
    process.env.RELEASE_TOKEN ||= randomBytes(32).toString('base64url');
    const logDir = path.join(workspaceRoot, '.greenroom', 'check-remote-logs');
    try {
      portal = await startPortal(config, { say, logDir, freshDatabase: true, build: false });
    } catch (error) {
      rows.push({ title: 'portal up (fresh database, API, worker, shell, remotes)', ms: Date.now() - mark, status: 'failed', note: error.message });
      return false;
    }
    rows.push({ title: 'portal up (fresh database, API, worker, shell, remotes)', ms: Date.now() - mark, status: 'passed' });
    say(`portal up at ${config.portalUrl}; logs in ${path.relative(workspaceRoot, logDir)}`);

    mark = Date.now();
    const status = await runPlaywright(playwrightFilters(remoteSpecs), playwrightEnv(config, portal, process.env.RELEASE_TOKEN));
    rows.push({ title: `${step.title} (${remoteSpecs.length} specs)`, ms: Date.now() - mark, status: status === 0 ? 'passed' : 'failed' });
    return status === 0;
  } finally {
    await stopAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

async function commandStep(step, alone) {
  const mark = Date.now();
  const [command, env] = step.kind === 'nx' ? [nx, nxEnv] : [process.execPath, process.env];
  const { status, output } = await runStep(command, step.args, env, { alone, title: step.title });
  const notes = [alone ? null : 'side by side', step.cacheNote ? nxCacheNote(output) : null].filter(Boolean);
  return { title: step.title, ms: Date.now() - mark, status: status === 0 ? 'passed' : 'failed', note: notes.join('; ') || undefined };
}

for (const stage of stagesOf(loopSteps(remote))) {
  if (failed) {
    for (const step of stage) rows.push({ title: step.title, status: 'skipped' });
    continue;
  }
  if (stage.length > 1) {
    say(`${stage.map((step) => step.title).join(', ')}: side by side, each shown when it ends`);
    const results = await Promise.all(stage.map((step) => commandStep(step, false)));
    rows.push(...results);
    failed = results.some((row) => row.status === 'failed');
    continue;
  }
  const [step] = stage;
  say(step.title);
  if (step.kind === 'browser') {
    const mark = Date.now();
    try {
      failed = !(await browserStep(step));
    } catch (error) {
      failed = true;
      rows.push({ title: step.title, ms: Date.now() - mark, status: 'failed', note: error.message });
    }
    continue;
  }
  const row = await commandStep(step, true);
  rows.push(row);
  failed = row.status === 'failed';
}

console.info(
  `\n[check:remote] mfe-${remote} ${failed ? 'FAILED' : 'passed'}; time per step, measured on this run (its own steps run without the Nx cache: they are the change; steps side by side overlap, the total is the clock's):\n${timingTable(rows, Date.now() - started)}`,
);
process.exit(failed ? 1 : 0);
