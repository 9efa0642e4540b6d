import type { FeatureWindow, Role } from '@greenroom/contracts';

export type RouteAccess =
  | { kind: 'public' }
  /** Any signed-in member, whatever the permission (no page uses it now: see ROUTE_ROLES in contracts). */
  | { kind: 'signed-in' }
  | { kind: 'roles'; roles: readonly Role[] };

/** What the guard needs to know about a route. */
export interface GuardedRoute {
  /** A react-router pattern (':email' for a parameter). */
  path: string;
  access: RouteAccess;
  /** The spec's dates; the guard prefers the ones GET /api/feature-windows answers. */
  window?: Pick<FeatureWindow, 'startsOn' | 'endsOn'>;
  /** Where a signed-in member is sent instead (docs/spec-summary.md §1.2 guard rule 4). */
  signedInRedirect?: string;
  /** Entering the route refreshes the stored member (docs/spec-summary.md §1.2 guard rule 5). */
  loadsUserInfo?: boolean;
}
