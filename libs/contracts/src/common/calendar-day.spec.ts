import { calendarDayToUnixSeconds, unixSecondsToCalendarDay } from './calendar-day';

describe('calendar day as Unix seconds', () => {
  it('gives calendar dates as Unix seconds that read as the same day from Hawaii to Japan', () => {
    const seconds = calendarDayToUnixSeconds('2020-01-05');
    expect(seconds).toBeLessThan(1e10);
    for (const timeZone of ['Pacific/Honolulu', 'America/New_York', 'UTC', 'Asia/Tokyo']) {
      expect(new Date((seconds ?? 0) * 1000).toLocaleDateString('en-US', { timeZone, dateStyle: 'long' })).toBe('January 5, 2020');
    }
    expect(calendarDayToUnixSeconds(null)).toBeNull();
  });

  it('reads the seconds back as the same day', () => {
    expect(unixSecondsToCalendarDay(calendarDayToUnixSeconds('2024-02-29'))).toBe('2024-02-29');
    expect(unixSecondsToCalendarDay(null)).toBeNull();
  });
});
