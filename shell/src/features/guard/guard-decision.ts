import type { FeatureWindow } from '@greenroom/contracts';
import { formatDate } from '@greenroom/sdk';
import type { GuardedRoute } from './guarded-route';

export type GuardDecision =
  | { kind: 'allow' }
  /** The route has a date window and the windows are still loading. */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; alert?: string };

export interface GuardInput {
  route: GuardedRoute;
  email: string | null;
  permission: string | null;
  /** undefined while GET /api/feature-windows is loading. */
  windows: readonly FeatureWindow[] | undefined;
  /** Today as yyyy-mm-dd in the member's own time zone. */
  today: string;
}

const HOME_FOR_REFUSED = '/my-information';

function windowOf(route: GuardedRoute, windows: readonly FeatureWindow[]): GuardedRoute['window'] {
  return windows.find((candidate) => candidate.route === route.path) ?? route.window;
}

/**
 * The navigation guard of docs/spec-summary.md §1.2, in the spec's order: sign-in, then the date window, then the role
 * list — a windowed route skips the role check — and /login sends a signed-in member on.
 */
export function decideRoute({ route, email, permission, windows, today }: GuardInput): GuardDecision {
  const signedIn = email !== null && email !== '';
  if (route.access.kind !== 'public' && !signedIn) return { kind: 'redirect', to: '/login' };

  if (route.access.kind !== 'public') {
    const hasFallbackWindow = route.window !== undefined;
    if (windows === undefined && hasFallbackWindow) return { kind: 'wait' };
    const window = windowOf(route, windows ?? []);
    if (window) {
      if (today < window.startsOn) {
        return { kind: 'redirect', to: HOME_FOR_REFUSED, alert: `This feature will become available on ${formatDate(window.startsOn)}.` };
      }
      if (today > window.endsOn) {
        return { kind: 'redirect', to: HOME_FOR_REFUSED, alert: 'This feature is no longer available.' };
      }
      return { kind: 'allow' };
    }
    if (route.access.kind === 'roles' && !route.access.roles.some((role) => role === permission)) {
      return { kind: 'redirect', to: HOME_FOR_REFUSED, alert: 'You do not have permission to access this feature.' };
    }
  }

  if (route.signedInRedirect && signedIn) return { kind: 'redirect', to: route.signedInRedirect };
  return { kind: 'allow' };
}
