// The portal's remotes, written once. The data is JSON so plain Node scripts read it before anything is built
// (scripts/portal/config.mjs, tools/mf); everything else imports it from here.
import portalRemotes from './portal-remotes.json';

export interface PortalRemote {
  /** Registry and federation name ('members'); its app is mfe-<name>/. */
  name: string;
  /** The modules the shell loads from it: the contract gate and the API refuse a build that lacks one. */
  exposes: string[];
}

/** In port order: remote i listens on the portal's port + i + 1 (4201, 4202, … beside the shell's 4200), computed in portal-ports.js. */
export const PORTAL_REMOTES: readonly PortalRemote[] = portalRemotes;

export const PORTAL_REMOTE_NAMES: readonly string[] = PORTAL_REMOTES.map((remote) => remote.name);

/** Remote name -> the modules the shell loads from it, as the contract check reads it. */
export function expectedRemoteModules(): Record<string, string[]> {
  return Object.fromEntries(PORTAL_REMOTES.map((remote) => [remote.name, [...remote.exposes]]));
}
