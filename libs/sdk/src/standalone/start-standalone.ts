import type { ComponentType } from 'react';

/**
 * A remote's bootstrap without the shell: renders the harness (StandaloneHarness.tsx) into index.html's #root. A
 * remote passes `{ demoSignIn: process.env.NODE_ENV !== 'production' }`, so its released build carries no demo
 * sign-in. The harness is a chunk of its own, fetched only here: the portal shares this SDK and never loads it.
 */
export function startStandalone(routes: ComponentType, screenPaths: readonly string[], { demoSignIn = false }: { demoSignIn?: boolean } = {}): void {
  void import('./StandaloneHarness.js').then(({ mountStandaloneHarness }) => mountStandaloneHarness(routes, screenPaths, { demoSignIn }));
}
