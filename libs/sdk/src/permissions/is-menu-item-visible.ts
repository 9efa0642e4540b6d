import type { MenuItem } from '../menu/menu-item';
import { permissionList } from './permission-list';

/**
 * docs/spec-summary.md §1.6: hidden when visible is false (or 'false'); nothing shows before the member's permission is
 * known; no permission list means every member; otherwise the member's value must be one of the list.
 */
export function isMenuItemVisible(item: Pick<MenuItem, 'visible' | 'permission'>, permission: string | null | undefined): boolean {
  if (item.visible === false || (typeof item.visible === 'string' && item.visible.trim().toLowerCase() === 'false')) return false;
  if (!permission) return false;
  const allowed = permissionList(item.permission);
  return allowed.length === 0 || allowed.includes(permission);
}
