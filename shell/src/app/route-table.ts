import { ROUTE_ROLES, SPEC_FEATURE_WINDOWS, type SignedInRoutePath } from '@greenroom/contracts';
import type { GuardedRoute, RouteAccess } from '../features/guard/guarded-route';

/** One of the portal's remotes (PORTAL_REMOTES in libs/contracts; route-table.spec.ts checks the owners below). */
export type RemoteName = string;
export type ShellScreen = 'login' | 'verify-login' | 'join' | 'dashboard' | 'releases';

export type RouteOwner = { kind: 'shell'; screen: ShellScreen } | { kind: 'remote'; remote: RemoteName };

export interface ScreenRoute extends GuardedRoute {
  owner: RouteOwner;
  /** The page's name in the browser tab and for screen readers: "<title> – Greenroom". */
  title: string;
  /** Shown without the sidebar (docs/spec-summary.md §1.2: /login, /verify-login, /join). */
  fullWidth?: boolean;
}

export interface RedirectRoute {
  path: string;
  redirectTo: string;
}

export type PortalRoute = ScreenRoute | RedirectRoute;

const PUBLIC: RouteAccess = { kind: 'public' };
/** Who may open a signed-in page: from ROUTE_ROLES in contracts, which the menu filter and the seeded menu also read. */
const rolesOf = (path: SignedInRoutePath): RouteAccess => ({ kind: 'roles', roles: ROUTE_ROLES[path] });

const shell = (screen: ShellScreen): RouteOwner => ({ kind: 'shell', screen });
const remote = (name: RemoteName): RouteOwner => ({ kind: 'remote', remote: name });

/** Every route of the portal (docs/spec-summary.md §1.2 and §2.6): who may open it and which app draws it. */
export const ROUTE_TABLE: readonly PortalRoute[] = [
  { path: '/', redirectTo: '/dashboard' },
  { path: '/login', title: 'Sign In', access: PUBLIC, owner: shell('login'), fullWidth: true, signedInRedirect: '/dashboard' },
  { path: '/verify-login', title: 'Signing In', access: PUBLIC, owner: shell('verify-login'), fullWidth: true },
  { path: '/join', title: 'New Member Application', access: PUBLIC, owner: shell('join'), fullWidth: true },

  { path: '/dashboard', title: 'Member Dashboard', access: rolesOf('/dashboard'), owner: shell('dashboard') },
  { path: '/my-information', title: 'My Information', access: rolesOf('/my-information'), owner: remote('members'), loadsUserInfo: true },
  // The spec gives both names for the own-record screen; both must reach it.
  { path: '/member-information', title: 'My Information', access: rolesOf('/member-information'), owner: remote('members'), loadsUserInfo: true },
  { path: '/search-members', title: 'Search Members', access: rolesOf('/search-members'), owner: remote('members') },
  { path: '/my-teams', title: 'My Teams', access: rolesOf('/my-teams'), owner: remote('members') },
  { path: '/event-calendar', title: 'Event Calendar', access: rolesOf('/event-calendar'), owner: remote('calendar') },
  { path: '/my-subs', title: 'My Email Subscriptions', access: rolesOf('/my-subs'), owner: remote('email') },
  { path: '/play-reading', title: 'Play Reading Events', access: rolesOf('/play-reading'), owner: remote('rsvp') },
  {
    path: '/holiday-party',
    title: 'Holiday Party',
    access: rolesOf('/holiday-party'),
    owner: remote('rsvp'),
    window: SPEC_FEATURE_WINDOWS['/holiday-party'],
  },
  { path: '/may-social', title: 'May Social', access: rolesOf('/may-social'), owner: remote('rsvp'), window: SPEC_FEATURE_WINDOWS['/may-social'] },
  // The spec's Go Back from the audition list leads to /auditions, a route its table never defines.
  { path: '/auditions', redirectTo: '/dashboard' },
  { path: '/audition-application', title: 'Audition Pre-Registration', access: rolesOf('/audition-application'), owner: remote('auditions') },
  {
    path: '/audition-application/:auditionId',
    title: 'Audition Pre-Registration',
    access: rolesOf('/audition-application'),
    owner: remote('auditions'),
  },
  // Beyond the spec: the audition table's list of pre-registrations.
  { path: '/audition-submissions', title: 'Audition Submissions', access: rolesOf('/audition-submissions'), owner: remote('auditions') },
  { path: '/manage-shows', title: 'Shows and Characters', access: rolesOf('/manage-shows'), owner: remote('auditions') },

  { path: '/new-event', title: 'Add New Event', access: rolesOf('/new-event'), owner: remote('calendar') },
  { path: '/edit-event', title: 'Edit Event', access: rolesOf('/edit-event'), owner: remote('calendar') },
  { path: '/calendar-categories', title: 'Calendar Categories', access: rolesOf('/calendar-categories'), owner: remote('calendar') },

  { path: '/edit-teams', title: 'Edit Teams', access: rolesOf('/edit-teams'), owner: remote('members') },

  { path: '/email-management', title: 'Email Notification Management', access: rolesOf('/email-management'), owner: remote('email') },
  { path: '/mass-email', title: 'Mass Email', access: rolesOf('/mass-email'), owner: remote('email') },
  { path: '/edit-member', title: 'Edit Member', access: rolesOf('/edit-member'), owner: remote('members') },
  { path: '/edit-member-details', title: 'Edit Member Details', access: rolesOf('/edit-member-details'), owner: remote('members') },
  { path: '/edit-member-details/:email', title: 'Edit Member Details', access: rolesOf('/edit-member-details'), owner: remote('members') },
  { path: '/member-log', title: 'Member Log Report', access: rolesOf('/member-log'), owner: remote('members') },
  // Beyond the spec: the dues lifecycle (issue 21).
  { path: '/dues-list', title: 'Dues', access: rolesOf('/dues-list'), owner: remote('members') },
  // Beyond the spec: stored phones and ZIP codes that break the contact rules (issue 28), for an Admin to correct.
  { path: '/contact-problems', title: 'Phones and ZIP Codes to Correct', access: rolesOf('/contact-problems'), owner: remote('members') },
  { path: '/rsvp-settings', title: 'RSVP Event Settings', access: rolesOf('/rsvp-settings'), owner: remote('rsvp') },
  // Beyond the spec: the shell owns the remote loader, so it also owns the screen that switches remote releases.
  { path: '/releases', title: 'Releases', access: rolesOf('/releases'), owner: shell('releases') },
];

export function isRedirectRoute(route: PortalRoute): route is RedirectRoute {
  return 'redirectTo' in route;
}
