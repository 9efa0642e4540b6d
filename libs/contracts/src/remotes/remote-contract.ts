// The contract between the shell and a remote, checked on the remote's mf-manifest.json: the modules the shell
// loads must be exposed, and every shared singleton must be one the shell's copy can stand in for. One set of rules
// for the build-time gate (tools/mf/contract-gate.js) and the API's check of a release before it can be activated.
import semver from 'semver';

/**
 * Packages that must exist once in the page: two Reacts or two routers break hooks and context. The SDK's form kit
 * is shared apart from the rest of the SDK, so a page without a form does not load it (react-hook-form).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  '@greenroom/sdk',
  '@greenroom/sdk/forms',
  '@tanstack/react-query',
  'react-bootstrap',
] as const;

/** The npm package a shared module comes from: '@greenroom/sdk/forms' -> '@greenroom/sdk'. */
export function sharedPackage(name: string): string {
  return name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
}

/**
 * metaData.federationRuntime of a remote built without its own Module Federation runtime (externalRuntime): it starts
 * only under a shell that provides one (provideExternalRuntime). tools/mf writes it; a manifest without it carries its own.
 */
export const FEDERATION_RUNTIME_EXTERNAL = 'external';

/** What the running shell promises and ships, against which a remote's manifest is checked. */
export interface ShellContract {
  /** Remote name -> the modules the shell loads from it (PORTAL_REMOTES, libs/contracts/src/remotes/portal-remotes.json). */
  expectedModules: Record<string, string[]>;
  /** The shell's requiredVersion per shared singleton (its package.json). */
  ranges: Record<string, string>;
  /** The versions the shell really ships (loaded first at run time). */
  hostVersions: Record<string, string | undefined>;
  /** Whether the shell gives the page the federation runtime that remotes built with externalRuntime expect. */
  providesFederationRuntime: boolean;
}

/** The shell's requiredVersion per shared singleton, from its package.json dependencies. */
export function hostRanges(shellDependencies: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    SHARED_SINGLETONS.filter((name) => shellDependencies[sharedPackage(name)]).map((name) => [name, shellDependencies[sharedPackage(name)]]),
  );
}

interface ManifestShared {
  name: string;
  version?: unknown;
  singleton?: unknown;
  requiredVersion?: unknown;
}

interface FederationManifest {
  name: string;
  metaData?: { federationRuntime?: unknown };
  exposes: { path?: unknown }[];
  shared: ManifestShared[];
}

function isManifest(manifest: unknown): manifest is FederationManifest {
  if (typeof manifest !== 'object' || manifest === null) return false;
  const candidate = manifest as Record<string, unknown>;
  return (
    typeof candidate.name === 'string' &&
    Array.isArray(candidate.exposes) &&
    Array.isArray(candidate.shared) &&
    candidate.exposes.every((expose) => typeof expose === 'object' && expose !== null) &&
    candidate.shared.every((shared) => typeof shared === 'object' && shared !== null && typeof (shared as { name?: unknown }).name === 'string')
  );
}

/** One readable problem per broken promise; empty when the remote keeps the contract. */
export function checkRemoteManifest(remote: string, manifest: unknown, contract: ShellContract): string[] {
  if (!isManifest(manifest)) {
    return [`${remote}: mf-manifest.json is not a Module Federation manifest (needs name, exposes[], shared[])`];
  }
  const problems: string[] = [];
  if (manifest.name !== remote) {
    problems.push(`${remote}: the manifest's federation name is "${manifest.name}", the registry calls it "${remote}"`);
  }
  if (manifest.metaData?.federationRuntime === FEDERATION_RUNTIME_EXTERNAL && !contract.providesFederationRuntime) {
    problems.push(`${remote}: built to use the shell's federation runtime (externalRuntime), but this shell does not provide one`);
  }
  const exposed = manifest.exposes.map((expose) => String(expose.path));
  for (const module of contract.expectedModules[remote] ?? []) {
    if (!exposed.includes(module)) {
      problems.push(`${remote}: module "${module}" is not exposed (exposes: ${exposed.join(', ') || 'nothing'})`);
    }
  }
  for (const shared of manifest.shared) {
    const range = contract.ranges[shared.name];
    if (range === undefined) continue;
    if (shared.singleton !== true) {
      problems.push(`${remote}: shared package "${shared.name}" is not marked singleton`);
    }
    const version = typeof shared.version === 'string' ? shared.version : String(shared.version);
    if (!semver.valid(version) || !semver.satisfies(version, range)) {
      problems.push(`${remote}: shared package "${shared.name}" ${version} does not satisfy the shell's range ${range}`);
    }
    // With 'loaded-first' the remote runs on the shell's copy, so the remote's own range must accept it too.
    const hostVersion = contract.hostVersions[shared.name];
    const wanted = shared.requiredVersion;
    if (hostVersion && typeof wanted === 'string' && semver.validRange(wanted) && !semver.satisfies(hostVersion, wanted)) {
      problems.push(`${remote}: requires "${shared.name}" ${wanted} but the shell ships ${hostVersion}`);
    }
  }
  return problems;
}
