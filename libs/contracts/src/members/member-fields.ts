import { z } from 'zod';
import { EmailSchema } from '../common/email';
import { freeTextSchema } from '../common/free-text';
import { ROLES, RoleSchema } from '../common/roles';
import { MEMBERSHIP_STATUSES } from './member';
import { bio, firstName, gender, GENDERS, lastName, notes, optionalText, state, unixDate } from './member-field-rules';
import { usPhoneSchema, zipCodeSchema } from './us-contact';
import { US_STATES } from './us-states';

/**
 * The member field table: each field of a member record described once. The API drives from it the entity's column
 * names, the own-record and admin updates, the answers (record, directory row, search rows), the CSV and the merge
 * tags; the screens draw from it My Information's sections, Edit Member's fields, the search results and the print
 * list. Adding a field: docs/one-way.md "Adding a member field".
 *
 * - `column`: the members table's column (no other file outside migrations and the entity names it: repositories'
 *   own SQL writes it through memberColumns in api/src/members/member-fields.ts; a test checks).
 * - `property`: the entity's property (api/src/members/entities/member.entity.ts).
 * - `kind`: `text` is stored as sent; `optionalText` stores empty text as null; `date` is a calendar day in the
 *   database and Unix seconds in the API; `boolean`.
 * - `edit`: `own` when a member may change it on their own record (an admin may too), `admin` when only an admin may.
 * - `shown`: `directory` in every member's search row; `record` in the whole record (own record, organizers' search);
 *   `admin` only in the admin's view of a member.
 * - `label`: its name on every screen and in the CSV's header.
 * - `validator`: its value as the API accepts it (both updates; Edit Member's form takes dates as yyyy-mm-dd instead).
 * - `input`: how a form asks for it; a `select` offers `choices`. `required`: the form marks it so (the validator refuses it empty).
 * - `csv`: in the member CSV for `everyone` or for the `organizers` only (docs/spec-summary.md §1.9), in the table's order.
 * - `myInformation`: an editable section of My Information (only `own` fields), in the table's order; `empty` is what
 *   its view shows for no value (else "Not provided"), `choose` a select's first, empty, option.
 * - `editMember`: Edit Member's section, in the table's order unless `order` says; `layout` its grid classes, `rows` a
 *   text area's height, `choose` a select's empty option, `hint` the words under it.
 * - `search`, `print`: the search results' and the print list's column it shows in (only `directory` fields: every
 *   member may search); the fields of one column share its cell.
 */
export interface MemberFieldSpec {
  column: string;
  property: string;
  kind: 'text' | 'optionalText' | 'date' | 'boolean';
  edit: 'own' | 'admin';
  shown: 'directory' | 'record' | 'admin';
  label: string;
  validator: z.ZodType;
  input: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'date' | 'checkbox';
  choices?: readonly string[];
  required?: boolean;
  csv?: 'everyone' | 'organizers';
  myInformation?: { section: MyInformationSection; empty?: string; choose?: string };
  editMember?: { section: EditMemberSection; order?: number; layout?: string; rows?: number; choose?: string; hint?: string };
  search?: string;
  print?: string;
}

export type MyInformationSection = 'personal' | 'address' | 'bio';
export type EditMemberSection = 'personal' | 'address' | 'membership' | 'bio';

type Screens = Pick<MemberFieldSpec, 'choices' | 'required' | 'csv' | 'myInformation' | 'editMember' | 'search' | 'print'>;

/** One row of the table, its literal parts and its validator's type kept (types and schemas are built from them). */
function field<
  const C extends string,
  const P extends string,
  const K extends MemberFieldSpec['kind'],
  const E extends MemberFieldSpec['edit'],
  const S extends MemberFieldSpec['shown'],
  V extends z.ZodType,
