import { useSession } from '@greenroom/sdk';
import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { DashboardPage } from '../features/dashboard/components/DashboardPage';
import { JoinPage } from '../features/join/components/JoinPage';
import { RouteGuard } from '../features/guard/components/RouteGuard';
import { useHeadingFocus } from '../features/page/use-heading-focus';
import { usePageTitle } from '../features/page/use-page-title';
import { VerifyLoginPage } from '../features/verify/components/VerifyLoginPage';
import { RemoteModule } from '../remotes';
import { lazyWithScreenStyles } from '../styles/load-screen-styles';
import { findRoute } from './find-route';
import { NotFoundPage } from './NotFoundPage';
import { PortalLayout } from './PortalLayout';
import { redirectAfterSignIn } from './redirect-after-sign-in';
import { isRedirectRoute, type ScreenRoute } from './route-table';

// Screens a signed-in member rarely opens load when opened (with the form and table styles they draw), so the
// dashboard's first screen does not carry them.
const LoginPage = lazyWithScreenStyles(() => import('../features/login/components/LoginPage').then((module) => module.LoginPage));
const ReleasesPage = lazyWithScreenStyles(() => import('../features/releases/components/ReleasesPage').then((module) => module.ReleasesPage));

function Screen({ route }: { route: ScreenRoute }) {
  const location = useLocation();
  const { owner } = route;
  if (owner.kind === 'remote') return <RemoteModule key={owner.remote} remote={owner.remote} module="./routes" />;
  switch (owner.screen) {
    case 'login':
      return <LoginPage redirect={redirectAfterSignIn(location.state)} />;
    case 'verify-login':
      return <VerifyLoginPage />;
    case 'join':
      return <JoinPage />;
    case 'dashboard':
      return <DashboardPage />;
    case 'releases':
      return <ReleasesPage />;
  }
}

/**
 * Every URL lands here (the shell's only route is '*'): the route table picks the screen, the guard decides,
 * and a remote's own <Routes> sees the full path, as the remotes expect.
 */
export function PortalPage() {
  const { pathname } = useLocation();
  const { email } = useSession();
  const route = findRoute(pathname);
  usePageTitle(route && !isRedirectRoute(route) ? route.title : 'Page not found');
  useHeadingFocus();

  if (!route) {
    return email ? (
      <PortalLayout>
        <NotFoundPage />
      </PortalLayout>
    ) : (
      <main className="container py-5">
        <NotFoundPage />
      </main>
    );
  }
  if (isRedirectRoute(route)) return <Navigate to={route.redirectTo} replace />;

  const screen = (
    <Suspense fallback={null}>
      <Screen route={route} />
    </Suspense>
  );
  return <RouteGuard route={route}>{route.fullWidth ? screen : <PortalLayout>{screen}</PortalLayout>}</RouteGuard>;
}
