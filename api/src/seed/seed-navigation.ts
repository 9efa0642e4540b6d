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

/**
 * One record per route of the route table (spec 01 §2 and 02 §6), with its Permission. Routes that are not
 * menu entries (public pages, the alias /member-information, pages opened with a parameter) are kept with
 * Visible false so their permission can still be looked up by path.
 */
export const SEED_NAVIGATION: SeedNavigationItem[] = [
  { navigationId: 'dashboard', title: 'Dashboard', url: '/dashboard', icon: 'home', type: 'page', permission: ALL, visible: true },
  { navigationId: 'my-information', title: 'My Information', url: '/my-information', icon: 'user', type: 'page', permission: ALL, visible: true },
  { navigationId: 'my-teams', title: 'My Teams', url: '/my-teams', icon: 'users', type: 'page', parent: 'my-information', permission: ALL, visible: true },
  { navigationId: 'my-subs', title: 'My Email Subscriptions', url: '/my-subs', icon: 'mail', type: 'page', parent: 'my-information', permission: ALL, visible: true },
  { navigationId: 'member-information', title: 'My Information', url: '/member-information', icon: 'user', type: 'page', permission: ALL, visible: false },
  { navigationId: 'search-members', title: 'Search Members', url: '/search-members', icon: 'search', type: 'page', permission: ALL, visible: true },
  { navigationId: 'event-calendar', title: 'Event Calendar', url: '/event-calendar', icon: 'calendar', type: 'page', permission: ALL, visible: true },
  { navigationId: 'new-event', title: 'Add Event', url: '/new-event', icon: 'calendar-plus', type: 'page', parent: 'event-calendar', permission: ORGANIZERS, visible: true },
  { navigationId: 'edit-event', title: 'Edit Event', url: '/edit-event', icon: 'pencil', type: 'page', parent: 'event-calendar', permission: ORGANIZERS, visible: false },
  { navigationId: 'play-reading', title: 'Play Readings', url: '/play-reading', icon: 'book', type: 'page', permission: ALL, visible: true },
  { navigationId: 'holiday-party', title: 'Holiday Party RSVP', url: '/holiday-party', icon: 'gift', type: 'page', permission: ALL, visible: true },
  { navigationId: 'may-social', title: 'May Social RSVP', url: '/may-social', icon: 'flower', type: 'page', permission: ALL, visible: true },
  { navigationId: 'audition-application', title: 'Audition Pre-Registration', url: '/audition-application', icon: 'drama', type: 'page', permission: ALL, visible: true },
  { navigationId: 'audition-submissions', title: 'Audition Submissions', url: '/audition-submissions', icon: 'clapperboard', type: 'page', parent: 'audition-application', permission: ORGANIZERS, visible: true },
  { navigationId: 'edit-teams', title: 'Edit Teams', url: '/edit-teams', icon: 'wrench', type: 'page', permission: null, visible: true },
  { navigationId: 'edit-member', title: 'Edit Member', url: '/edit-member', icon: 'folder', type: 'admin', permission: ADMIN, visible: true },
  { navigationId: 'edit-member-details', title: 'Edit Member Details', url: '/edit-member-details', icon: 'folder', type: 'admin', parent: 'edit-member', permission: ADMIN, visible: false },
  { navigationId: 'member-log', title: 'Member Log', url: '/member-log', icon: 'clipboard', type: 'admin', parent: 'edit-member', permission: ADMIN, visible: true },
  { navigationId: 'mass-email', title: 'Mass Email', url: '/mass-email', icon: 'megaphone', type: 'admin', permission: ADMIN, visible: true },
  { navigationId: 'email-management', title: 'Email Management', url: '/email-management', icon: 'alarm-clock', type: 'admin', parent: 'mass-email', permission: ADMIN, visible: true },
  { navigationId: 'rsvp-settings', title: 'RSVP Event Settings', url: '/rsvp-settings', icon: 'ticket', type: 'admin', permission: ADMIN, visible: true },
  { navigationId: 'releases', title: 'Releases', url: '/releases', icon: 'rocket', type: 'admin', permission: ADMIN, visible: true },
  { navigationId: 'login', title: 'Login', url: '/login', icon: 'key', type: 'public', permission: null, visible: false },
  { navigationId: 'verify-login', title: 'Verify Login', url: '/verify-login', icon: 'key', type: 'public', permission: null, visible: false },
  { navigationId: 'join', title: 'Join', url: '/join', icon: 'file-pen', type: 'public', permission: null, visible: false },
];
