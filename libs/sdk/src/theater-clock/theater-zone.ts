import { THEATER_TIME_ZONE, isIanaTimeZone } from '@greenroom/contracts';

// One zone for the whole page: the SDK is a shared singleton, so the shell sets it once (from GET /api/clock) and
// every remote reads the same value. Until then (and in a remote run on its own) it is the contract's default.
let zone = THEATER_TIME_ZONE;

/** The theater's IANA zone: every date the portal shows or reads is wall-clock time there. */
export function theaterTimeZone(): string {
  return zone;
}

export function setTheaterTimeZone(next: string): void {
  if (!isIanaTimeZone(next)) throw new Error(`"${next}" is not an IANA time zone`);
  zone = next;
}

/** The zone this device's clock is set to. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** 'Eastern Time': how the calendar names the zone its times are in. */
export function theaterZoneName(at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}
