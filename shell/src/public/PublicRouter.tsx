import { getSession } from '@greenroom/sdk';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPath, NavigationType, Router, type Location, type Navigator, type To } from 'react-router';
import { fullPageLoad } from './full-page-load';
import { drawnByPublicBundle } from './public-pages';

/** The entry react-router's BrowserRouter keeps in history.state, so a page's state survives a reload either way. */
interface HistoryEntry {
  usr: unknown;
  key: string;
}

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = (window.history.state ?? {}) as Partial<HistoryEntry>;
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

function signedIn(): boolean {
  const { email } = getSession();
  return email !== null && email !== '';
}

/**
 * BrowserRouter, except that a navigation to a page the public bundle does not draw (the dashboard after
 * sign-in) is a new page load, and the address bar shows that page only once the portal is loading it.
 */
export function PublicRouter({ children }: { children: ReactNode }) {
  const [view, setView] = useState({ location: currentLocation(), action: NavigationType.Pop });

  useEffect(() => {
    const onPopState = () => setView({ location: currentLocation(), action: NavigationType.Pop });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigator = useMemo<Navigator>(() => {
    const move = (to: To, state: unknown, action: NavigationType.Push | NavigationType.Replace) => {
      const href = typeof to === 'string' ? to : createPath(to);
      const { pathname, search } = new URL(href, window.location.href);
      if (!drawnByPublicBundle(pathname, search, signedIn())) {
        fullPageLoad(href, { replace: action === NavigationType.Replace });
        return;
      }
      const entry: HistoryEntry = { usr: state ?? null, key: Math.random().toString(36).slice(2, 10) };
      if (action === NavigationType.Push) window.history.pushState(entry, '', href);
      else window.history.replaceState(entry, '', href);
      setView({ location: currentLocation(), action });
    };
    return {
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      go: (delta) => window.history.go(delta),
      push: (to, state) => move(to, state, NavigationType.Push),
      replace: (to, state) => move(to, state, NavigationType.Replace),
    };
  }, []);

  return (
    <Router location={view.location} navigationType={view.action} navigator={navigator}>
      {children}
    </Router>
  );
}
