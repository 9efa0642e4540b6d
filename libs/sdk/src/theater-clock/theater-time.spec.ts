import { THEATER_TIME_ZONE } from '@greenroom/contracts';
import { formatInTheaterZone, formatTheaterDay, theaterClockTime, theaterDay, theaterInstant } from './theater-time';
import { setTheaterTimeZone, theaterTimeZone, theaterZoneName } from './theater-zone';

afterEach(() => setTheaterTimeZone(THEATER_TIME_ZONE));

describe("the theater's clock", () => {
  it("turns the theater's wall-clock time into the instant, on both sides of the November change", () => {
    expect(theaterInstant('2026-10-29', '09:00').toISOString()).toBe('2026-10-29T13:00:00.000Z');
    expect(theaterInstant('2026-11-05', '09:00').toISOString()).toBe('2026-11-05T14:00:00.000Z');
    expect(theaterInstant('2026-11-26').toISOString()).toBe('2026-11-26T05:00:00.000Z');
  });

  it('reads an 11:30 PM event on its own day, not the next (UTC) one', () => {
    const lateShow = new Date('2026-11-27T04:30:00Z');
    expect(theaterDay(lateShow)).toBe('2026-11-26');
    expect(theaterClockTime(lateShow)).toBe('23:30');
    expect(formatInTheaterZone(lateShow, { hour: 'numeric', minute: '2-digit' })).toBe('11:30 PM');
  });

  it('follows the configured zone and names it', () => {
    expect(theaterZoneName(new Date('2026-11-26T12:00:00Z'))).toBe('Eastern Time');
    setTheaterTimeZone('America/Chicago');
    expect(theaterTimeZone()).toBe('America/Chicago');
    expect(theaterInstant('2026-11-26', '09:00').toISOString()).toBe('2026-11-26T15:00:00.000Z');
    expect(formatInTheaterZone(new Date('2026-11-26T15:00:00Z'), { hour: 'numeric', minute: '2-digit' })).toBe('9:00 AM');
    expect(theaterZoneName(new Date('2026-11-26T12:00:00Z'))).toBe('Central Time');
  });

  it('writes a calendar day as the portal writes dates, and leaves other text as it is', () => {
    expect(formatTheaterDay('2026-11-28')).toBe('Nov 28, 2026');
    setTheaterTimeZone('America/Los_Angeles');
    expect(formatTheaterDay('2026-11-28')).toBe('Nov 28, 2026');
    expect(formatTheaterDay('2026-02-30x')).toBe('2026-02-30x');
  });

  it('refuses a name that is not an IANA zone', () => {
    expect(() => setTheaterTimeZone('Eastern')).toThrow('"Eastern" is not an IANA time zone');
    expect(theaterTimeZone()).toBe(THEATER_TIME_ZONE);
  });
});
