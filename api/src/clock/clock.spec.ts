import { addCalendarDays, calendarDayIn, daysBetween } from './clock';

describe('calendar days', () => {
  it("takes the theater's day, not the server's", () => {
    expect(calendarDayIn(new Date('2026-05-10T02:00:00Z'), 'America/New_York')).toBe('2026-05-09');
  });

  it('moves by whole days across month and year ends', () => {
    expect(addCalendarDays('2026-12-25', 7)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts days either way', () => {
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(30);
    expect(daysBetween('2026-01-31', '2026-01-01')).toBe(-30);
  });
});
