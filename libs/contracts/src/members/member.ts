import { z } from 'zod';
import { EmailSchema } from '../common/email';
import { RoleSchema } from '../common/roles';
import type { RecordFieldName } from './member-fields';

export const MEMBERSHIP_STATUSES = ['Active', 'LTM', 'Expired', 'Pending', 'Cancelled'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/**
 * Statuses whose members may receive a login link ("any person with an active member record").
 * Expired only means lapsed dues: those members still use the portal (and are reminded to pay).
 * Pending applications and Cancelled members cannot sign in; soft-deleted members never can.
 */
export const SIGN_IN_STATUSES: readonly MembershipStatus[] = ['Active', 'LTM', 'Expired'];

/**
 * A member's record fields as the API answers them (the field table's `directory` and `record` fields, named as the spec
 * spells them). Written out rather than built from MEMBER_FIELDS: the signed-in shell parses every member with this
 * schema on its first screen, and building it from the table would bring the table, its validators and the rules they
 * use there too: about 2 KB gzip, the whole margin left under the page's 250 KB. The compiler holds these lines to
 * the table: a field missing here, or not in it, does not compile.
 * Dates are Unix seconds (the spec reads numbers below 1e10 as seconds); absent values are null.
 */
const RECORD_ANSWERS = {
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
  Team_Leader: z.boolean(),
  Level: z.string().nullable(),
  Portal_Permission: RoleSchema,
} satisfies Record<RecordFieldName, z.ZodType>;

/** A member as the API answers it: the record fields, the teams, and whether the member is an admin. */
export const MemberSchema = z.object({ id: z.string(), ...RECORD_ANSWERS, Teams: z.array(z.string()), isAdmin: z.boolean() });
export type Member = z.infer<typeof MemberSchema>;

/** POST /api/members/me: identity comes from the session; an e-mail, if sent, must be the member's own. */
export const MemberMeRequestSchema = z.object({ email: EmailSchema.optional() });
export type MemberMeRequest = z.infer<typeof MemberMeRequestSchema>;

export const MemberResponseSchema = z.object({
  member: MemberSchema,
});
export type MemberResponse = z.infer<typeof MemberResponseSchema>;

/** Who a member is and how to reach them: the columns every list of members starts with (directory, problem lists). */
export const MEMBER_CONTACT_FIELDS = { id: true, First_Name: true, Last_Name: true, Email: true, Mobile: true, Landline: true } as const;
