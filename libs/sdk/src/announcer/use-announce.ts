import { announce } from './announcer-store';

/**
 * What a screen calls to be heard: `const announce = useAnnounce(); announce('Saved')`. The store lives in the
 * SDK, which Module Federation shares as a singleton, so a remote's message reaches the regions the shell mounted.
 */
export function useAnnounce(): typeof announce {
  return announce;
}
