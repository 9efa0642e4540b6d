import { clockRoute } from '@greenroom/contracts';
import { apiFetch } from '../api/api-fetch';
import { setTheaterTimeZone } from './theater-zone';

let loaded: Promise<void> | undefined;

/**
 * Reads the theater's zone from the API once per page. A failure keeps the contract's default zone (the one the
 * API also defaults to) rather than holding the portal back.
 */
export function loadTheaterClock(): Promise<void> {
  loaded ??= apiFetch(clockRoute)
    .then(({ timeZone }) => setTheaterTimeZone(timeZone))
    .catch((error: unknown) => console.error("Could not read the theater's time zone; using the default", error));
  return loaded;
}
