export type DateValue = string | number | Date | null | undefined;

/** docs/spec-summary.md §1.9: a number below 1e10 is Unix seconds, a larger one milliseconds. */
const SECONDS_LIMIT = 1e10;
const NUMERIC = /^\d+(\.\d+)?$/;

// Dates travel as calendar days (yyyy-mm-dd or midnight UTC timestamps); showing them in UTC keeps
// "April 20, 2025" from becoming April 19 west of Greenwich.
const LONG_US = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function toDate(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value;
  const trimmed = typeof value === 'string' ? value.trim() : value;
  if (trimmed === '') return null;
  if (typeof trimmed === 'number' || NUMERIC.test(trimmed)) {
    const number = Number(trimmed);
    return new Date(number < SECONDS_LIMIT ? number * 1000 : number);
  }
  return new Date(trimmed);
}

/** 'January 5, 2020'; 'Not available' when empty; 'Invalid date' when unreadable or in 1980 or before. */
export function formatDate(value: DateValue): string {
  const date = toDate(value);
  if (date === null) return 'Not available';
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() <= 1980) return 'Invalid date';
  return LONG_US.format(date);
}
