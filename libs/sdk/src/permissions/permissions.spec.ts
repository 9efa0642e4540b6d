import { canAccess } from './can-access';
import { isMenuItemVisible } from './is-menu-item-visible';
import { routePermission } from './route-permission';

describe('isMenuItemVisible', () => {
  const item = (permission: string | null, visible: boolean | string = true) => ({ permission, visible });

  it('shows an item without a permission to every member whose permission is known', () => {
    expect(isMenuItemVisible(item(null), 'Member')).toBe(true);
    expect(isMenuItemVisible(item(''), 'Board')).toBe(true);
  });

  it('shows nothing before the permission is known', () => {
    expect(isMenuItemVisible(item(null), null)).toBe(false);
    expect(isMenuItemVisible(item('Member'), undefined)).toBe(false);
  });

  it('matches one entry of the comma-separated list after trimming', () => {
    expect(isMenuItemVisible(item('Leader, Board ,Admin'), 'Board')).toBe(true);
    expect(isMenuItemVisible(item('Leader, Board ,Admin'), 'Member')).toBe(false);
    expect(isMenuItemVisible(item('Admin'), 'admin')).toBe(false);
  });

  it('never shows an item whose visible is false or the text false', () => {
    expect(isMenuItemVisible(item(null, false), 'Admin')).toBe(false);
    expect(isMenuItemVisible(item(null, 'false'), 'Admin')).toBe(false);
    expect(isMenuItemVisible(item(null, 'true'), 'Admin')).toBe(true);
  });
});

describe('routePermission', () => {
  const items = [
    { path: '/mass-email', permission: 'Admin' },
    { path: 'event-calendar', permission: 'Member, Leader' },
    { path: '/my-information', permission: null },
  ];

  it('finds the permission by path with or without a leading slash', () => {
    expect(routePermission('mass-email', items)).toBe('Admin');
    expect(routePermission('/mass-email', items)).toBe('Admin');
    expect(routePermission('/event-calendar', items)).toBe('Member, Leader');
  });

  it('answers null when the route has no item or no permission', () => {
    expect(routePermission('/nowhere', items)).toBeNull();
    expect(routePermission('/my-information', items)).toBeNull();
  });
});

describe('canAccess', () => {
  it('always lets Admin pass', () => {
    expect(canAccess('Admin', 'Member')).toBe(true);
    expect(canAccess('Admin', null)).toBe(true);
  });

  it('lets only Admin pass when no permission is defined', () => {
    expect(canAccess('Board', null)).toBe(false);
    expect(canAccess('Board', '')).toBe(false);
  });

  it('needs the member in the trimmed list', () => {
    expect(canAccess('Leader', 'Member , Leader')).toBe(true);
    expect(canAccess('Member', 'Leader,Board')).toBe(false);
  });

  it('refuses a visitor without permission', () => {
    expect(canAccess(null, 'Member')).toBe(false);
  });
});
