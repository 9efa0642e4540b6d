import type { MenuItem } from '../menu/menu-item';

function withoutLeadingSlash(path: string): string {
  return path.replace(/^\/+/, '');
}

/** The permission of the menu item for a route path, matched with or without a leading slash. */
export function routePermission(path: string, menuItems: readonly Pick<MenuItem, 'path' | 'permission'>[]): string | null {
  const wanted = withoutLeadingSlash(path);
  const item = menuItems.find((candidate) => withoutLeadingSlash(candidate.path) === wanted);
  return item?.permission?.trim() ? item.permission : null;
}