>(
  column: C,
  property: P,
  kind: K,
  edit: E,
  shown: S,
  label: string,
  validator: V,
  input: MemberFieldSpec['input'],
  screens: Screens = {},
): MemberFieldSpec & { column: C; property: P; kind: K; edit: E; shown: S; validator: V } {
  return { column, property, kind, edit, shown, label, validator, input, ...screens };
}

// Edit Member's grid: two to a line (the e-mail address and the street on their own: a third of the card cut phone
// numbers and addresses, and a 1-column State box, 58 px at 768 px, hid "FL"); three to a line for membership.
const HALF = 'col-md-6 mb-3';
const WHOLE = 'col-12 mb-3';
const THIRD = 'col-md-6 col-xl-4 mb-3';
/** Access Level and Level are kept from the old member list: the portal reads neither (Portal Permission does). */
const KEPT_NOTE_HINT = 'A note kept from the old member list. It allows nothing here: Portal Permission sets what this member can open.';

export const MEMBER_FIELDS = {
  // Spec name: field(column, property, kind, edit, shown, label, validator, input, { screens })
  First_Name: field('first_name', 'firstName', 'text', 'own', 'directory', 'First Name', firstName, 'text', {
    required: true,
    csv: 'everyone',
    myInformation: { section: 'personal' },
    editMember: { section: 'personal', layout: HALF },
    search: 'Name',
    print: 'Name',
  }),
  Last_Name: field('last_name', 'lastName', 'text', 'own', 'directory', 'Last Name', lastName, 'text', {
    required: true,
    csv: 'everyone',
    myInformation: { section: 'personal' },
    editMember: { section: 'personal', layout: HALF },
    search: 'Name',
    print: 'Name',
  }),
  Email: field('email', 'email', 'text', 'admin', 'directory', 'Email', EmailSchema, 'email', {
    required: true,
    csv: 'everyone',
    editMember: { section: 'personal', layout: WHOLE },
    search: 'Email',
    print: 'Email',
  }),
  Mobile: field('mobile', 'mobile', 'optionalText', 'own', 'directory', 'Mobile', usPhoneSchema.nullable(), 'tel', {
    myInformation: { section: 'personal' },
    editMember: { section: 'personal', layout: HALF },
    search: 'Phones',
    print: 'Mobile',
  }),
  Landline: field('landline', 'landline', 'optionalText', 'own', 'directory', 'Landline', usPhoneSchema.nullable(), 'tel', {
    myInformation: { section: 'personal' },
    editMember: { section: 'personal', layout: HALF },
    search: 'Phones',
    print: 'Landline',
  }),
  Gender: field('gender', 'gender', 'optionalText', 'own', 'record', 'Gender', gender, 'select', {
    choices: GENDERS,
    myInformation: { section: 'personal', empty: 'Not specified', choose: 'Prefer not to say' },
    editMember: { section: 'personal', layout: HALF, choose: 'Not given' },
  }),
  // One line each, like names: a line break or a tab would break the address on a label or in the CSV.
  Street_Address: field(
    'street_address',
    'streetAddress',
    'optionalText',
    'own',
    'record',
    'Street Address',
    freeTextSchema('Street Address', 200).nullable(),
    'text',
    {
      myInformation: { section: 'address' },
      editMember: { section: 'address', layout: WHOLE },
    },
  ),
  City: field('city', 'city', 'optionalText', 'own', 'record', 'City', freeTextSchema('City', 100).nullable(), 'text', {
    myInformation: { section: 'address' },
    editMember: { section: 'address', layout: 'col-md-8 col-xl-5 mb-3' },
  }),
  State: field('state', 'state', 'optionalText', 'own', 'record', 'State', state, 'select', {
    choices: US_STATES,
    myInformation: { section: 'address', choose: 'Choose a state' },
    editMember: { section: 'address', layout: 'col-6 col-md-4 col-xl-3 mb-3', choose: '' },
  }),
  Zip_Code: field('zip_code', 'zipCode', 'optionalText', 'own', 'record', 'ZIP Code', zipCodeSchema.nullable(), 'text', {
    myInformation: { section: 'address' },
    editMember: { section: 'address', layout: 'col-6 col-md-4 mb-3' },
  }),
  Member_Since: field('member_since', 'memberSince', 'date', 'admin', 'record', 'Member Since', unixDate, 'date', {
    editMember: { section: 'membership', order: 4, layout: THIRD },
  }),
  Membership_Status: field(
    'membership_status',
    'membershipStatus',
    'text',
    'admin',
    'directory',
    'Membership Status',
    z.enum(MEMBERSHIP_STATUSES),
    'select',
    {
      choices: MEMBERSHIP_STATUSES,
      required: true,
      csv: 'everyone',
      editMember: { section: 'membership', order: 1, layout: THIRD },
      search: 'Status',
    },
  ),
  Dues_Status: field('dues_status', 'duesStatus', 'optionalText', 'admin', 'record', 'Dues Status', optionalText(50), 'text', {
    editMember: { section: 'membership', order: 7, layout: THIRD },
  }),
  Last_Paid_Date: field('last_paid_date', 'lastPaidDate', 'date', 'admin', 'record', 'Last Paid Date', unixDate, 'date', {
    editMember: { section: 'membership', order: 5, layout: THIRD },
  }),
  Dues_Expire: field('dues_expire', 'duesExpire', 'date', 'admin', 'record', 'Dues Expire', unixDate, 'date', {
    editMember: { section: 'membership', order: 6, layout: THIRD },
  }),
  Access_Level: field('access_level', 'accessLevel', 'optionalText', 'admin', 'record', 'Access Level', optionalText(50), 'text', {
    editMember: { section: 'membership', order: 8, layout: THIRD, hint: KEPT_NOTE_HINT },
  }),
  Villages_ID: field('villages_id', 'villagesId', 'optionalText', 'admin', 'record', 'Villages ID', optionalText(40), 'text', {
    csv: 'organizers',
    editMember: { section: 'membership', order: 3, layout: THIRD },
  }),
  Personal_Bio: field('personal_bio', 'personalBio', 'optionalText', 'own', 'record', 'Personal Bio', bio, 'textarea', {
    myInformation: { section: 'bio' },
    editMember: { section: 'bio', rows: 5 },
  }),
  Show_Bio: field('show_bio', 'showBio', 'optionalText', 'own', 'record', 'Show Bio', bio, 'textarea', {
    myInformation: { section: 'bio' },
    editMember: { section: 'bio', rows: 5 },
  }),
  Team_Leader: field('team_leader', 'teamLeader', 'boolean', 'admin', 'record', 'Team Leader', z.boolean(), 'checkbox', {
    editMember: { section: 'membership', order: 10, layout: 'fs-5 mb-3' },
  }),
  Level: field('level', 'level', 'optionalText', 'admin', 'record', 'Level', optionalText(50), 'text', {
    editMember: { section: 'membership', order: 9, layout: THIRD, hint: KEPT_NOTE_HINT },
  }),
  Portal_Permission: field('portal_permission', 'portalPermission', 'text', 'admin', 'record', 'Portal Permission', RoleSchema, 'select', {
    choices: ROLES,
    required: true,
    editMember: { section: 'membership', order: 2, layout: THIRD },
  }),
  Director_Notes: field('director_notes', 'directorNotes', 'optionalText', 'admin', 'admin', 'Director Notes', notes, 'textarea', {
    editMember: { section: 'bio', rows: 3 },
  }),
} satisfies Record<string, MemberFieldSpec>;

