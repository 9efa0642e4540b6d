import { theaterInstant } from '@greenroom/sdk';
import { chipTime, durationLine, formatDay, formatFullDate, formatShortDateTime, formatTime, eventDay } from './event-time';

const at = (date: string, time: string) => Math.floor(theaterInstant(date, time).getTime() / 1000);

describe('event time formatting', () => {
  it('shows the chip time, or All Day', () => {
    expect(chipTime({ StartDateTime: at('2031-03-04', '09:00'), EndDateTime: null, IsAllDay: false })).toBe('9:00 AM');
    expect(chipTime({ StartDateTime: at('2031-03-04', '00:00'), EndDateTime: null, IsAllDay: true })).toBe('All Day');
  });

  it('writes the duration line of the details dialog', () => {
    expect(durationLine({ StartDateTime: at('2031-03-04', '09:00'), EndDateTime: at('2031-03-04', '12:30'), IsAllDay: false })).toBe(
      'Time: 9:00 AM - 12:30 PM',
    );
    expect(durationLine({ StartDateTime: at('2031-03-04', '09:00'), EndDateTime: null, IsAllDay: true })).toBe('Duration: All day');
    expect(durationLine({ StartDateTime: at('2031-03-04', '09:00'), EndDateTime: null, IsAllDay: false })).toBe('Time: 9:00 AM - Unknown time');
  });

  it('reads seconds and milliseconds alike and says so when a date is unreadable', () => {
    const seconds = at('2031-03-04', '19:05');
    expect(formatTime(seconds)).toBe('7:05 PM');
    expect(formatTime(seconds * 1000)).toBe('7:05 PM');
    expect(formatTime('soon')).toBe('Unknown time');
    expect(formatFullDate('soon')).toBe('Invalid date');
  });

  it('formats full days, short date-times and local days', () => {
    expect(formatDay('2031-03-04')).toBe('Tuesday, March 4, 2031');
    expect(formatDay('March')).toBe('Invalid date');
    expect(formatShortDateTime(at('2031-03-04', '14:00'))).toBe('Tue, Mar 4, 2:00 PM');
    expect(eventDay(theaterInstant('2031-12-31', '23:59').getTime() / 1000)).toBe('2031-12-31');
    // 11:30 PM in the theater is the next day in UTC, but the event stays on its own day.
    expect(eventDay(Date.parse('2026-11-27T04:30:00Z') / 1000)).toBe('2026-11-26');
    expect(formatTime(Date.parse('2026-11-27T04:30:00Z'))).toBe('11:30 PM');
  });
});
