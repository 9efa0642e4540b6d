import { theaterDay, useSession } from '@greenroom/sdk';
import { useEffect, useRef, type ReactNode } from 'react';
import { Spinner } from 'react-bootstrap';
import { useLocation, useNavigate } from 'react-router';
import { useFeatureWindows } from '../api/get-feature-windows';
import { loadUserInfo } from '../api/load-user-info';
import { decideRoute } from '../guard-decision';
import type { GuardedRoute } from '../guarded-route';
import { showAlert } from '../show-alert';

export interface LoginRedirectState {
  /** The page a signed-out visitor asked for, offered to the verify page after sign-in. */
  from: string;
}

export function RouteGuard({ route, children }: { route: GuardedRoute; children: ReactNode }) {
  const { email, member } = useSession();
  const windows = useFeatureWindows(email !== null);
  const location = useLocation();
  const navigate = useNavigate();
  const decision = decideRoute({ route, email, permission: member?.Portal_Permission ?? null, windows, today: theaterDay(new Date()) });
  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  const alertText = decision.kind === 'redirect' ? decision.alert : undefined;
  // StrictMode runs effects twice; one alert per visit is enough.
  const handledVisit = useRef<string | null>(null);

  useEffect(() => {
    if (redirectTo === null || handledVisit.current === location.key) return;
    handledVisit.current = location.key;
    if (alertText) showAlert(alertText);
    const state: LoginRedirectState | undefined = redirectTo === '/login' ? { from: `${location.pathname}${location.search}` } : undefined;
    navigate(redirectTo, { replace: true, state });
  }, [redirectTo, alertText, location.key, location.pathname, location.search, navigate]);

  const allowed = decision.kind === 'allow';
  useEffect(() => {
    if (!allowed || !route.loadsUserInfo || email === null) return;
    loadUserInfo(email).catch((error: unknown) => console.warn('Could not refresh your member information.', error));
  }, [allowed, route.loadsUserInfo, email, location.key]);

  if (allowed) return <>{children}</>;
  return (
    <div className="d-flex justify-content-center p-5">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">Checking access...</span>
      </Spinner>
    </div>
  );
}
