import { ADMIN_ONLY, ALL_MEMBER_ROLES, ORGANIZER_ROLES, SHOW_MANAGER_ROLES, type Role } from '../common/roles';

/**
 * Who may open each signed-in page of the portal (docs/spec-summary.md §1.2 and §2.6), keyed by the path without its
 * parameter. The one source for the shell's route guard, the sidebar's menu filter and the seeded menu's
 * Permission field, so a menu never offers a page that then refuses the member.
 *
 * /edit-teams: the spec's table gives it "no role list", but its screen serves only Leaders, Board members and
 * Admins; listing them here keeps it out of a Member's menu instead of answering "Access Restricted".
 */
export const ROUTE_ROLES = {
  '/dashboard': ALL_MEMBER_ROLES,
  '/my-information': ALL_MEMBER_ROLES,
  '/member-information': ALL_MEMBER_ROLES,
  '/search-members': ALL_MEMBER_ROLES,
  '/my-teams': ALL_MEMBER_ROLES,
  '/event-calendar': ALL_MEMBER_ROLES,
  '/my-subs': ALL_MEMBER_ROLES,
  '/play-reading': ALL_MEMBER_ROLES,
  '/holiday-party': ALL_MEMBER_ROLES,
  '/may-social': ALL_MEMBER_ROLES,
  '/audition-application': ALL_MEMBER_ROLES,
  '/audition-submissions': ORGANIZER_ROLES,
  '/manage-shows': SHOW_MANAGER_ROLES,
  '/new-event': ORGANIZER_ROLES,
  '/edit-event': ORGANIZER_ROLES,
  '/edit-teams': ORGANIZER_ROLES,
  '/email-management': ADMIN_ONLY,
  '/mass-email': ADMIN_ONLY,
  '/edit-member': ADMIN_ONLY,
  '/edit-member-details': ADMIN_ONLY,
  '/member-log': ADMIN_ONLY,
  '/dues-list': ADMIN_ONLY,
  '/contact-problems': ADMIN_ONLY,
  '/rsvp-settings': ADMIN_ONLY,
  '/calendar-categories': ADMIN_ONLY,
  '/releases': ADMIN_ONLY,
} as const satisfies Record<string, readonly Role[]>;

export type SignedInRoutePath = keyof typeof ROUTE_ROLES;

function withLeadingSlash(path: string): string {
  return `/${path.replace(/^\/+/, '')}`;
}

/** The roles that may open a path (with or without a leading slash), or null when the route table has no such page. */
export function routeRoles(path: string): readonly Role[] | null {
  const key = withLeadingSlash(path);
  return Object.hasOwn(ROUTE_ROLES, key) ? ROUTE_ROLES[key as SignedInRoutePath] : null;
}

/** A menu item's Permission as the spec writes it (a comma-separated list), derived from the route table. */
export function routeMenuPermission(path: string): string | null {
  return routeRoles(path)?.join(', ') ?? null;
}
