import { keepAliveRoute, routeKey } from '@greenroom/contracts';
import { memberFixture, stubApi } from '@greenroom/testing';
import { clearSession, isSignedIn, signIn } from './session-store';
import { KEEP_ALIVE_EVERY_MS, startSessionWatch } from './session-watch';

const MINUTE = 60 * 1000;

describe('startSessionWatch', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-06-01T10:00:00Z') });
    clearSession();
    localStorage.clear();
  });

  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('removes the old local storage keys at start-up', () => {
    localStorage.setItem('memberData', '{}');
    localStorage.setItem('memberEmail', 'old@example.com');
    localStorage.setItem('unrelated', 'kept');

    stop = startSessionWatch();

    expect(localStorage.getItem('memberData')).toBeNull();
    expect(localStorage.getItem('memberEmail')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('logs out after 30 minutes without a click or key', () => {
    signIn(memberFixture(), 'tok');
    stop = startSessionWatch();

    jest.advanceTimersByTime(29 * MINUTE);
    expect(isSignedIn()).toBe(true);

    jest.advanceTimersByTime(2 * MINUTE);
    expect(isSignedIn()).toBe(false);
  });

  it('keeps the session while the member clicks or types', () => {
    signIn(memberFixture(), 'tok');
    stop = startSessionWatch();

    jest.advanceTimersByTime(20 * MINUTE);
    window.dispatchEvent(new MouseEvent('click'));
    jest.advanceTimersByTime(20 * MINUTE);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    jest.advanceTimersByTime(20 * MINUTE);

    expect(isSignedIn()).toBe(true);
    expect(Number(sessionStorage.getItem('lastActivity'))).toBe(Date.now() - 20 * MINUTE);
  });

  it("tells the server, at most every 5 minutes, that the member is typing, so the server's idle clock moves too", () => {
    const api = stubApi({ [routeKey(keepAliveRoute)]: () => Response.json({ message: 'Still signed in.' }) });
    signIn(memberFixture(), 'tok');
    stop = startSessionWatch();
    const keepAlives = () => api.calls.filter((call) => call.key === routeKey(keepAliveRoute)).length;

    // 35 minutes of writing a bio, a key every 30 seconds: no other request in all that time.
    for (let elapsed = 0; elapsed < 35 * MINUTE; elapsed += MINUTE / 2) {
      jest.advanceTimersByTime(MINUTE / 2);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'e' }));
      window.dispatchEvent(new InputEvent('input'));
    }

    expect(isSignedIn()).toBe(true);
    expect(keepAlives()).toBe(Math.floor((35 * MINUTE) / KEEP_ALIVE_EVERY_MS));
    expect(api.calls.every((call) => call.headers.get('Authorization') === 'Bearer tok')).toBe(true);
  });

  it('counts a tap on a touch screen as activity', () => {
    signIn(memberFixture(), 'tok');
    stop = startSessionWatch();
    jest.advanceTimersByTime(25 * MINUTE);
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(25 * MINUTE);
    expect(isSignedIn()).toBe(true);
  });

  it('does not let a click after a long absence revive the session', () => {
    signIn(memberFixture(), 'tok');
    stop = startSessionWatch(60 * MINUTE);

    jest.setSystemTime(Date.now() + 45 * MINUTE);
    window.dispatchEvent(new MouseEvent('click'));

    expect(isSignedIn()).toBe(false);
  });

  it('checks again when the window regains focus', () => {
    signIn(memberFixture(), 'tok');
    stop = startSessionWatch(60 * MINUTE);

    jest.setSystemTime(Date.now() + 31 * MINUTE);
    window.dispatchEvent(new FocusEvent('focus'));

    expect(isSignedIn()).toBe(false);
  });

  it('logs out at start-up when the stored session is already stale', () => {
    signIn(memberFixture(), 'tok', Date.now() - 31 * MINUTE);

    stop = startSessionWatch();

    expect(isSignedIn()).toBe(false);
  });
});
