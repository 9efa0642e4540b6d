const ALL = 'Member, Leader, Board, Admin';
const ORGANIZERS = 'Leader, Board, Admin';
const ADMIN = 'Admin';

export interface SeedNavigationItem {
  navigationId: string;
  title: string;
  url: string;
  /** A name from the shell's icon set (shell/src/features/sidebar/menu-icons.ts); the shell draws it as inline SVG. */
  icon: string;
  type: string;
  parent?: string;
  /** Null: any signed-in member (spec: /edit-teams has no role list; public pages need none). */
  permission: string | null;
  visible: boolean;
}

interface RouteOptions {
  parent?: string;
  /** Kept out of the menu (public pages, aliases, pages opened with a parameter); the permission still applies. */
  hidden?: boolean;
}

/** Every route's url is its navigation id as a path. */
function route(
  type: string,
  navigationId: string,
  title: string,
  icon: string,
  permission: string | null,
  { parent, hidden = false }: RouteOptions = {},
): SeedNavigationItem {
  return { navigationId, title, url: `/${navigationId}`, icon, type, ...(parent ? { parent } : {}), permission, visible: !hidden };
}

/**
 * One record per route of the route table (spec 01 §2 and 02 §6), with its Permission. Routes that are not
 * menu entries (public pages, the alias /member-information, pages opened with a parameter) are kept with
 * Visible false so their permission can still be looked up by path.
 */
export const SEED_NAVIGATION: SeedNavigationItem[] = [
  route('page', 'dashboard', 'Dashboard', 'home', ALL),
  route('page', 'my-information', 'My Information', 'user', ALL),
  route('page', 'my-teams', 'My Teams', 'users', ALL, { parent: 'my-information' }),
  route('page', 'my-subs', 'My Email Subscriptions', 'mail', ALL, { parent: 'my-information' }),
  route('page', 'member-information', 'My Information', 'user', ALL, { hidden: true }),
  route('page', 'search-members', 'Search Members', 'search', ALL),
  route('page', 'event-calendar', 'Event Calendar', 'calendar', ALL),
  route('page', 'new-event', 'Add Event', 'calendar-plus', ORGANIZERS, { parent: 'event-calendar' }),
  route('page', 'edit-event', 'Edit Event', 'pencil', ORGANIZERS, { parent: 'event-calendar', hidden: true }),
  route('page', 'play-reading', 'Play Readings', 'book', ALL),
  route('page', 'holiday-party', 'Holiday Party RSVP', 'gift', ALL),
  route('page', 'may-social', 'May Social RSVP', 'flower', ALL),
  route('page', 'audition-application', 'Audition Pre-Registration', 'drama', ALL),
  route('page', 'audition-submissions', 'Audition Submissions', 'clapperboard', ORGANIZERS, { parent: 'audition-application' }),
  route('page', 'edit-teams', 'Edit Teams', 'wrench', null),
  route('admin', 'edit-member', 'Edit Member', 'folder', ADMIN),
  route('admin', 'edit-member-details', 'Edit Member Details', 'folder', ADMIN, { parent: 'edit-member', hidden: true }),
  route('admin', 'member-log', 'Member Log', 'clipboard', ADMIN, { parent: 'edit-member' }),
  route('admin', 'mass-email', 'Mass Email', 'megaphone', ADMIN),
  route('admin', 'email-management', 'Email Management', 'alarm-clock', ADMIN, { parent: 'mass-email' }),
  route('admin', 'rsvp-settings', 'RSVP Event Settings', 'ticket', ADMIN),
  route('admin', 'releases', 'Releases', 'rocket', ADMIN),
  route('public', 'login', 'Login', 'key', null, { hidden: true }),
  route('public', 'verify-login', 'Verify Login', 'key', null, { hidden: true }),
  route('public', 'join', 'Join', 'file-pen', null, { hidden: true }),
];
