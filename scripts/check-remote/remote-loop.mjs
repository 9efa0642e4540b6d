// The decisions of `npm run check:remote -- <name>` (check-remote.mjs runs them): which browser specs belong to a
// remote, whether the list of them still names every spec, what a change touches outside the remote, the steps and
// the printed table of their times. Kept apart from the running so each is unit tested (remote-loop.test.mjs).
import fs from 'node:fs';
import path from 'node:path';

/** The one list of which e2e spec covers which remote's screens, and which run only in `npm test`. */
export const REMOTE_SPECS_FILE = 'e2e/remote-specs.json';
export const SPECS_DIR = 'e2e/tests';

/** @typedef {{ remotes: Record<string, string[]>, platform: string[] }} RemoteSpecs */

/** @returns {RemoteSpecs} */
export function readRemoteSpecs(root) {
  return JSON.parse(fs.readFileSync(path.join(root, REMOTE_SPECS_FILE), 'utf8'));
}

/** The spec files in e2e/tests, sorted. */
export function specFilesIn(root) {
  return fs
    .readdirSync(path.join(root, SPECS_DIR))
    .filter((file) => file.endsWith('.spec.ts'))
    .sort();
}

/**
 * What is wrong with the list, as sentences (none: it holds). Every spec is listed (under one remote or more, or under
 * `platform`: the sweeps over every screen and the shell's own screens, which only `npm test` runs), nothing listed
 * is missing, every remote of the portal has at least one spec and no other name has a list.
 */
export function mappingProblems(specs, specFiles, remoteNames) {
  const problems = [];
  const remoteLists = specs?.remotes ?? {};
  const platform = specs?.platform ?? [];
  const listed = new Map();
  const note = (file, where) => listed.set(file, [...(listed.get(file) ?? []), where]);
  for (const [remote, files] of Object.entries(remoteLists)) {
    if (!remoteNames.includes(remote)) problems.push(`${REMOTE_SPECS_FILE} lists specs for "${remote}", which is not a remote of the portal`);
    for (const file of files) note(file, remote);
    const twice = files.filter((file, index) => files.indexOf(file) !== index);
    for (const file of new Set(twice)) problems.push(`${REMOTE_SPECS_FILE}: ${file} is listed twice under ${remote}`);
  }
  for (const file of platform) note(file, 'platform');
  for (const remote of remoteNames) {
    if (!(remoteLists[remote]?.length > 0))
      problems.push(`${REMOTE_SPECS_FILE} has no spec for the remote ${remote}: list the specs that open its screens under "remotes"`);
  }
  for (const file of specFiles) {
    if (!listed.has(file))
      problems.push(
        `${SPECS_DIR}/${file} is in no list of ${REMOTE_SPECS_FILE}: add it under the remotes whose screens it tests, or under "platform"`,
      );
  }
  for (const [file, where] of listed) {
    if (!specFiles.includes(file)) problems.push(`${REMOTE_SPECS_FILE} lists ${file}, which is not in ${SPECS_DIR}`);
    if (where.includes('platform') && where.length > 1)
      problems.push(
        `${REMOTE_SPECS_FILE}: ${file} is under "platform" and under ${where.filter((w) => w !== 'platform').join(', ')}: one or the other`,
      );
  }
  return problems;
}

/** The spec files that test `remote`'s screens. */
export function specsOfRemote(specs, remote) {
  const files = specs.remotes[remote];
  if (!files) throw new Error(`${REMOTE_SPECS_FILE} has no list for the remote ${remote}`);
  return [...files];
}

