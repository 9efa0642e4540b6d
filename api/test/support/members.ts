import type { Role } from '@greenroom/contracts';
import { seedId } from '../../src/seed/seed-id';

/** The seeded demo accounts (src/seed/seed-members.ts), by role. */
export const SEEDED: Record<Role, { id: string; email: string }> = {
  Admin: { id: seedId('member', 'named-0'), email: 'admin@greenroom.test' },
  Board: { id: seedId('member', 'named-1'), email: 'board@greenroom.test' },
  Leader: { id: seedId('member', 'named-2'), email: 'leader@greenroom.test' },
  Member: { id: seedId('member', 'named-3'), email: 'member@greenroom.test' },
};

export const FAMILY_EMAIL = 'family@greenroom.test';
