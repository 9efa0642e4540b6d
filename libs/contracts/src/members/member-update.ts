import { z } from 'zod';
import { EmailSchema } from '../common/email';
import { fullReplacement } from '../common/full-replacement';
import { RecordVersionSchema } from '../common/record-version';
import { MemberSchema } from './member';
import {
  ADMIN_ONLY_FIELD_NAMES,
  MEMBER_FIELD_NAMES,
  MEMBER_FIELDS,
  OWN_EDITABLE_FIELD_NAMES,
  type AdminOnlyFieldName,
  type MemberFieldName,
  type MemberFieldSpec,
} from './member-fields';

type Fields = typeof MEMBER_FIELDS;

/** These fields' validators, keyed by field, in the table's order. */
function validators<N extends MemberFieldName>(names: readonly N[]): { [K in N]: Fields[K]['validator'] } {
  return Object.fromEntries(names.map((name) => [name, MEMBER_FIELDS[name].validator])) as { [K in N]: Fields[K]['validator'] };
}

/** Each of these fields, optional: what a PATCH takes. */
function optionalFields<T extends Record<string, z.ZodType>>(fields: T): { [K in keyof T]: z.ZodOptional<T[K]> } {
  return Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.optional()])) as { [K in keyof T]: z.ZodOptional<T[K]> };
}

/** The fields of the member's own personal, address and bio sections: all a member may change of their record. */
export const OWN_EDITABLE_FIELDS = optionalFields(validators(OWN_EDITABLE_FIELD_NAMES));

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

/**
 * POST /api/members/update (Admin): the whole record, keyed by id so a changed e-mail keeps its history, with the
 * version it was read at (a save over another admin's newer change is a 409). A full replacement: every field is sent
 * (null or empty to clear it); a body leaving any out is refused, naming them.
 */
export const AdminMemberUpdateSchema = z.strictObject({
  id: z.uuid({ message: 'id must be a member id' }),
  version: RecordVersionSchema,
  ...validators(MEMBER_FIELD_NAMES),
  Teams: z.array(z.string().trim().min(1).max(100)).max(100),
});
fullReplacement(AdminMemberUpdateSchema);
export type AdminMemberUpdate = z.infer<typeof AdminMemberUpdateSchema>;

/** What the API answers for a field of each kind (MemberSchema spells out the record's own). */
const ANSWERS = {
  text: z.string(),
  optionalText: z.string().nullable(),
  date: z.number().nullable(),
  boolean: z.boolean(),
} satisfies Record<MemberFieldSpec['kind'], z.ZodType>;
type AnswerOf<N extends MemberFieldName> = (typeof ANSWERS)[Fields[N]['kind']];

/** A member as an admin sees it: the portal fields plus the admin-only ones (the director's notes), and the version an update sends back. */
export const AdminMemberSchema = MemberSchema.extend({
  ...(Object.fromEntries(ADMIN_ONLY_FIELD_NAMES.map((name) => [name, ANSWERS[MEMBER_FIELDS[name].kind]])) as {
    [N in AdminOnlyFieldName]: AnswerOf<N>;
  }),
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
