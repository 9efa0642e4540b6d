import { logoutRoute, membersNavRoute, routeKey, routeUrl, type NavigationResponse } from '@greenroom/contracts';
import { memberFixture, stubApi } from '@greenroom/testing';
import { getMenu, loadMenu } from '../menu/menu-store';
import { logout } from './logout';
import { isSignedIn, signIn } from './session-store';

describe('logout', () => {
  it('ends the server session, clears all session storage and the cached menu', async () => {
    const nav: NavigationResponse = { records: [] };
    const { calls } = stubApi({
      [routeKey(membersNavRoute)]: () => Response.json(nav),
      [routeKey(logoutRoute)]: () => Response.json({ message: 'Logged out' }),
    });
    signIn(memberFixture(), 'tok');
    sessionStorage.setItem('anotherFeature', 'x');
    await loadMenu();

    await logout();

    const { url, method, headers } = calls[1];
    expect(url).toBe(routeUrl(logoutRoute));
    expect(method).toBe('POST');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    // All but the note for /login that the member signed out.
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('signOutReason')).toBe('signed-out');
    expect(isSignedIn()).toBe(false);
    expect(getMenu().status).toBe('idle');
  });

  it('signs out locally even when the server cannot be reached', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn(memberFixture(), 'tok');
    stubApi({
      [routeKey(logoutRoute)]: () => {
        throw new TypeError('fetch failed');
      },
    });

    await logout();

    expect(isSignedIn()).toBe(false);
    expect(console.warn).toHaveBeenCalled();
  });
});
