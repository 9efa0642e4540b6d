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

// "2:00 PM", "2 PM", "2pm", "2 p.m."; the hour must stand alone (not the end of "2026").
const HOUR_MINUTES = String.raw`(?<!\d)(1[0-2]|0?[1-9])(?::([0-5]\d))?`;
const MERIDIEM = String.raw`\s*([ap])\.?m\b\.?`;
// A range may name its meridiem once, at its end: "2 to 4 PM", "10:30-11:45 am".
const TIME_RANGE = new RegExp(`${HOUR_MINUTES}(?:${MERIDIEM})?\\s*(?:to|-|–|until)\\s*${HOUR_MINUTES}${MERIDIEM}`, 'i');
const ONE_TIME = new RegExp(`${HOUR_MINUTES}${MERIDIEM}`, 'i');

function to24Hour(hours: string, minutes: string | undefined, meridiem: string): string {
  const hour = (Number(hours) % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${minutes ?? '00'}`;
}

/** A range's start written without its meridiem takes the end's, unless that puts it after the end ("11 to 1 PM"). */
function rangeStart(hours: string, minutes: string | undefined, meridiem: string | undefined, end: string): string {
  if (meridiem) return to24Hour(hours, minutes, meridiem);
  const endMeridiem = Number(end.slice(0, 2)) >= 12 ? 'p' : 'a';
  const start = to24Hour(hours, minutes, endMeridiem);
  return start > end ? to24Hour(hours, minutes, endMeridiem === 'p' ? 'a' : 'p') : start;
}

/**
 * The 24-hour start and end a free-text time names ("2:00 PM to 4:30 PM (doors open at 1:30 PM)", "2 to 4 PM"): the
 * first range written "X to Y" or "X - Y", else the first time alone; null when it names no time (a day's event).
 */
export function readTimeRange(text: string): { start: string; end: string | null } | null {
  const range = TIME_RANGE.exec(text);
  if (range) {
    const end = to24Hour(range[4], range[5], range[6]);
    return { start: rangeStart(range[1], range[2], range[3], end), end };
  }
  const one = ONE_TIME.exec(text);
  return one ? { start: to24Hour(one[1], one[2], one[3]), end: null } : null;
}
