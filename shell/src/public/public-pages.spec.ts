import { findRoute } from '../app/find-route';
import { isRedirectRoute, ROUTE_TABLE } from '../app/route-table';
import { drawnByPublicBundle, isJoinPage, isPublicPage, PUBLIC_PAGES } from './public-pages';

describe('public pages', () => {
  it('are the shell screens open to everyone in the route table', () => {
    for (const path of PUBLIC_PAGES) {
      const route = findRoute(path);
      expect(route && !isRedirectRoute(route) && route.access.kind === 'public' && route.owner.kind === 'shell').toBe(true);
    }
  });

  it('are every page open to everyone: no remote draws one, so none needs the federated portal', () => {
    const open = ROUTE_TABLE.filter((route) => !isRedirectRoute(route) && route.access.kind === 'public');
    expect(open.map((route) => route.path)).toEqual(PUBLIC_PAGES);
  });

  it('include /login, /verify-login and /join, with or without a trailing slash', () => {
    expect(isPublicPage('/login')).toBe(true);
    expect(isPublicPage('/login/')).toBe(true);
    expect(isPublicPage('/verify-login')).toBe(true);
    expect(isPublicPage('/join/')).toBe(true);
    expect(isPublicPage('/login-help')).toBe(false);
  });
});

describe('isJoinPage', () => {
  it('is /join alone, with or without a trailing slash', () => {
    expect(isJoinPage('/join')).toBe(true);
    expect(isJoinPage('/join/')).toBe(true);
    expect(isJoinPage('/joint')).toBe(false);
    expect(isJoinPage('/login')).toBe(false);
  });
});

describe('drawnByPublicBundle', () => {
  it('draws the sign-in pages and the application form for everyone', () => {
    expect(drawnByPublicBundle('/join', '', false)).toBe(true);
    expect(drawnByPublicBundle('/join/', '', true)).toBe(true);
    expect(drawnByPublicBundle('/login', '', false)).toBe(true);
    expect(drawnByPublicBundle('/login', '', true)).toBe(true);
    expect(drawnByPublicBundle('/verify-login', '', true)).toBe(true);
  });

  it('leaves a sign-in link (with its token) to the portal, which verifies it and goes on to the dashboard', () => {
    expect(drawnByPublicBundle('/verify-login', '?token=abc', false)).toBe(false);
    expect(drawnByPublicBundle('/verify-login/', '?redirect=%2Fmy-subs&token=abc', false)).toBe(false);
    expect(drawnByPublicBundle('/verify-login', '?redirect=%2Fmy-subs', false)).toBe(true);
    expect(drawnByPublicBundle('/login', '?token=abc', false)).toBe(true);
  });

  it('draws every page a signed-out visitor opens', () => {
    expect(drawnByPublicBundle('/', '', false)).toBe(true);
    expect(drawnByPublicBundle('/my-information', '', false)).toBe(true);
    expect(drawnByPublicBundle('/no-such-page', '', false)).toBe(true);
  });

  it('leaves every other page of a signed-in member to the portal', () => {
    expect(drawnByPublicBundle('/dashboard', '', true)).toBe(false);
    expect(drawnByPublicBundle('/no-such-page', '', true)).toBe(false);
  });
});
