import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes US English with a long month', () => {
    expect(formatDate('2020-01-05')).toBe('January 5, 2020');
  });

  it('reads numbers below 1e10 as seconds and larger ones as milliseconds', () => {
    const midnight = Date.UTC(2020, 0, 5);
    expect(formatDate(midnight / 1000)).toBe('January 5, 2020');
    expect(formatDate(midnight)).toBe('January 5, 2020');
    expect(formatDate(String(midnight / 1000))).toBe('January 5, 2020');
  });

  it("says 'Not available' for an empty value", () => {
    expect(formatDate(null)).toBe('Not available');
    expect(formatDate(undefined)).toBe('Not available');
    expect(formatDate('')).toBe('Not available');
    expect(formatDate('   ')).toBe('Not available');
  });

  it("says 'Invalid date' for 1980 or earlier and for unreadable text", () => {
    expect(formatDate(0)).toBe('Invalid date');
    expect(formatDate('1980-12-31')).toBe('Invalid date');
    expect(formatDate('1981-01-01')).toBe('January 1, 1981');
    expect(formatDate('not a date')).toBe('Invalid date');
  });

  it('accepts Date objects', () => {
    expect(formatDate(new Date(Date.UTC(2025, 3, 20)))).toBe('April 20, 2025');
  });
});
