import { formatReadingDate, formatReadingTime, formatTimeRange } from './format-play-reading';

describe('play reading formatting', () => {
  it('reads yyyy-mm-dd as a local date in the long weekday format', () => {
    expect(formatReadingDate('2025-05-09')).toBe('Friday, May 9, 2025');
    expect(formatReadingDate('not a date')).toBe('Invalid date');
  });

  it('shows 24-hour times as 12-hour times', () => {
    expect(formatReadingTime('14:00')).toBe('2:00 PM');
    expect(formatReadingTime('09:05')).toBe('9:05 AM');
    expect(formatReadingTime('00:30')).toBe('12:30 AM');
    expect(formatReadingTime('12:15')).toBe('12:15 PM');
  });

  it('cleans doubled AM/PM markers and leaves text without a colon alone', () => {
    expect(formatReadingTime('2:00 PM PM')).toBe('2:00 PM');
    expect(formatReadingTime('10:00 am AM')).toBe('10:00 AM');
    expect(formatReadingTime('Noon')).toBe('Noon');
    expect(formatReadingTime(null)).toBe('');
  });

  it('joins a range and drops a missing end', () => {
    expect(formatTimeRange('14:00', '16:00')).toBe('2:00 PM - 4:00 PM');
    expect(formatTimeRange('14:00', null)).toBe('2:00 PM');
  });
});
