// The one way a calendar day and a wall-clock time are written, on the pages and in the e-mails alike:
// "Friday, December 25, 2026" and "2:00 PM". Both are the theater's own day and clock reading, so no zone moves them.

const LONG_WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'Friday, December 25, 2026' for a calendar day (yyyy-mm-dd); 'Invalid date' for anything else. */
export function formatCalendarDay(day: string): string {
  const match = ISO_DAY.exec(day.trim());
  if (!match) return 'Invalid date';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return Number.isNaN(date.getTime()) ? 'Invalid date' : LONG_WEEKDAY.format(date);
}

/** 24-hour 'HH:MM' to '2:00 PM'; text already holding AM/PM loses doubled markers; text without a colon is shown as it is. */
export function formatClockTime(value: string | null): string {
  if (!value) return '';
  const text = value.trim();
  if (/[ap]\.?m\.?/i.test(text)) {
    return text
      .replace(/(\s*[ap]\.?m\.?)+/gi, (markers) => ` ${/^\s*a/i.test(markers) ? 'AM' : 'PM'}`)
      .replace(/\s+/g, ' ')
      .trim();
  }
  if (!text.includes(':')) return text;
  const [hourText, minuteText] = text.split(':');
  const hour = Number(hourText);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) return text;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minuteText.padStart(2, '0').slice(0, 2)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** '2:00 PM - 4:00 PM'; the start alone when there is no end. */
export function formatClockTimeRange(start: string | null, end: string | null): string {
  return [formatClockTime(start), formatClockTime(end)].filter(Boolean).join(' - ');
}

const CLOCK_TIME = String.raw`(\d{1,2}):(\d{2})\s*([ap])\.?m\.?`;
const TIME_RANGE = new RegExp(`${CLOCK_TIME}\\s*(?:to|-|–|until)\\s*${CLOCK_TIME}`, 'i');
const ONE_TIME = new RegExp(CLOCK_TIME, 'i');

function to24Hour(hours: string, minutes: string, meridiem: string): string {
  const hour = (Number(hours) % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${minutes}`;
}

/**
 * The 24-hour start and end a free-text time names ("2:00 PM to 4:30 PM (doors open at 1:30 PM)"): the first range
 * written "X to Y" or "X - Y", else the first time alone; null when it names no time (then it is a day's event).
 */
export function readTimeRange(text: string): { start: string; end: string | null } | null {
  const range = TIME_RANGE.exec(text);
  if (range) return { start: to24Hour(range[1], range[2], range[3]), end: to24Hour(range[4], range[5], range[6]) };
  const one = ONE_TIME.exec(text);
  return one ? { start: to24Hour(one[1], one[2], one[3]), end: null } : null;
}
