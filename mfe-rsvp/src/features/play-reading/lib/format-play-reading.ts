const LONG_WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** docs/spec-summary.md §2.5: yyyy-mm-dd is read as a local date (new Date('2025-05-09') would be UTC midnight, the day before in Florida). */
export function formatReadingDate(value: string): string {
  const match = ISO_DAY.exec(value.trim());
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : date.toLocaleDateString('en-US', LONG_WEEKDAY);
}

/** 24-hour 'HH:MM' to '2:00 PM'; text already holding AM/PM loses doubled markers; text without a colon is shown as it is. */
export function formatReadingTime(value: string | null): string {
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

export function formatTimeRange(start: string | null, end: string | null): string {
  return [formatReadingTime(start), formatReadingTime(end)].filter(Boolean).join(' - ');
}
