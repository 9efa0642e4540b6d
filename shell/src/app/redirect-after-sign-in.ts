import type { LoginRedirectState } from '../features/guard/components/RouteGuard';
import { findRoute } from './find-route';
import { isRedirectRoute } from './route-table';

function isLoginRedirectState(state: unknown): state is LoginRedirectState {
  return typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string';
}

/** After sign-in the member returns to the page the guard turned them away from, if it is a real page. */
export function redirectAfterSignIn(state: unknown): string | undefined {
  if (!isLoginRedirectState(state)) return undefined;
  const route = findRoute(state.from.split('?')[0]);
  return route && !isRedirectRoute(route) && route.access.kind !== 'public' ? state.from : undefined;
}
