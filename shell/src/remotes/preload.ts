import { preloadRemote } from '@module-federation/enhanced/runtime';
import { initRemotes } from './registry';

export interface RemoteModuleRef {
  remote: string;
  module: string;
}

/**
 * Starts fetching the remote modules a page is about to draw (remote entry, the module's chunks and CSS, in parallel)
 * as soon as the registry is known, instead of after the page has rendered and the theater's clock has loaded:
 * one chain of round trips fewer on a slow line. Only a hint: a failure is left to the slot that loads the module.
 */
export async function preloadRemoteModules(modules: readonly RemoteModuleRef[]): Promise<void> {
  const registry = await initRemotes();
  const known = modules.filter(({ remote }) => remote in registry);
  if (known.length === 0) return;
  try {
    await preloadRemote(known.map(({ remote, module }) => ({ nameOrAlias: remote, exposes: [module], resourceCategory: 'sync' })));
  } catch (error) {
    console.warn('Could not preload remote modules', error);
  }
}
