import type { HeadshotInfo } from '@greenroom/contracts';

/** The headshot image, with its upload time as the cache-buster t (docs/spec-summary.md §2.2.15). */
export const headshotAddress = (headshot: HeadshotInfo) => `${headshot.url}?t=${headshot.timeUploaded}`;
