#!/usr/bin/env node
// `npm test`'s check of `npm run new-remote`: generates a remote into a copy of this working tree (its tracked and
// new files, using this checkout's installed packages) and runs there what a new remote meets in `npm test`: lint,
// types, unit tests and the production build with its contract gate for the remote; lint of the other files the
// generator changed, the types of their projects and the shell's route-table test; the lockfile's consistency; the
// repository configuration; the deployment's compose and HAProxy files. Then it deletes the copy. The working tree
// itself is never written.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testFiles } from '../node24/test-files.mjs';
import { newRemote } from './new-remote.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NAME = 'volunteers';
const say = (message) => console.info(`[new-remote check] ${message}`);

let stoppedBy = null;

function run(cwd, command, args, env = {}) {
  if (stoppedBy) throw new Error(`stopped by ${stoppedBy}`);
  say(`${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

function output(cwd, command, args) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** The working tree's files as git sees them (tracked and new, not ignored), copied into `copy`. */
function copyTree(copy) {
  const files = output(root, 'git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard']).split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree, not yet committed
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(from, path.join(copy, file));
  }
}

/**
 * The copy's packages: this checkout's node_modules hard-linked (same disk: no space, a few seconds), so Node and
 * TypeScript see real paths inside the copy (a symlinked node_modules made declaration builds name packages by
 * paths outside it), and the workspaces' own links, relative, point into the copy: it reads its own remotes list.
 * Adds what is missing, so it runs again after the generator for the new workspace's link.
 */
function installPackages(copy) {
  if (!fs.existsSync(path.join(copy, 'node_modules'))) run(copy, 'cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')]);
  const lock = JSON.parse(fs.readFileSync(path.join(copy, 'package-lock.json'), 'utf8'));
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key.startsWith('node_modules/@greenroom/') || !entry.link) continue;
    if (!fs.existsSync(path.join(copy, key))) fs.symlinkSync(path.join('..', '..', entry.resolved), path.join(copy, key));
    const ownModules = path.join(entry.resolved, 'node_modules');
    if (fs.existsSync(path.join(root, ownModules)) && !fs.existsSync(path.join(copy, ownModules))) {
      run(copy, 'cp', ['-al', path.join(root, ownModules), path.join(copy, ownModules)]);
    }
  }
}

const started = Date.now();
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'greenroom-new-remote-'));
// Interrupted, the running step fails and `finally` still removes the copy (Node's default would exit at once).
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => (stoppedBy = signal));
try {
  say(`copying the working tree to ${copy}`);
  copyTree(copy);
  installPackages(copy);
  say(`npm run new-remote -- ${NAME}`);
  const written = newRemote(copy, { name: NAME, title: 'Volunteer Sign-Up' });
  installPackages(copy); // the new workspace's link

  const nx = path.join(copy, 'node_modules/.bin/nx');
  // Its own Nx state, no daemon: the copy must not reuse this checkout's cache or share its daemon.
  const nxEnv = { NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true', NX_CACHE_DIRECTORY: path.join(copy, '.nx/cache') };
  run(copy, nx, ['run-many', '-t', 'lint', 'typecheck', 'test', 'build', '-p', `mfe-${NAME}`, '--outputStyle=static', '--parallel=1'], nxEnv);
  // The files the generator changed elsewhere keep the layer rules, and their projects' types still hold.
  const edited = written.filter((file) => !file.startsWith(`mfe-${NAME}/`) && /\.[cm]?[jt]sx?$/.test(file));
  run(copy, path.join(copy, 'node_modules/.bin/eslint'), edited);
  run(copy, nx, ['run-many', '-t', 'typecheck', '-p', 'contracts', 'shell', 'api', 'e2e', '--outputStyle=static', '--parallel=1'], nxEnv);
  // Its browser spec is listed for it in e2e/remote-specs.json, which still names every spec (check:remote's test).
  run(copy, 'node', ['--test', ...testFiles(copy, 'scripts/check-remote')]);
  run(copy, nx, ['run', 'shell:test', '--outputStyle=static', '--', 'src/app/route-table.spec.ts'], nxEnv);
  // The lockfile lists the new workspace as npm would: a lockfile-only install, without the network, changes nothing.
  const lockBefore = fs.readFileSync(path.join(copy, 'package-lock.json'), 'utf8');
  run(copy, 'npm', ['install', '--package-lock-only', '--offline', '--ignore-scripts', '--no-audit', '--no-fund']);
  if (fs.readFileSync(path.join(copy, 'package-lock.json'), 'utf8') !== lockBefore)
    throw new Error('package-lock.json: npm would write the new workspace differently');
  run(copy, 'node', ['scripts/check-repository-config.mjs']);
  // The deployment runs and routes it (compose service, HAProxy backend), as the remotes list says.
  run(copy, 'node', ['--test', 'deploy/compose-check/compose.test.mjs']);
  say(`mfe-${NAME} passed in ${Math.round((Date.now() - started) / 1000)} s; removing the copy`);
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
