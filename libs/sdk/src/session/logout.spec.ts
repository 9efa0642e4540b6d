import type { NavigationResponse } from '@greenroom/contracts';
import { memberFixture } from '@greenroom/testing';
import { getMenu, loadMenu } from '../menu/menu-store';
import { logout } from './logout';
import { isSignedIn, signIn } from './session-store';

describe('logout', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();

  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
  });

  it('ends the server session, clears all session storage and the cached menu', async () => {
    const nav: NavigationResponse = { records: [] };
    fetchMock.mockResolvedValueOnce(Response.json(nav));
    signIn(memberFixture(), 'tok');
    sessionStorage.setItem('anotherFeature', 'x');
    await loadMenu();
    fetchMock.mockResolvedValueOnce(Response.json({ message: 'Logged out' }));

    await logout();

    const [path, init] = fetchMock.mock.calls[1];
    expect(path).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
    expect(sessionStorage.length).toBe(0);
    expect(isSignedIn()).toBe(false);
    expect(getMenu().status).toBe('idle');
  });

  it('signs out locally even when the server cannot be reached', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn(memberFixture(), 'tok');
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));

    await logout();

    expect(isSignedIn()).toBe(false);
    expect(console.warn).toHaveBeenCalled();
  });
});
