import { PORTAL_REMOTE_NAMES } from '@greenroom/contracts';
import { safeRedirect } from '../features/verify/safe-redirect';
import { isRedirectRoute, ROUTE_TABLE } from './route-table';

describe('route table', () => {
  const remoteOwners = ROUTE_TABLE.flatMap((route) => (!isRedirectRoute(route) && route.owner.kind === 'remote' ? [route.owner.remote] : []));

  it('gives routes only to the portal remotes of libs/contracts', () => {
    expect(remoteOwners.filter((name) => !PORTAL_REMOTE_NAMES.includes(name))).toEqual([]);
  });

  it('gives every portal remote at least one route', () => {
    expect(PORTAL_REMOTE_NAMES.filter((name) => !remoteOwners.includes(name))).toEqual([]);
  });

  it('sends a signed-in member from /login to the page the e-mail link lands on: one place after signing in', () => {
    const login = ROUTE_TABLE.find((route) => route.path === '/login');
    expect(login && !isRedirectRoute(login) && login.signedInRedirect).toBe(safeRedirect(null));
    expect(safeRedirect(null)).toBe('/dashboard');
  });
});
