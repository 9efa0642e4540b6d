// Which Node runs Greenroom's own processes: the machine's when it meets package.json's `engines`, otherwise Node 24
// fetched from the npm registry (the `node` package) into .greenroom/node24. Runs on whatever Node the machine has, so
// it uses nothing but Node's own modules. scripts/node24/node24.sh asks it; choose.test.mjs pins the choices.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** ">=24.11" (the only form package.json uses) as [24, 11, 0]. */
export function minimumFromEngines(range) {
  const match = /^>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!match) throw new Error(`engines.node must read ">=major.minor" (found "${range}")`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** Whether "v24.11.1" is at least the minimum; anything that is not a version is not. */
export function satisfies(version, minimum) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version ?? '');
  if (!match) return false;
  const parts = match.slice(1).map(Number);
  for (let i = 0; i < 3; i += 1) {
    if (parts[i] !== minimum[i]) return parts[i] > minimum[i];
  }
  return true;
}

/** 'own' (the machine's Node), 'cached' (a Node 24 fetched before) or 'fetch'. */
export function choose({ own, cached, minimum }) {
  if (satisfies(own, minimum)) return 'own';
  if (satisfies(cached, minimum)) return 'cached';
  return 'fetch';
}

/** The one line `npm start`, `npm test` and the benchmarks print. */
export function announce({ choice, version, own }) {
  if (choice === 'own') return `Greenroom runs on Node ${version} (this machine's own).`;
  return `Greenroom runs on Node ${version} (fetched from the npm registry into .greenroom/node24; this machine has ${own || 'no Node'}).`;
}

function minimumOfThisRepository() {
  const engines = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
  return minimumFromEngines(engines);
}

// CLI for node24.sh: `choose <own version> <cached version or "">` prints own|cached|fetch;
// `check <version>` exits 0 when it is new enough; `announce <own|cached|fetched> <version> <own version>` prints the line.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  const minimum = minimumOfThisRepository();
  if (command === 'choose') console.log(choose({ own: args[0], cached: args[1], minimum }));
  else if (command === 'check') process.exit(satisfies(args[0], minimum) ? 0 : 1);
  else if (command === 'announce') console.log(announce({ choice: args[0], version: args[1], own: args[2] }));
  else {
    console.error('usage: choose.mjs choose|check|announce …');
    process.exit(2);
  }
}
