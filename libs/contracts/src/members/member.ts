import type { Role } from '../common/roles';

export const MEMBERSHIP_STATUSES = ['Active', 'LTM', 'Expired', 'Pending', 'Cancelled'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/**
 * A member as the API answers it, keeping the spec's field spelling.
 * Dates are Unix seconds (the spec reads numbers below 1e10 as seconds); absent values are null.
 */
export interface Member {
  id: string;
  First_Name: string;
  Last_Name: string;
  Email: string;
  Mobile: string | null;
  Landline: string | null;
  Gender: string | null;
  Street_Address: string | null;
  City: string | null;
  State: string | null;
  Zip_Code: string | null;
  Member_Since: number | null;
  Membership_Status: string | null;
  Dues_Status: string | null;
  Last_Paid_Date: number | null;
  Dues_Expire: number | null;
  Access_Level: string | null;
  Villages_ID: string | null;
  Personal_Bio: string | null;
  Show_Bio: string | null;
  Teams: string[];
  Team_Leader: boolean;
  Level: string | null;
  Portal_Permission: Role;
  isAdmin: boolean;
}

export interface MemberResponse {
  member: Member;
}