export type MemberFieldName = keyof typeof MEMBER_FIELDS;
type Fields = typeof MEMBER_FIELDS;
/** The fields whose `key` is one of `Value` (types mirroring fieldsWhere). */
type FieldNamesWhere<K extends 'edit' | 'shown', Value> = { [N in MemberFieldName]: Fields[N][K] extends Value ? N : never }[MemberFieldName];

/** The fields whose `key` is `value`, in the table's order. */
function fieldsWhere<K extends keyof MemberFieldSpec>(key: K, ...values: MemberFieldSpec[K][]): MemberFieldName[] {
  return (Object.keys(MEMBER_FIELDS) as MemberFieldName[]).filter((name) => values.includes((MEMBER_FIELDS[name] as MemberFieldSpec)[key]));
}

export const MEMBER_FIELD_NAMES = Object.keys(MEMBER_FIELDS) as MemberFieldName[];
export type OwnEditableFieldName = FieldNamesWhere<'edit', 'own'>;
/** What a member may change on their own record (besides their teams). */
export const OWN_EDITABLE_FIELD_NAMES = fieldsWhere('edit', 'own') as OwnEditableFieldName[];
export type DirectoryFieldName = FieldNamesWhere<'shown', 'directory'>;
/** The directory row's fields: every member sees these of every other (with the id and the teams). */
export const DIRECTORY_FIELD_NAMES = fieldsWhere('shown', 'directory') as DirectoryFieldName[];
/** The directory row's fields as a schema's pick mask (DirectoryMemberSchema). */
export const DIRECTORY_FIELD_MASK = Object.fromEntries(DIRECTORY_FIELD_NAMES.map((name) => [name, true])) as Record<DirectoryFieldName, true>;
export type RecordFieldName = FieldNamesWhere<'shown', 'directory' | 'record'>;
/** The whole record's fields, as the member and the organizers see it. */
export const RECORD_FIELD_NAMES = fieldsWhere('shown', 'directory', 'record') as RecordFieldName[];
export type AdminOnlyFieldName = FieldNamesWhere<'shown', 'admin'>;
/** The fields only an admin's view of a member adds to the record. */
export const ADMIN_ONLY_FIELD_NAMES = fieldsWhere('shown', 'admin') as AdminOnlyFieldName[];
export type DateFieldName = { [N in MemberFieldName]: Fields[N]['kind'] extends 'date' ? N : never }[MemberFieldName];
export const DATE_FIELD_NAMES = fieldsWhere('kind', 'date') as DateFieldName[];
export const ORGANIZER_CSV_FIELD_NAMES = fieldsWhere('csv', 'everyone', 'organizers');
export const EVERYONE_CSV_FIELD_NAMES = fieldsWhere('csv', 'everyone');

