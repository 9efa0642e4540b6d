import type { HeadshotInfo } from '@greenroom/contracts';

/** The headshot image, with its upload time as the cache-buster t (spec 02 §2.15). */
export const headshotAddress = (headshot: HeadshotInfo) => `${headshot.url}?t=${headshot.timeUploaded}`;
