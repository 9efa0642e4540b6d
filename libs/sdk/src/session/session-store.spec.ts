import { memberFixture } from '@greenroom/testing';
import {
  clearSession,
  enforceSessionRules,
  forcedLogout,
  forgetSignOutReason,
  getSession,
  isSignedIn,
  signIn,
  signOutReason,
  subscribeSession,
} from './session-store';
import { SESSION_IDLE_MS } from './storage-keys';

describe('session store', () => {
  beforeEach(() => clearSession());

  it('stores the spec keys and the token at sign-in and notifies subscribers', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeSession(listener);
    const member = memberFixture();

    signIn(member, 'tok-123', 1_700_000_000_000);

    expect(listener).toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem('memberData') ?? '')).toEqual(member);
    expect(sessionStorage.getItem('memberEmail')).toBe(member.Email);
    expect(sessionStorage.getItem('token')).toBe('tok-123');
    expect(sessionStorage.getItem('loginTimestamp')).toBe('1700000000000');
    expect(sessionStorage.getItem('lastActivity')).toBe('1700000000000');
    expect(getSession()).toEqual({ member, email: member.Email, token: 'tok-123' });
    expect(isSignedIn()).toBe(true);
    unsubscribe();
  });

  it('keeps the same snapshot until something changes', () => {
    const first = getSession();
    expect(getSession()).toBe(first);
    signIn(memberFixture(), 'tok');
    expect(getSession()).not.toBe(first);
  });

  it('forced logout removes only the member keys', () => {
    signIn(memberFixture(), 'tok');
    sessionStorage.setItem('somethingElse', 'kept');

    forcedLogout();

    for (const key of ['memberData', 'memberEmail', 'lastActivity', 'loginTimestamp', 'token']) {
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.getItem('somethingElse')).toBe('kept');
    expect(isSignedIn()).toBe(false);
  });

  it('forces a logout when an e-mail is stored without member data', () => {
    sessionStorage.setItem('memberEmail', 'margaret@example.com');
    sessionStorage.setItem('lastActivity', String(Date.now()));

    expect(enforceSessionRules()).toBe(false);
    expect(sessionStorage.getItem('memberEmail')).toBeNull();
  });

  it('forces a logout after more than 30 idle minutes, not at 30', () => {
    const start = 1_700_000_000_000;
    signIn(memberFixture(), 'tok', start);

    expect(enforceSessionRules(start + SESSION_IDLE_MS)).toBe(true);
    expect(enforceSessionRules(start + SESSION_IDLE_MS + 1)).toBe(false);
    expect(isSignedIn()).toBe(false);
    expect(signOutReason()).toBe('timed-out');
  });

  it('keeps the reason of a sign-out until the login page forgets it, and a new sign-in drops it', () => {
    signIn(memberFixture(), 'tok');
    clearSession('signed-out');
    expect(signOutReason()).toBe('signed-out');
    forgetSignOutReason();
    expect(signOutReason()).toBeNull();
    forcedLogout('timed-out');
    signIn(memberFixture(), 'tok');
    expect(signOutReason()).toBeNull();
  });
});
