import { z } from 'zod';
import { EmailSchema } from '../common/email';
import { freeTextSchema } from '../common/free-text';
import { fullReplacement } from '../common/full-replacement';
import { personNameSchema } from '../common/person-name';
import { RecordVersionSchema } from '../common/record-version';
import { RoleSchema } from '../common/roles';
import { MEMBERSHIP_STATUSES, MemberSchema } from './member';
import { usPhoneSchema, zipCodeSchema } from './us-contact';
import { INVALID_STATE_MESSAGE, US_STATES } from './us-states';

export const BIO_MAX_LENGTH = 5000;
export const BIO_TOO_LONG_MESSAGE = `A biography can be at most ${BIO_MAX_LENGTH} characters.`;

const firstName = personNameSchema('First name', 'First name is required.');
const lastName = personNameSchema('Last name', 'Last name is required.');
/** Empty text means "clear the field"; the server stores null. */
const text = (max: number) => z.string().trim().max(max).nullable();
const bio = z.string().trim().max(BIO_MAX_LENGTH, { message: BIO_TOO_LONG_MESSAGE }).nullable();
/** '' (the form's "choose" option) means none. */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);
const state = z.preprocess(emptyAsNull, z.enum(US_STATES, { message: INVALID_STATE_MESSAGE }).nullable());

export const GENDERS = ['Male', 'Female', 'Other'] as const;
const gender = z.preprocess(emptyAsNull, z.enum(GENDERS, { message: 'Gender must be Male, Female, Other or empty.' }).nullable());

/** Phones, gender and address: written the same way by a member and by an admin. */
const PHONE_AND_ADDRESS_FIELDS = {
  Mobile: usPhoneSchema.nullable(),
  Landline: usPhoneSchema.nullable(),
  Gender: gender,
  // One line each, like names: a line break or a tab would break the address on a label or in the CSV.
  Street_Address: freeTextSchema('Street Address', 200).nullable(),
  City: freeTextSchema('City', 100).nullable(),
  State: state,
  Zip_Code: zipCodeSchema.nullable(),
};

/** Each of these fields, optional: what a PATCH takes. */
function optionalFields<T extends Record<string, z.ZodType>>(fields: T): { [K in keyof T]: z.ZodOptional<T[K]> } {
  return Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.optional()])) as { [K in keyof T]: z.ZodOptional<T[K]> };
}

/** The fields of the member's own personal, address and bio sections: all a member may change of their record. */
export const OWN_EDITABLE_FIELDS = optionalFields({
  First_Name: firstName,
  Last_Name: lastName,
  ...PHONE_AND_ADDRESS_FIELDS,
  Personal_Bio: bio,
  Show_Bio: bio,
});

/**
 * PATCH /api/members/update: the changed fields plus Email (docs/spec-summary.md §1.7). A patch: a field not sent
 * keeps its value. The member is the session's; Email, if sent, must be theirs. Any other field (status,
 * permission, dues...) is refused.
 */
export const OwnMemberUpdateSchema = z.strictObject({ Email: EmailSchema.optional(), ...OWN_EDITABLE_FIELDS });
export type OwnMemberUpdate = z.infer<typeof OwnMemberUpdateSchema>;

export const OwnMemberUpdateResponseSchema = z.object({
  member: MemberSchema,
  updatedFields: z.array(z.string()),
});
export type OwnMemberUpdateResponse = z.infer<typeof OwnMemberUpdateResponseSchema>;

/** A calendar date travels as Unix seconds (docs/spec-summary.md §2.3); null clears it. */
const unixDate = z.number().int().min(0).max(1e10).nullable();

/**
 * POST /api/members/update (Admin): the whole record, keyed by id so a changed e-mail keeps its history, with the
 * version it was read at (a save over another admin's newer change is a 409). A full replacement: every field is sent
 * (null or empty to clear it); a body leaving any out is refused, naming them.
 */
export const AdminMemberUpdateSchema = z.strictObject({
  id: z.uuid({ message: 'id must be a member id' }),
  version: RecordVersionSchema,
  First_Name: firstName,
  Last_Name: lastName,
  Email: EmailSchema,
  ...PHONE_AND_ADDRESS_FIELDS,
  Member_Since: unixDate,
  Membership_Status: z.enum(MEMBERSHIP_STATUSES),
  Dues_Status: text(50),
  Last_Paid_Date: unixDate,
  Dues_Expire: unixDate,
  Access_Level: text(50),
  Villages_ID: text(40),
  Personal_Bio: bio,
  Show_Bio: bio,
  Team_Leader: z.boolean(),
  Level: text(50),
  Portal_Permission: RoleSchema,
  Director_Notes: z.string().trim().max(BIO_MAX_LENGTH).nullable(),
  Teams: z.array(z.string().trim().min(1).max(100)).max(100),
});
fullReplacement(AdminMemberUpdateSchema);
export type AdminMemberUpdate = z.infer<typeof AdminMemberUpdateSchema>;

/** A member as an admin sees it: the portal fields plus the director's notes, and the version an update sends back. */
export const AdminMemberSchema = MemberSchema.extend({
  Director_Notes: z.string().nullable(),
  version: z.number().int(),
});
export type AdminMember = z.infer<typeof AdminMemberSchema>;

export const AdminMemberResponseSchema = z.object({
  member: AdminMemberSchema,
});
export type AdminMemberResponse = z.infer<typeof AdminMemberResponseSchema>;

/** GET /api/members/detail?email=… (id picks one member when a household shares the address). */
export const MemberDetailQuerySchema = z.object({ email: EmailSchema, id: z.uuid().optional() });
export type MemberDetailQuery = z.infer<typeof MemberDetailQuerySchema>;

/** POST /api/members/delete */
export const MemberDeleteRequestSchema = z.object({ email: EmailSchema, id: z.uuid().optional() });
export type MemberDeleteRequest = z.infer<typeof MemberDeleteRequestSchema>;

export const MEMBER_NOT_FOUND_MESSAGE = 'Member not found';
export const CANNOT_DELETE_SELF_MESSAGE = 'You cannot delete your own member record.';

export const MemberDeleteResponseSchema = z.object({
  message: z.string(),
});
export type MemberDeleteResponse = z.infer<typeof MemberDeleteResponseSchema>;
