import { daysOfMonth, theaterTime } from './eastern-time';

describe('theaterTime', () => {
  it('turns an Eastern wall-clock time into the right instant in winter and in summer', () => {
    expect(theaterTime('2025-12-05', 14).toISOString()).toBe('2025-12-05T19:00:00.000Z');
    expect(theaterTime('2025-05-09', 14, 30).toISOString()).toBe('2025-05-09T18:30:00.000Z');
  });

  it('lists the days of a month', () => {
    expect(daysOfMonth(new Date(Date.UTC(2024, 1, 1)))).toHaveLength(29);
  });
});