/** docs/spec-summary.md §1.9: the CSV columns, in order (the teams last). */
export const MEMBER_CSV_COLUMNS = [...ORGANIZER_CSV_FIELD_NAMES.map((name) => MEMBER_FIELDS[name].label), 'Teams'] as const;

/** A field's row, read through the interface (the table's literal types lack its optional parts). */
export const memberFieldSpec = (name: MemberFieldName): MemberFieldSpec => MEMBER_FIELDS[name];

/** My Information's editable section `section`: its fields, in the table's order. */
export function myInformationFields(section: MyInformationSection): OwnEditableFieldName[] {
  return OWN_EDITABLE_FIELD_NAMES.filter((name) => memberFieldSpec(name).myInformation?.section === section);
}

/** Edit Member's section `section`: its fields, in its order. */
export function editMemberFields(section: EditMemberSection): MemberFieldName[] {
  const place = (name: MemberFieldName) => memberFieldSpec(name).editMember?.order ?? 0;
  return MEMBER_FIELD_NAMES.filter((name) => memberFieldSpec(name).editMember?.section === section).sort((a, b) => place(a) - place(b));
}

/** A results list's columns (`search` or `print`): each title with its fields, in the table's order. */
export function memberListColumns(list: 'search' | 'print'): { title: string; fields: DirectoryFieldName[] }[] {
  const columns = new Map<string, DirectoryFieldName[]>();
  for (const name of DIRECTORY_FIELD_NAMES) {
    const title = memberFieldSpec(name)[list];
    if (title) columns.set(title, [...(columns.get(title) ?? []), name]);
  }
  return [...columns].map(([title, fields]) => ({ title, fields }));
}
