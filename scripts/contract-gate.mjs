#!/usr/bin/env node
// Contract gate: fails the build when a remote's built manifest breaks what the shell relies on.
//   node scripts/contract-gate.mjs                  every portal remote (libs/contracts, npm test)
//   node scripts/contract-gate.mjs --remote members one remote (the end of that remote's build)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import gate from '../tools/mf/contract-gate.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseRemotes(argv) {
  const remotes = [];
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--remote' && argv[i + 1]) remotes.push(argv[(i += 1)]);
    else if (argv[i].startsWith('--remote=')) remotes.push(argv[i].slice('--remote='.length));
    else {
      console.error(`contract gate: unknown argument "${argv[i]}" (usage: contract-gate.mjs [--remote <name>])`);
      process.exit(2);
    }
  }
  return remotes;
}

const { checked, problems } = gate.runGate(root, parseRemotes(process.argv.slice(2)));
if (problems.length > 0) {
  console.error(`contract gate FAILED (${problems.length} problem${problems.length === 1 ? '' : 's'}):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.info(`contract gate passed: ${checked.join(', ')}`);
