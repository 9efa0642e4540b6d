import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { entryIntegrity, manifestIntegrity } from './release-pins';

/**
 * Runtime plugin of the shell's federation instance: a release's manifest and entry script are fetched with the
 * integrity the API recorded when they passed the contract check, so the browser refuses a file overwritten since
 * (the remote then shows its "not available" panel, as for any failed load). Files without a pin load as before.
 */
export default function releaseIntegrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'greenroom-release-integrity',
    fetch(url, init) {
      const integrity = manifestIntegrity(url);
      return integrity ? fetch(url, { ...init, integrity }) : undefined;
    },
    createScript({ url }) {
      const integrity = entryIntegrity(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      // The check needs a CORS fetch; remotes' servers already allow the shell's origin (the manifest needs it too).
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
