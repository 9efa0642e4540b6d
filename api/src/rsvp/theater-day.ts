import type { FeatureWindow } from '@greenroom/contracts';
import { notYetOpenMessage, RSVP_MESSAGES } from '@greenroom/contracts';

// Same wording as the shell guard's formatDate ('April 20, 2025'): calendar days are read in UTC.
const LONG_US = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Today's calendar day (yyyy-mm-dd) at the theater, in its configured zone (AppConfig.theaterTimeZone). */
export function theaterToday(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The calendar day (yyyy-mm-dd) `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The guard's message when `today` is outside the window, or null when the window is open. */
export function windowRefusal(window: Pick<FeatureWindow, 'startsOn' | 'endsOn'>, today: string): string | null {
  if (today < window.startsOn) return notYetOpenMessage(LONG_US.format(new Date(`${window.startsOn}T00:00:00Z`)));
  if (today > window.endsOn) return RSVP_MESSAGES.closed;
  return null;
}
