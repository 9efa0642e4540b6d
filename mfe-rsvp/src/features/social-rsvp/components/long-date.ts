const LONG_WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'Friday, December 5, 2025' for a calendar day (yyyy-mm-dd), the same in every time zone. */
export function longWeekdayDate(date: string): string {
  return LONG_WEEKDAY.format(new Date(`${date}T00:00:00Z`));
}
