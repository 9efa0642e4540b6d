import { nextDigestSend } from './next-digest-send';

const ZONE = 'America/New_York';

describe('nextDigestSend', () => {
  it('is today before the time and tomorrow after it, on the theater’s clock', () => {
    // 11:30 UTC is 6:30 AM in New York on November 25 (EST).
    expect(nextDigestSend(new Date('2026-11-25T11:30:00Z'), ZONE, '07:00', null)).toBe('Wednesday, November 25, 2026 at 7:00 AM');
    expect(nextDigestSend(new Date('2026-11-25T12:30:00Z'), ZONE, '07:00', null)).toBe('Thursday, November 26, 2026 at 7:00 AM');
    // 03:00 UTC on the 26th is still the 25th in New York.
    expect(nextDigestSend(new Date('2026-11-26T03:00:00Z'), ZONE, '07:00', null)).toBe('Thursday, November 26, 2026 at 7:00 AM');
  });

  it('waits for the weekday of a weekly digest, a whole week once its hour has passed', () => {
    expect(nextDigestSend(new Date('2026-11-25T12:30:00Z'), ZONE, '07:00', 1)).toBe('Monday, November 30, 2026 at 7:00 AM');
    expect(nextDigestSend(new Date('2026-11-30T11:00:00Z'), ZONE, '07:00', 1)).toBe('Monday, November 30, 2026 at 7:00 AM');
    expect(nextDigestSend(new Date('2026-11-30T13:00:00Z'), ZONE, '19:30', 1)).toBe('Monday, November 30, 2026 at 7:30 PM');
    expect(nextDigestSend(new Date('2026-12-01T01:00:00Z'), ZONE, '19:30', 1)).toBe('Monday, December 7, 2026 at 7:30 PM');
  });
});
