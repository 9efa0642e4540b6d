// The build-time contract gate: checks each remote's built mf-manifest.json against the shell of this workspace.
const fs = require('node:fs');
const path = require('node:path');
// The rules live in libs/contracts, shared with the API's check of a release; this file only reads the workspace.
const { checkRemoteManifest, expectedRemoteModules } = require('@greenroom/contracts');
const { readShellContract } = require('./shell-contract');

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Checks the named remotes (every portal remote when `only` is empty) of the workspace at `root`.
 * @param {string} root
 * @param {string[]} [only]
 * @param {Record<string, string[]>} [expectedModules] remote name -> the modules the shell loads (the portal's list)
 * @returns {{ checked: string[], problems: string[] }}
 */
function runGate(root, only = [], expectedModules = expectedRemoteModules()) {
  const unknown = only.filter((name) => !(name in expectedModules));
  if (unknown.length > 0) {
    return {
      checked: [],
      problems: unknown.map((name) => `${name}: not one of the portal's remotes (libs/contracts/src/remotes/portal-remotes.json)`),
    };
  }
  const contract = readShellContract(path.join(root, 'shell'), expectedModules);
  const remotes = only.length > 0 ? only : Object.keys(expectedModules);
  const problems = [];
  for (const remote of remotes) {
    const manifestPath = path.join(root, `mfe-${remote}`, 'dist', 'mf-manifest.json');
    if (!fs.existsSync(manifestPath)) {
      problems.push(`${remote}: no built manifest at ${path.relative(root, manifestPath)} (build it: npx nx build @greenroom/mfe-${remote})`);
      continue;
    }
    let manifest;
    try {
      manifest = readJson(manifestPath);
    } catch (error) {
      problems.push(`${remote}: ${path.relative(root, manifestPath)} is not valid JSON (${error.message})`);
      continue;
    }
    problems.push(...checkRemoteManifest(remote, manifest, contract));
  }
  return { checked: remotes, problems };
}

module.exports = { runGate };
