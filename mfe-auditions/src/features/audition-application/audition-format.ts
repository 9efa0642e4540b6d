import { formatInTheaterZone } from '@greenroom/sdk';

// Audition windows are the theater's wall-clock times, whatever zone the member's device is in.
const toDate = (unixSeconds: number) => new Date(unixSeconds * 1000);

/** 'Saturday, December 5, 2026' (docs/spec-summary.md §2.9: en-US long weekday, month, day, year). */
export const formatAuditionDate = (unixSeconds: number) =>
  formatInTheaterZone(toDate(unixSeconds), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** '1:00 PM' (12-hour). */
export const formatAuditionTime = (unixSeconds: number | null) =>
  unixSeconds === null ? '' : formatInTheaterZone(toDate(unixSeconds), { hour: 'numeric', minute: '2-digit' });

export function formatDateRange(start: number, end: number | null): string {
  const endTime = formatAuditionTime(end);
  return `${formatAuditionDate(start)}, ${formatAuditionTime(start)}${endTime ? ` - ${endTime}` : ''}`;
}

/** 'November 28, 2026': the theater's day of a submission (an ISO instant), not the device's. */
export const formatSubmittedDay = (iso: string) => formatInTheaterZone(new Date(iso), { year: 'numeric', month: 'long', day: 'numeric' });
