import type { CalendarEventRecord } from '@greenroom/contracts';
import { theaterInstant } from '@greenroom/sdk';
import { buildMonthGrid, eventsByDay, gridRange, monthTitle } from './month-grid';

describe('buildMonthGrid', () => {
  it('gives 42 days starting on the Sunday on or before the 1st', () => {
    // November 2026 starts on a Sunday; March 2031 on a Saturday.
    const november = buildMonthGrid(2026, 10, '2026-11-22');
    expect(november).toHaveLength(42);
    expect(november[0]).toEqual({ date: '2026-11-01', dayOfMonth: 1, inMonth: true, isToday: false });
    expect(november[41]).toEqual({ date: '2026-12-12', dayOfMonth: 12, inMonth: false, isToday: false });
    expect(november.filter((cell) => cell.isToday).map((cell) => cell.date)).toEqual(['2026-11-22']);

    const march = buildMonthGrid(2031, 2, '2026-01-01');
    expect(march[0].date).toBe('2031-02-23');
    expect(march[6]).toEqual({ date: '2031-03-01', dayOfMonth: 1, inMonth: true, isToday: false });
    expect(march.filter((cell) => cell.inMonth)).toHaveLength(31);
    expect(march.some((cell) => cell.isToday)).toBe(false);
  });

  it('crosses the year end', () => {
    const december = buildMonthGrid(2026, 11, '2026-12-31');
    expect(december[0].date).toBe('2026-11-29');
    expect(december[41].date).toBe('2027-01-09');
    // The theater's midnights (Eastern standard time), whatever zone the test runs in.
    expect(gridRange(december)).toEqual({ from: new Date('2026-11-29T05:00:00Z'), to: new Date('2027-01-10T05:00:00Z') });
  });

  it('names the month', () => {
    expect(monthTitle(2026, 10)).toBe('November 2026');
  });
});

describe('eventsByDay', () => {
  const record = (id: string, date: string, time: string, end: { date: string; time: string } | null = null): CalendarEventRecord => ({
    id,
    fields: {
      Title: id,
      Category: 'Default',
      StartDateTime: theaterInstant(date, time).getTime() / 1000,
      EndDateTime: end && theaterInstant(end.date, end.time).getTime() / 1000,
      IsAllDay: false,
      Location: null,
      Details: null,
      SeriesId: null,
      version: 1,
    },
  });

  it("groups by the theater's start day in start order, 11:30 PM on its own day", () => {
    const days = eventsByDay([record('late', '2026-11-03', '18:00'), record('early', '2026-11-03', '09:00'), record('other', '2026-11-05', '23:30')]);
    expect(days.get('2026-11-03')?.map((event) => event.id)).toEqual(['early', 'late']);
    expect(days.get('2026-11-05')?.map((event) => event.id)).toEqual(['other']);
  });

  it('lists an event from 10 PM to 1 AM on both days, first on the second day since it began earlier', () => {
    const days = eventsByDay([record('party', '2026-11-03', '22:00', { date: '2026-11-04', time: '01:00' }), record('class', '2026-11-04', '10:00')]);
    expect(days.get('2026-11-03')?.map((event) => event.id)).toEqual(['party']);
    expect(days.get('2026-11-04')?.map((event) => event.id)).toEqual(['party', 'class']);
  });
});
