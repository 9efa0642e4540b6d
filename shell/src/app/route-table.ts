import { ADMIN_ONLY, ALL_MEMBER_ROLES, ORGANIZER_ROLES, SPEC_FEATURE_WINDOWS } from '@greenroom/contracts';
import type { GuardedRoute, RouteAccess } from '../features/guard/guarded-route';

export type RemoteName = 'members' | 'calendar' | 'email' | 'auditions' | 'rsvp';
export type ShellScreen = 'login' | 'verify-login' | 'dashboard' | 'releases';

export type RouteOwner = { kind: 'shell'; screen: ShellScreen } | { kind: 'remote'; remote: RemoteName };

export interface ScreenRoute extends GuardedRoute {
  owner: RouteOwner;
  /** Shown without the sidebar (spec 01 §2: /login, /verify-login, /join). */
  fullWidth?: boolean;
}

export interface RedirectRoute {
  path: string;
  redirectTo: string;
}

export type PortalRoute = ScreenRoute | RedirectRoute;

const PUBLIC: RouteAccess = { kind: 'public' };
const MEMBERS: RouteAccess = { kind: 'roles', roles: ALL_MEMBER_ROLES };
const ORGANIZERS: RouteAccess = { kind: 'roles', roles: ORGANIZER_ROLES };
const ADMIN: RouteAccess = { kind: 'roles', roles: ADMIN_ONLY };

const shell = (screen: ShellScreen): RouteOwner => ({ kind: 'shell', screen });
const remote = (name: RemoteName): RouteOwner => ({ kind: 'remote', remote: name });

/** Every route of the portal (spec 01 §2 and spec 02 §6): who may open it and which app draws it. */
export const ROUTE_TABLE: readonly PortalRoute[] = [
  { path: '/', redirectTo: '/dashboard' },
  { path: '/login', access: PUBLIC, owner: shell('login'), fullWidth: true, signedInRedirect: '/my-information' },
  { path: '/verify-login', access: PUBLIC, owner: shell('verify-login'), fullWidth: true },
  { path: '/join', access: PUBLIC, owner: remote('members'), fullWidth: true },

  { path: '/dashboard', access: MEMBERS, owner: shell('dashboard') },
  { path: '/my-information', access: MEMBERS, owner: remote('members'), loadsUserInfo: true },
  // The spec gives both names for the own-record screen; both must reach it.
  { path: '/member-information', access: MEMBERS, owner: remote('members'), loadsUserInfo: true },
  { path: '/search-members', access: MEMBERS, owner: remote('members') },
  { path: '/my-teams', access: MEMBERS, owner: remote('members') },
  { path: '/event-calendar', access: MEMBERS, owner: remote('calendar') },
  { path: '/my-subs', access: MEMBERS, owner: remote('email') },
  { path: '/play-reading', access: MEMBERS, owner: remote('rsvp') },
  { path: '/holiday-party', access: MEMBERS, owner: remote('rsvp'), window: SPEC_FEATURE_WINDOWS['/holiday-party'] },
  { path: '/may-social', access: MEMBERS, owner: remote('rsvp'), window: SPEC_FEATURE_WINDOWS['/may-social'] },
  // The spec's Go Back from the audition list leads to /auditions, a route its table never defines.
  { path: '/auditions', redirectTo: '/dashboard' },
  { path: '/audition-application', access: MEMBERS, owner: remote('auditions') },
  { path: '/audition-application/:auditionId', access: MEMBERS, owner: remote('auditions') },
  // Beyond the spec: the audition table's list of pre-registrations.
  { path: '/audition-submissions', access: ORGANIZERS, owner: remote('auditions') },

  { path: '/new-event', access: ORGANIZERS, owner: remote('calendar') },
  { path: '/edit-event', access: ORGANIZERS, owner: remote('calendar') },

  { path: '/edit-teams', access: { kind: 'signed-in' }, owner: remote('members') },

  { path: '/email-management', access: ADMIN, owner: remote('email') },
  { path: '/mass-email', access: ADMIN, owner: remote('email') },
  { path: '/edit-member', access: ADMIN, owner: remote('members') },
  { path: '/edit-member-details', access: ADMIN, owner: remote('members') },
  { path: '/edit-member-details/:email', access: ADMIN, owner: remote('members') },
  { path: '/member-log', access: ADMIN, owner: remote('members') },
  { path: '/rsvp-settings', access: ADMIN, owner: remote('rsvp') },
  // Beyond the spec: the shell owns the remote loader, so it also owns the screen that switches remote releases.
  { path: '/releases', access: ADMIN, owner: shell('releases') },
];

export function isRedirectRoute(route: PortalRoute): route is RedirectRoute {
  return 'redirectTo' in route;
}
