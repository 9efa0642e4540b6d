import { formatCalendarDay, formatClockTime, formatClockTimeRange, readTimeRange } from './day-and-time-text';

describe('day and time texts', () => {
  it('writes a calendar day with its weekday, the same in every zone', () => {
    expect(formatCalendarDay('2026-12-25')).toBe('Friday, December 25, 2026');
    expect(formatCalendarDay('2025-05-09')).toBe('Friday, May 9, 2025');
    expect(formatCalendarDay('not a date')).toBe('Invalid date');
  });

  it('shows 24-hour times as 12-hour times', () => {
    expect(formatClockTime('14:00')).toBe('2:00 PM');
    expect(formatClockTime('09:05')).toBe('9:05 AM');
    expect(formatClockTime('00:30')).toBe('12:30 AM');
    expect(formatClockTime('12:15')).toBe('12:15 PM');
  });

  it('cleans doubled AM/PM markers and leaves text without a colon alone', () => {
    expect(formatClockTime('2:00 PM PM')).toBe('2:00 PM');
    expect(formatClockTime('10:00 am AM')).toBe('10:00 AM');
    expect(formatClockTime('Noon')).toBe('Noon');
    expect(formatClockTime(null)).toBe('');
  });

  it('joins a range and drops a missing end', () => {
    expect(formatClockTimeRange('14:00', '16:00')).toBe('2:00 PM - 4:00 PM');
    expect(formatClockTimeRange('14:00', null)).toBe('2:00 PM');
  });

  it("reads the start and end out of a social's time text", () => {
    expect(readTimeRange('2:00 PM to 4:30 PM (doors open at 1:30 PM)')).toEqual({ start: '14:00', end: '16:30' });
    expect(readTimeRange('Doors open at 1:30 PM; the party runs from 2:00 PM to 4:30 PM')).toEqual({ start: '14:00', end: '16:30' });
    expect(readTimeRange('11:30 am - 1:00 pm')).toEqual({ start: '11:30', end: '13:00' });
    expect(readTimeRange('From 12:00 PM')).toEqual({ start: '12:00', end: null });
    expect(readTimeRange('All afternoon')).toBeNull();
  });

  it('reads the times a volunteer writes without minutes, or with the meridiem once at the end', () => {
    expect(readTimeRange('2 PM')).toEqual({ start: '14:00', end: null });
    expect(readTimeRange('Starts at 7pm sharp')).toEqual({ start: '19:00', end: null });
    expect(readTimeRange('2 to 4 p.m.')).toEqual({ start: '14:00', end: '16:00' });
    expect(readTimeRange('10:30-11:45 am')).toEqual({ start: '10:30', end: '11:45' });
    expect(readTimeRange('11 to 1 PM')).toEqual({ start: '11:00', end: '13:00' });
    expect(readTimeRange('12 PM - 2 PM')).toEqual({ start: '12:00', end: '14:00' });
    // A year or a number of people is not an hour.
    expect(readTimeRange('Season 2026 amateur night')).toBeNull();
    expect(readTimeRange('For 25 people')).toBeNull();
  });
});
