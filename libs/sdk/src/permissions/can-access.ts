import { permissionList } from './permission-list';

/**
 * The content guard's rule: Admin always passes; with no required permission only Admin passes;
 * otherwise the member's permission must be in the comma-separated list.
 */
export function canAccess(permission: string | null | undefined, required: string | null | undefined): boolean {
  if (!permission) return false;
  if (permission === 'Admin') return true;
  return permissionList(required).includes(permission);
}
