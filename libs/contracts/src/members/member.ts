import { z } from 'zod';
import { EmailSchema } from '../common/email';
import type { Role } from '../common/roles';

export const MEMBERSHIP_STATUSES = ['Active', 'LTM', 'Expired', 'Pending', 'Cancelled'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/**
 * Statuses whose members may receive a login link ("any person with an active member record").
 * Expired only means lapsed dues: those members still use the portal (and are reminded to pay).
 * Pending applications and Cancelled members cannot sign in; soft-deleted members never can.
 */
export const SIGN_IN_STATUSES: readonly MembershipStatus[] = ['Active', 'LTM', 'Expired'];

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

/** POST /api/members/me: identity comes from the session; an e-mail, if sent, must be the member's own. */
export const MemberMeRequestSchema = z.object({ email: EmailSchema.optional() });
export type MemberMeRequest = z.infer<typeof MemberMeRequestSchema>;

export interface MemberResponse {
  member: Member;
}
