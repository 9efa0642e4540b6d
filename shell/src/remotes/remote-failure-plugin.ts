import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Remotes whose manifest, entry or module failed since they were last registered. The loader re-registers such a
// remote (with `force`) before trying again, so no cached half-loaded state from the failed attempt is reused.
const failedRemotes = new Set<string>();

export function hasFailed(remote: string): boolean {
  return failedRemotes.has(remote);
}

export function forgetFailure(remote: string): void {
  failedRemotes.delete(remote);
}

function remoteNameOf(id: string, remote: { name: string } | undefined): string {
  return remote?.name ?? id.split('/')[0];
}

/**
 * Runtime plugin of the shell's federation instance. It does not invent a fallback module: the failure reaches the
 * RemoteModule/RemoteWidget that asked, whose boundary shows the "not available" panel inside the layout.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'greenroom-remote-failure',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      const name = remoteNameOf(id, remote);
      failedRemotes.add(name);
      // A failed manifest or request is reported again as 'onLoad' by the same loadRemote call: log that one only.
      if (lifecycle === 'afterResolve' || lifecycle === 'beforeRequest') return undefined;
      console.warn(`Remote "${name}" could not be loaded (${lifecycle}: ${id})`, error);
      return undefined;
    },
  };
}
