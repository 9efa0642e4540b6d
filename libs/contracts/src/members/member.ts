import { z } from 'zod';
import { EmailSchema } from '../common/email';
import { RoleSchema } from '../common/roles';

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
export const MemberSchema = z.object({
  id: z.string(),
  First_Name: z.string(),
  Last_Name: z.string(),
  Email: z.string(),
  Mobile: z.string().nullable(),
  Landline: z.string().nullable(),
  Gender: z.string().nullable(),
  Street_Address: z.string().nullable(),
  City: z.string().nullable(),
  State: z.string().nullable(),
  Zip_Code: z.string().nullable(),
  Member_Since: z.number().nullable(),
  Membership_Status: z.string().nullable(),
  Dues_Status: z.string().nullable(),
  Last_Paid_Date: z.number().nullable(),
  Dues_Expire: z.number().nullable(),
  Access_Level: z.string().nullable(),
  Villages_ID: z.string().nullable(),
  Personal_Bio: z.string().nullable(),
  Show_Bio: z.string().nullable(),
  Teams: z.array(z.string()),
  Team_Leader: z.boolean(),
  Level: z.string().nullable(),
  Portal_Permission: RoleSchema,
  isAdmin: z.boolean(),
});
export type Member = z.infer<typeof MemberSchema>;

/** POST /api/members/me: identity comes from the session; an e-mail, if sent, must be the member's own. */
export const MemberMeRequestSchema = z.object({ email: EmailSchema.optional() });
export type MemberMeRequest = z.infer<typeof MemberMeRequestSchema>;

export const MemberResponseSchema = z.object({
  member: MemberSchema,
});
export type MemberResponse = z.infer<typeof MemberResponseSchema>;
