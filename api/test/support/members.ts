import type { DataSource } from 'typeorm';
import type { AdminMemberUpdate, Role } from '@greenroom/contracts';
import { seedId } from '../../src/seed/seed-id';

/** The seeded demo accounts (src/seed/seed-members.ts), by role. */
export const SEEDED: Record<Role, { id: string; email: string }> = {
  Admin: { id: seedId('member', 'named-0'), email: 'admin@greenroom.test' },
  Board: { id: seedId('member', 'named-1'), email: 'board@greenroom.test' },
  Leader: { id: seedId('member', 'named-2'), email: 'leader@greenroom.test' },
  Member: { id: seedId('member', 'named-3'), email: 'member@greenroom.test' },
};

export const FAMILY_EMAIL = 'family@greenroom.test';

/** Members who may sign in and are the only member with their e-mail, the seeded role accounts left out, by e-mail. */
export function membersWithOwnEmail(dataSource: DataSource, limit: number): Promise<{ email: string }[]> {
  return dataSource.query<{ email: string }[]>(
    `SELECT email FROM members WHERE membership_status IN ('Active', 'LTM') AND deleted_at IS NULL AND email NOT LIKE '%@greenroom.test'
     GROUP BY email HAVING count(*) = 1 ORDER BY email LIMIT $1`,
    [limit],
  );
}

/**
 * A whole POST /api/members/update body: the call is a full replacement, so every field is sent; those not given are
 * empty (which clears them).
 */
export function adminMemberUpdate(
  fields: Pick<AdminMemberUpdate, 'id' | 'version' | 'First_Name' | 'Last_Name' | 'Email'> & Partial<AdminMemberUpdate>,
): AdminMemberUpdate {
  return {
    Mobile: null,
    Landline: null,
    Gender: null,
    Street_Address: null,
    City: null,
    State: null,
    Zip_Code: null,
    Member_Since: null,
    Membership_Status: 'Active',
    Dues_Status: null,
    Last_Paid_Date: null,
    Dues_Expire: null,
    Access_Level: null,
    Villages_ID: null,
    Personal_Bio: null,
    Show_Bio: null,
    Team_Leader: false,
    Level: null,
    Portal_Permission: 'Member',
    Director_Notes: null,
    Teams: [],
    ...fields,
  };
}
