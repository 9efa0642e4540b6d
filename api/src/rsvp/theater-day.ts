import type { FeatureWindow } from '@greenroom/contracts';
import { notYetOpenMessage, RSVP_MESSAGES, THEATER_TIME_ZONE } from '@greenroom/contracts';

// en-CA formats as yyyy-mm-dd.
const THEATER_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: THEATER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
// Same wording as the shell guard's formatDate ('April 20, 2025'): calendar days are read in UTC.
const LONG_US = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Today's calendar day (yyyy-mm-dd) at the theater. */
export function theaterToday(now: Date = new Date()): string {
  return THEATER_DAY.format(now);
}

/** The guard's message when `today` is outside the window, or null when the window is open. */
export function windowRefusal(window: Pick<FeatureWindow, 'startsOn' | 'endsOn'>, today: string): string | null {
  if (today < window.startsOn) return notYetOpenMessage(LONG_US.format(new Date(`${window.startsOn}T00:00:00Z`)));
  if (today > window.endsOn) return RSVP_MESSAGES.closed;
  return null;
}
