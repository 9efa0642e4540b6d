import { theaterDay, useSession } from '@greenroom/sdk';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { findRoute } from '../app/find-route';
import { NotFoundPage } from '../app/NotFoundPage';
import { redirectAfterSignIn } from '../app/redirect-after-sign-in';
import { isRedirectRoute, type ScreenRoute } from '../app/route-table';
import type { LoginRedirectState } from '../features/guard/components/RouteGuard';
import { decideRoute } from '../features/guard/guard-decision';
import { LoginPage } from '../features/login/components/LoginPage';
import { useHeadingFocus } from '../features/page/use-heading-focus';
import { usePageTitle } from '../features/page/use-page-title';
import { useSessionWatch } from '../features/session/use-session-watch';
import { VerifyLoginPage } from '../features/verify/components/VerifyLoginPage';
import { HandOverToPortal } from './HandOverToPortal';
import { drawnByPublicBundle } from './public-pages';
import { PublicJoinPage } from './PublicJoinPage';
import { PublicRouter } from './PublicRouter';

/**
 * A page of the route table under the portal's guard (docs/spec-summary.md §1.2). Only what a signed-out visitor or a sign-in
 * page can meet happens here: off to /login (remembering the page), /login sends a signed-in member on.
 */
function GuardedScreen({ route }: { route: ScreenRoute }) {
  const location = useLocation();
  const { email } = useSession();
  const decision = decideRoute({ route, email, permission: null, windows: [], today: theaterDay(new Date()) });
  if (decision.kind === 'redirect') {
    const state: LoginRedirectState | undefined = decision.to === '/login' ? { from: `${location.pathname}${location.search}` } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }
  if (route.path === '/join') return <PublicJoinPage />;
  return route.path === '/login' ? <LoginPage redirect={redirectAfterSignIn(location.state)} /> : <VerifyLoginPage />;
}

function PublicPage() {
  const { pathname, search } = useLocation();
  const { email } = useSession();
  const route = findRoute(pathname);
  usePageTitle(route && !isRedirectRoute(route) ? route.title : 'Page not found');
  useHeadingFocus();

  if (!drawnByPublicBundle(pathname, search, email !== null && email !== '')) return <HandOverToPortal />;
  if (!route) {
    return (
      <main className="container py-5">
        <NotFoundPage />
      </main>
    );
  }
  if (isRedirectRoute(route)) return <Navigate to={route.redirectTo} replace />;
  return <GuardedScreen key={route.path} route={route} />;
}

/** What the public bundle draws: the sign-in pages, the way to them, the application form, and nothing of the signed-in portal. */
export function PublicApp() {
  useSessionWatch();
  return (
    <PublicRouter>
      <Routes>
        <Route path="*" element={<PublicPage />} />
      </Routes>
    </PublicRouter>
  );
}
