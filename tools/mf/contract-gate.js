// The build-time contract gate: checks each remote's built mf-manifest.json against the shell of this workspace.
const fs = require('node:fs');
const path = require('node:path');
// The rules live in libs/contracts, shared with the API's check of a release; this file only reads the workspace.
const { checkRemoteManifest, hostRanges } = require('@greenroom/contracts');

/** Installed version of a package as the shell resolves it (walking up node_modules like Node does). */
function installedVersion(fromDir, name) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return JSON.parse(fs.readFileSync(candidate, 'utf8')).version;
    if (path.dirname(dir) === dir) return undefined;
  }
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** What the shell of the workspace at `root` promises (remotes.expected.json) and ships (its dependencies). */
function shellContract(root) {
  const shellDir = path.join(root, 'shell');
  const ranges = hostRanges(readJson(path.join(shellDir, 'package.json')).dependencies);
  return {
    expectedModules: readJson(path.join(shellDir, 'remotes.expected.json')),
    ranges,
    hostVersions: Object.fromEntries(Object.keys(ranges).map((name) => [name, installedVersion(shellDir, name)])),
  };
}

/**
 * Checks the named remotes (all of shell/remotes.expected.json when `only` is empty) of the workspace at `root`.
 * @returns {{ checked: string[], problems: string[] }}
 */
function runGate(root, only = []) {
  const expected = readJson(path.join(root, 'shell', 'remotes.expected.json'));
  const contract = shellContract(root);
  const unknown = only.filter((name) => !(name in expected));
  if (unknown.length > 0) {
    return { checked: [], problems: unknown.map((name) => `${name}: not a remote listed in shell/remotes.expected.json`) };
  }
  const remotes = only.length > 0 ? only : Object.keys(expected);
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

module.exports = { installedVersion, runGate, shellContract };