/** Playwright's file filters (regular expressions over the path) that match exactly these spec files. */
export function playwrightFilters(files) {
  return files.map((file) => `tests/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/**
 * The changed files (relative to the repository) that lie outside the remote's folder and would change what the
 * rest of the portal is built from: the shell, the API and the libraries then come from this change, not from main.
 * Documentation and the e2e specs change no build.
 */
export function changesOutsideRemote(changedFiles, remote) {
  return changedFiles.filter(
    (file) => !file.startsWith(`mfe-${remote}/`) && !file.endsWith('.md') && !file.startsWith('e2e/') && !file.startsWith('docs/'),
  );
}

/**
 * The remote's loop, in order: a title and the command that runs it. First the rest of the portal (the libraries, the
 * shell, the API and the other remotes), which Nx restores from its cache when the change left it as main built it;
 * then the remote's own steps, run again whatever the cache holds (they are the change, and their times are what a
 * change costs), without their dependencies (built by the first step); lint, types, unit tests and build depend on
 * nothing but that first step, so they run side by side (`group`: on a shared machine four processes also get more of
 * its time than one); then the gate over the build, then the browser step, which check-remote.mjs runs itself (lock,
 * portal up, specs, portal down).
 */
export function loopSteps(remote) {
  const project = `mfe-${remote}`;
  const own = (target) => ({
    kind: 'nx',
    args: ['run-many', '-t', target, '-p', project, '--skipNxCache', '--excludeTaskDependencies', '--outputStyle=static'],
  });
  return [
    {
      id: 'rest',
      title: 'the rest of the portal: libraries, shell, API, other remotes',
      kind: 'nx',
      cacheNote: true,
      args: ['run-many', '-t', 'build', '--exclude', project, '--parallel=2', '--outputStyle=static'],
    },
    { id: 'lint', title: `lint (${project})`, group: 'own', ...own('lint') },
    { id: 'types', title: `types (${project})`, group: 'own', ...own('typecheck') },
    { id: 'unit', title: `unit tests (${project})`, group: 'own', ...own('test') },
    { id: 'build', title: `build (${project})`, group: 'own', ...own('build') },
    { id: 'gate', title: `contract gate (${remote})`, kind: 'node', args: ['scripts/contract-gate.mjs', '--remote', remote] },
    { id: 'browser', title: `browser tests of ${project}'s screens in the shell`, kind: 'browser' },
  ];
}

/** The steps as stages to run one after the other: consecutive steps of one `group` make one stage, run side by side. */
export function stagesOf(steps) {
  const stages = [];
  for (const step of steps) {
    const last = stages.at(-1);
    if (step.group && last?.[0].group === step.group) last.push(step);
    else stages.push([step]);
  }
  return stages;
}

/** What Nx said about its cache at the end of a run, for the table: "9 of 9 from the Nx cache" (null if it said nothing). */
export function nxCacheNote(output) {
  const match = /read the output from the cache instead of running the command for (\d+) out of (\d+) tasks/.exec(output);
  if (match) return `${match[1]} of ${match[2]} from the Nx cache${match[1] === match[2] ? '' : `, ${Number(match[2]) - Number(match[1])} built`}`;
  const ran = /Successfully ran target \S+ for (\d+) projects?/.exec(output);
  return ran ? `none from the Nx cache: ${ran[1]} built` : null;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The printed table: one row a step (its time, or why it has none), then the total.
 * @param {{ title: string, ms?: number, status: 'passed' | 'failed' | 'skipped', note?: string }[]} rows
 */
export function timingTable(rows, totalMs) {
  const width = Math.max(...rows.map((row) => row.title.length), 'total'.length);
  const lines = rows.map((row) => {
    const time = row.ms === undefined ? '-' : seconds(row.ms);
    const status = row.status === 'passed' ? '' : `  ${row.status.toUpperCase()}`;
    return `  ${row.title.padEnd(width)}  ${time.padStart(8)}${status}${row.note ? `  (${row.note})` : ''}`;
  });
  const wholeSeconds = Math.round(totalMs / 1000);
  const clock = `${Math.floor(wholeSeconds / 60)}:${String(wholeSeconds % 60).padStart(2, '0')}`;
  return [...lines, `  ${'-'.repeat(width + 10)}`, `  ${'total'.padEnd(width)}  ${seconds(totalMs).padStart(8)}  (${clock})`].join('\n');
}
