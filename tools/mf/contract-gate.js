// The contract between the shell and each remote, checked on the remote's built mf-manifest.json: the modules the
// shell loads must be exposed, and every shared singleton must be one the shell's copy can stand in for.
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');
const { SHARED_SINGLETONS } = require('./shared');

/** The shell's requiredVersion per shared singleton, from its package.json dependencies. */
function hostRanges(shellPackageJson) {
  const dependencies = shellPackageJson.dependencies ?? {};
  return Object.fromEntries(SHARED_SINGLETONS.filter((name) => dependencies[name]).map((name) => [name, dependencies[name]]));
}

function isManifest(manifest) {
  return (
    typeof manifest === 'object' &&
    manifest !== null &&
    typeof manifest.name === 'string' &&
    Array.isArray(manifest.exposes) &&
    Array.isArray(manifest.shared)
  );
}

/**
 * @param {object} input
 * @param {string} input.remote the registry name ('members')
 * @param {unknown} input.manifest the parsed mf-manifest.json
 * @param {string[]} input.expectedModules e.g. ['./routes']
 * @param {Record<string, string>} input.ranges the shell's requiredVersion per shared singleton
 * @param {Record<string, string>} input.hostVersions the versions the shell actually ships (loaded first at runtime)
 * @returns {string[]} one readable problem per broken promise; empty when the remote keeps the contract
 */
function checkRemote({ remote, manifest, expectedModules, ranges, hostVersions }) {
  if (!isManifest(manifest)) {
    return [`${remote}: mf-manifest.json is not a Module Federation manifest (needs name, exposes[], shared[])`];
  }
  const problems = [];
  if (manifest.name !== remote) {
    problems.push(`${remote}: the manifest's federation name is "${manifest.name}", the registry calls it "${remote}"`);
  }
  const exposed = manifest.exposes.map((expose) => expose.path);
  for (const module of expectedModules) {
    if (!exposed.includes(module)) {
      problems.push(`${remote}: module "${module}" is not exposed (exposes: ${exposed.join(', ') || 'nothing'})`);
    }
  }
  for (const shared of manifest.shared) {
    const range = ranges[shared.name];
    if (range === undefined) continue;
    if (shared.singleton !== true) {
      problems.push(`${remote}: shared package "${shared.name}" is not marked singleton`);
    }
    if (!semver.valid(shared.version) || !semver.satisfies(shared.version, range)) {
      problems.push(`${remote}: shared package "${shared.name}" ${shared.version} does not satisfy the shell's range ${range}`);
    }
    // With 'loaded-first' the remote runs on the shell's copy, so the remote's own range must accept it too.
    const hostVersion = hostVersions[shared.name];
    const wanted = shared.requiredVersion;
    if (hostVersion && typeof wanted === 'string' && semver.validRange(wanted) && !semver.satisfies(hostVersion, wanted)) {
      problems.push(`${remote}: requires "${shared.name}" ${wanted} but the shell ships ${hostVersion}`);
    }
  }
  return problems;
}

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

/**
 * Checks the named remotes (all of shell/remotes.expected.json when `only` is empty) of the workspace at `root`.
 * @returns {{ checked: string[], problems: string[] }}
 */
function runGate(root, only = []) {
  const expected = readJson(path.join(root, 'shell', 'remotes.expected.json'));
  const shellDir = path.join(root, 'shell');
  const shellPackageJson = readJson(path.join(shellDir, 'package.json'));
  const ranges = hostRanges(shellPackageJson);
  const hostVersions = Object.fromEntries(Object.keys(ranges).map((name) => [name, installedVersion(shellDir, name)]));
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
    problems.push(...checkRemote({ remote, manifest, expectedModules: expected[remote], ranges, hostVersions }));
  }
  return { checked: remotes, problems };
}

module.exports = { checkRemote, hostRanges, installedVersion, runGate };
