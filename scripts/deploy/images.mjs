// Names of the images the project builds (scripts/deploy/build-images.mjs builds them).
import { createRequire } from 'node:module';

/** The one list of remotes (libs/contracts). */
export const REMOTE_NAMES = createRequire(import.meta.url)('@greenroom/contracts/src/remotes/portal-remotes.json').map(({ name }) => name);
