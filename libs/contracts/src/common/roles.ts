import { z } from 'zod';

/** A member's Portal_Permission. Visitors have none. */
export const ROLES = ['Member', 'Leader', 'Board', 'Admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const ALL_MEMBER_ROLES: readonly Role[] = ROLES;
export const ORGANIZER_ROLES: readonly Role[] = ['Leader', 'Board', 'Admin'];
export const ADMIN_ONLY: readonly Role[] = ['Admin'];
