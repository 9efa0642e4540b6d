import { z } from 'zod';

/** A member's Portal_Permission. Visitors have none. */
export const ROLES = ['Member', 'Leader', 'Board', 'Admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const ALL_MEMBER_ROLES: readonly Role[] = ROLES;
export const ORGANIZER_ROLES: readonly Role[] = ['Leader', 'Board', 'Admin'];
export const ADMIN_ONLY: readonly Role[] = ['Admin'];
/** Who may enter and change shows, their characters and audition dates (issue 21). */
export const SHOW_MANAGER_ROLES: readonly Role[] = ['Board', 'Admin'];
