import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadTheaterClock } from '@greenroom/sdk';
import type { ComponentType } from 'react';
import { forgetFailure, hasFailed } from './remote-failure-plugin';
import { remoteRelease } from './registry';

/** Props-less component: what a remote's './routes' or widget module exports by default. */
export type RemoteComponent = ComponentType<object>;

/** A remote's screen as loaded, and the release it came from (absent when the registry named no version). */
export interface LoadedRemote {
  component: RemoteComponent;
  version?: string;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    readonly module: string,
    reason: string,
    options?: { cause?: unknown; version?: string },
  ) {
    super(`Remote "${remote}" module "${module}" is not available: ${reason}`, options);
    this.name = 'RemoteUnavailableError';
    this.version = options?.version;
  }

  /** The release that failed to load, when the registry named one. */
  readonly version: string | undefined;
}

function isComponent(value: unknown): value is RemoteComponent {
  // Function components and classes, or the objects React.memo/forwardRef/lazy return.
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/**
 * Loads the default export of `module` ('./routes') from `remote` ('members').
 * `retry` is a second or later attempt: the registry is fetched again (another release may be active now), and a
 * remote that failed before is registered again with its current entry so the runtime drops what it cached.
 */
export async function loadRemoteComponent(remote: string, module: string, { retry }: { retry: boolean }): Promise<LoadedRemote> {
  // Every remote shows dates in the theater's zone, so none draws before the zone is known (a failure keeps the default).
  const [release] = await Promise.all([remoteRelease(remote, { refetch: retry }), loadTheaterClock()]);
  if (!release) throw new RemoteUnavailableError(remote, module, 'it is not in the remote registry');
  const { version } = release;
  if (retry && hasFailed(remote)) {
    registerRemotes([{ name: remote, entry: release.manifest }], { force: true });
    forgetFailure(remote);
  }
  let exports: { default?: unknown } | null;
  try {
    exports = await loadRemote<{ default?: unknown }>(`${remote}/${module.replace(/^\.\//, '')}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, module, error instanceof Error ? error.message : String(error), { cause: error, version });
  }
  if (!exports || !isComponent(exports.default)) {
    throw new RemoteUnavailableError(remote, module, 'it has no React component as its default export', { version });
  }
  return { component: exports.default, version };
}
