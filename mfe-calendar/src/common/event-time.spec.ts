import { theaterInstant } from '@greenroom/sdk';
import { chipTime, durationLine, eventDay, eventDays, formatDay, formatFullDate, formatShortDateTime, formatTime } from './event-time';

const at = (date: string, time: string) => Math.floor(theaterInstant(date, time).getTime() / 1000);

describe('event time formatting', () => {
  it('shows the chip time, or All Day', () => {
    expect(chipTime({ StartDateTime: at('2031-03-04', '09:00'), EndDateTime: null, IsAllDay: false })).toBe('9:00 AM');
    expect(chipTime({ StartDateTime: at('2031-03-04', '00:00'), EndDateTime: null, IsAllDay: true })).toBe('All Day');
  });

  it("names an overnight event's end on its second day", () => {
    const overnight = { StartDateTime: at('2031-03-04', '22:00'), EndDateTime: at('2031-03-05', '01:00'), IsAllDay: false };
    expect(chipTime(overnight, '2031-03-04')).toBe('10:00 PM');
    expect(chipTime(overnight, '2031-03-05')).toBe('Until 1:00 AM');
    const threeDays = { StartDateTime: at('2031-03-04', '22:00'), EndDateTime: at('2031-03-06', '01:00'), IsAllDay: false };
    expect(chipTime(threeDays, '2031-03-05')).toBe('All Day');
  });

  it('lists every theater day an event takes place on', () => {
    expect(eventDays({ StartDateTime: at('2031-03-04', '22:00'), EndDateTime: at('2031-03-05', '01:00'), IsAllDay: false })).toEqual([
      '2031-03-04',
      '2031-03-05',
    ]);
    // Ending at midnight does not reach into the next day; no end, or an end before the start, is one day.
    expect(eventDays({ StartDateTime: at('2031-03-04', '22:00'), EndDateTime: at('2031-03-05', '00:00'), IsAllDay: false })).toEqual(['2031-03-04']);
    expect(eventDays({ StartDateTime: at('2031-03-04', '22:00'), EndDateTime: null, IsAllDay: false })).toEqual(['2031-03-04']);
    expect(eventDays({ StartDateTime: at('2031-03-04', '22:00'), EndDateTime: at('2031-03-04', '21:00'), IsAllDay: false })).toEqual(['2031-03-04']);
    // An all-day event from 30 December to 2 January, across the year end.
    expect(eventDays({ StartDateTime: at('2031-12-30', '00:00'), EndDateTime: at('2032-01-02', '23:59'), IsAllDay: true })).toEqual([
      '2031-12-30',
      '2031-12-31',
      '2032-01-01',
      '2032-01-02',
    ]);
    // A typo'd year stops at 62 days.
    expect(eventDays({ StartDateTime: at('2031-03-04', '09:00'), EndDateTime: at('2131-03-04', '10:00'), IsAllDay: false })).toHaveLength(62);
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
