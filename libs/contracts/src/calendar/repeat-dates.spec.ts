import { defaultRepeatEnd, repeatDates, weekdayOf } from './repeat-dates';

describe('repeatDates', () => {
  it('gives every day from start to end inclusive for consecutive days', () => {
    expect(repeatDates('2026-03-30', '2026-04-02', 'consecutive', [])).toEqual({
      dates: ['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02'],
      error: null,
    });
  });

  it('gives the start plus later chosen weekdays for weekly, ascending', () => {
    // 2026-12-01 is a Tuesday; Tuesdays and Thursdays through December 15.
    const result = repeatDates('2026-12-01', '2026-12-15', 'weekly', [4, 2]);
    expect(result).toEqual({ dates: ['2026-12-01', '2026-12-03', '2026-12-08', '2026-12-10', '2026-12-15'], error: null });
  });

  it("keeps the start date even when its weekday is not chosen, and defaults to the start's weekday", () => {
    expect(repeatDates('2026-12-01', '2026-12-10', 'weekly', [4]).dates).toEqual(['2026-12-01', '2026-12-03', '2026-12-10']);
    expect(repeatDates('2026-12-01', '2026-12-15', 'weekly', []).dates).toEqual(['2026-12-01', '2026-12-08', '2026-12-15']);
  });

  it('crosses a daylight-saving change and a year end without losing or doubling a day', () => {
    expect(repeatDates('2026-11-01', '2026-11-02', 'consecutive', []).dates).toEqual(['2026-11-01', '2026-11-02']);
    expect(repeatDates('2026-12-30', '2027-01-02', 'consecutive', []).dates).toHaveLength(4);
  });

  it('refuses an end on or before the start with the spec message', () => {
    expect(repeatDates('2026-12-05', '2026-12-05', 'consecutive', [])).toEqual({ dates: [], error: 'End date must be after start date' });
    expect(repeatDates('2026-12-05', '2026-12-01', 'weekly', [1]).error).toBe('End date must be after start date');
  });

  it('caps the range at one year', () => {
    expect(repeatDates('2026-01-01', '2027-01-02', 'consecutive', []).dates).toHaveLength(367);
    expect(repeatDates('2026-01-01', '2027-01-03', 'weekly', [1]).error).toMatch(/at most one year/);
  });

  it('reports unreadable dates', () => {
    expect(repeatDates('', '2026-01-03', 'weekly', [1]).error).toBe('No valid dates found for repeating events');
  });
});

describe('defaultRepeatEnd and weekdayOf', () => {
  it('adds 4 days for consecutive and 2 months for weekly, clamping to the month end', () => {
    expect(defaultRepeatEnd('2026-12-30', 'consecutive')).toBe('2027-01-03');
    expect(defaultRepeatEnd('2026-12-31', 'weekly')).toBe('2027-02-28');
    expect(defaultRepeatEnd('2026-03-15', 'weekly')).toBe('2026-05-15');
  });

  it('reads the weekday of a calendar day, Sunday first', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-28')).toBe(6);
  });
});
