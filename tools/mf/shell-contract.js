// What the shell of a workspace promises and ships, read from disk: one reader for the build's contract gate
// (contract-gate.js) and the API's check of a release (api/src/remotes), which is deployed beside the shell it serves.
const fs = require('node:fs');
const path = require('node:path');
const { expectedRemoteModules, hostRanges, sharedPackage } = require('@greenroom/contracts');
const { SHELL_PROVIDES_FEDERATION_RUNTIME } = require('./federation-runtime');

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Installed version of a package as the shell resolves it (walking up node_modules like Node does). */
function installedVersion(fromDir, name) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return readJson(candidate).version;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * The shell's ranges for the shared singletons (its package.json), the versions it really ships (installed), the
 * modules it loads from each remote (the portal's remotes list in libs/contracts unless given), and whether it
 * provides the federation runtime (the switch its build reads, tools/mf/federation-runtime.js).
 */
function readShellContract(shellDir, expectedModules = expectedRemoteModules()) {
  const ranges = hostRanges(readJson(path.join(shellDir, 'package.json')).dependencies);
  return {
    expectedModules,
    ranges,
    hostVersions: Object.fromEntries(Object.keys(ranges).map((name) => [name, installedVersion(shellDir, sharedPackage(name))])),
    providesFederationRuntime: SHELL_PROVIDES_FEDERATION_RUNTIME,
  };
}

module.exports = { readShellContract };
