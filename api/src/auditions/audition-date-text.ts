import { THEATER_TIME_ZONE, type SelectedAuditionDate } from '@greenroom/contracts';

const DAY = new Intl.DateTimeFormat('en-US', { timeZone: THEATER_TIME_ZONE, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
const TIME = new Intl.DateTimeFormat('en-US', { timeZone: THEATER_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/**
 * One chosen audition slot, worded from the calendar event's own instants in the theater's time zone
 * ("Saturday, December 5, 2026", "1:00 PM"): what a browser sends is never stored, shown or mailed, so a
 * client cannot put other times under a real slot's id.
 */
export function auditionDateText(id: string, unixStart: number, unixEnd: number | null): SelectedAuditionDate {
  const start = new Date(unixStart * 1000);
  return {
    id,
    date: DAY.format(start),
    startTime: TIME.format(start),
    endTime: unixEnd === null ? '' : TIME.format(new Date(unixEnd * 1000)),
    unixStart,
    unixEnd,
  };
}
