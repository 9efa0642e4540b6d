import { DEVELOPER_MENU_TYPE, routeMenuPermission } from '@greenroom/contracts';

export interface SeedNavigationItem {
  navigationId: string;
  title: string;
  url: string;
  /** A name from the shell's icon set (shell/src/features/sidebar/menu-icons.ts); the shell draws it as inline SVG. */
  icon: string;
  type: string;
  parent?: string;
  /** The route table's roles as a comma-separated list (ROUTE_ROLES in contracts); null for the public pages. */
  permission: string | null;
  visible: boolean;
}

interface RouteOptions {
  parent?: string;
  /** Kept out of the menu (public pages, aliases, pages opened with a parameter); the permission still applies. */
  hidden?: boolean;
}

/** Every route's url is its navigation id as a path; its permission is the one the route guard applies. */
function route(type: string, navigationId: string, title: string, icon: string, { parent, hidden = false }: RouteOptions = {}): SeedNavigationItem {
  const url = `/${navigationId}`;
  return { navigationId, title, url, icon, type, ...(parent ? { parent } : {}), permission: routeMenuPermission(url), visible: !hidden };
}

/**
 * One record per route of the route table (docs/spec-summary.md §1.2 and §2.6), with its Permission. Routes that are not
 * menu entries (public pages, the alias /member-information, pages opened with a parameter) are kept with
 * Visible false so their permission can still be looked up by path.
 */
export const SEED_NAVIGATION: SeedNavigationItem[] = [
  route('page', 'dashboard', 'Dashboard', 'home'),
  route('page', 'my-information', 'My Information', 'user'),
  route('page', 'my-teams', 'My Teams', 'users', { parent: 'my-information' }),
  route('page', 'my-subs', 'My Email Subscriptions', 'mail', { parent: 'my-information' }),
  route('page', 'member-information', 'My Information', 'user', { hidden: true }),
  route('page', 'search-members', 'Search Members', 'search'),
  route('page', 'event-calendar', 'Event Calendar', 'calendar'),
  route('page', 'new-event', 'Add Event', 'calendar-plus', { parent: 'event-calendar' }),
  route('page', 'edit-event', 'Edit Event', 'pencil', { parent: 'event-calendar', hidden: true }),
  route('admin', 'calendar-categories', 'Calendar Categories', 'wrench', { parent: 'event-calendar' }),
  route('page', 'play-reading', 'Play Readings', 'book'),
  route('page', 'holiday-party', 'Holiday Party RSVP', 'gift'),
  route('page', 'may-social', 'May Social RSVP', 'flower'),
  route('page', 'audition-application', 'Audition Pre-Registration', 'drama'),
  route('page', 'audition-submissions', 'Audition Submissions', 'clapperboard', { parent: 'audition-application' }),
  route('page', 'manage-shows', 'Shows and Characters', 'pencil', { parent: 'audition-application' }),
  route('page', 'edit-teams', 'Edit Teams', 'wrench'),
  route('admin', 'edit-member', 'Edit Member', 'folder'),
  route('admin', 'edit-member-details', 'Edit Member Details', 'folder', { parent: 'edit-member', hidden: true }),
  route('admin', 'member-log', 'Member Log', 'clipboard', { parent: 'edit-member' }),
  route('admin', 'dues-list', 'Dues', 'clipboard', { parent: 'edit-member' }),
  route('admin', 'contact-problems', 'Phones and ZIP Codes to Correct', 'phone', { parent: 'edit-member' }),
  route('admin', 'mass-email', 'Mass Email', 'megaphone'),
  route('admin', 'email-management', 'Email Management', 'alarm-clock', { parent: 'mass-email' }),
  route('admin', 'rsvp-settings', 'RSVP Event Settings', 'ticket'),
  route(DEVELOPER_MENU_TYPE, 'releases', 'Releases', 'rocket'),
  route('public', 'login', 'Login', 'key', { hidden: true }),
  route('public', 'verify-login', 'Verify Login', 'key', { hidden: true }),
  route('public', 'join', 'Join', 'file-pen', { hidden: true }),
];
