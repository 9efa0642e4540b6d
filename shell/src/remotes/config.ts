/** What the shell's server injects into index.html for this environment (shell/server/shell-page.mjs). */
export interface GreenroomConfig {
  /** URL of the registry document: remote name -> URL of its mf-manifest.json. */
  remotesUrl?: string;
}

declare global {
  interface Window {
    __GREENROOM_CONFIG__?: GreenroomConfig;
  }
}

const DEFAULT_REMOTES_URL = '/remotes.json';

export function remotesUrl(): string {
  return window.__GREENROOM_CONFIG__?.remotesUrl || DEFAULT_REMOTES_URL;
}
