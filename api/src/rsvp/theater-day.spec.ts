import { theaterToday, windowRefusal } from './theater-day';

describe('theater day and windows', () => {
  it("takes today's date in the theater's zone, not in UTC", () => {
    // 02:00 UTC on May 10 is still the evening of May 9 in The Villages, and already May 10 in Berlin.
    expect(theaterToday('America/New_York', new Date('2025-05-10T02:00:00Z'))).toBe('2025-05-09');
    expect(theaterToday('America/New_York', new Date('2025-05-10T12:00:00Z'))).toBe('2025-05-10');
    expect(theaterToday('Europe/Berlin', new Date('2025-05-09T23:00:00Z'))).toBe('2025-05-10');
  });

  it("answers with the guard's words outside the window, both ends inclusive", () => {
    const window = { startsOn: '2025-04-20', endsOn: '2025-05-09' };
    expect(windowRefusal(window, '2025-04-19')).toBe('This feature will become available on April 20, 2025.');
    expect(windowRefusal(window, '2025-04-20')).toBeNull();
    expect(windowRefusal(window, '2025-05-09')).toBeNull();
    expect(windowRefusal(window, '2025-05-10')).toBe('This feature is no longer available.');
  });
});
