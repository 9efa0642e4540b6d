/**
 * The member field table: each field of a member record described once. The API drives from it the entity's column
 * names, the own-record and admin updates, the answers (record, directory row, search rows), the CSV and the merge
 * tags; the screens take its labels. Adding a field: a migration, a row here, and the screens that show it.
 *
 * - `column`: the members table's column (no other file outside migrations and the entity names it; a test checks).
 * - `property`: the entity's property (api/src/members/entities/member.entity.ts).
 * - `kind`: `text` is stored as sent; `optionalText` stores empty text as null; `date` is a calendar day in the
 *   database and Unix seconds in the API; `boolean`.
 * - `edit`: `own` when a member may change it on their own record (an admin may too), `admin` when only an admin may.
 * - `shown`: `directory` in every member's search row; `record` in the whole record (own record, organizers' search);
 *   `admin` only in the admin's view of a member.
 * - `csv`: in the member CSV for `everyone` or for the `organizers` only (spec 01 §9), in the table's order.
 * - `queried`: repositories filter, sort or set this column in their own SQL (sign-in, search, dues, the sweep), so
 *   the column name may also appear in a *.repository.ts.
 */
export interface MemberFieldSpec {
  column: string;
  property: string;
  kind: 'text' | 'optionalText' | 'date' | 'boolean';
  edit: 'own' | 'admin';
  shown: 'directory' | 'record' | 'admin';
  label: string;
  csv?: 'everyone' | 'organizers';
  queried?: true;
}

export const MEMBER_FIELDS = {
  First_Name: {
    column: 'first_name',
    property: 'firstName',
    kind: 'text',
    edit: 'own',
    shown: 'directory',
    label: 'First Name',
    csv: 'everyone',
    queried: true,
  },
  Last_Name: {
    column: 'last_name',
    property: 'lastName',
    kind: 'text',
    edit: 'own',
    shown: 'directory',
    label: 'Last Name',
    csv: 'everyone',
    queried: true,
  },
  Email: { column: 'email', property: 'email', kind: 'text', edit: 'admin', shown: 'directory', label: 'Email', csv: 'everyone', queried: true },
  Mobile: { column: 'mobile', property: 'mobile', kind: 'optionalText', edit: 'own', shown: 'directory', label: 'Mobile' },
  Landline: { column: 'landline', property: 'landline', kind: 'optionalText', edit: 'own', shown: 'directory', label: 'Landline' },
  Gender: { column: 'gender', property: 'gender', kind: 'optionalText', edit: 'own', shown: 'record', label: 'Gender' },
  Street_Address: {
    column: 'street_address',
    property: 'streetAddress',
    kind: 'optionalText',
    edit: 'own',
    shown: 'record',
    label: 'Street Address',
  },
  City: { column: 'city', property: 'city', kind: 'optionalText', edit: 'own', shown: 'record', label: 'City' },
  State: { column: 'state', property: 'state', kind: 'optionalText', edit: 'own', shown: 'record', label: 'State' },
  Zip_Code: { column: 'zip_code', property: 'zipCode', kind: 'optionalText', edit: 'own', shown: 'record', label: 'ZIP Code' },
  Member_Since: { column: 'member_since', property: 'memberSince', kind: 'date', edit: 'admin', shown: 'record', label: 'Member Since' },
  Membership_Status: {
    column: 'membership_status',
    property: 'membershipStatus',
    kind: 'text',
    edit: 'admin',
    shown: 'directory',
    label: 'Membership Status',
    csv: 'everyone',
    queried: true,
  },
  Dues_Status: { column: 'dues_status', property: 'duesStatus', kind: 'optionalText', edit: 'admin', shown: 'record', label: 'Dues Status' },
  Last_Paid_Date: {
    column: 'last_paid_date',
    property: 'lastPaidDate',
    kind: 'date',
    edit: 'admin',
    shown: 'record',
    label: 'Last Paid Date',
    queried: true,
  },
  Dues_Expire: { column: 'dues_expire', property: 'duesExpire', kind: 'date', edit: 'admin', shown: 'record', label: 'Dues Expire', queried: true },
  Access_Level: { column: 'access_level', property: 'accessLevel', kind: 'optionalText', edit: 'admin', shown: 'record', label: 'Access Level' },
  Villages_ID: {
    column: 'villages_id',
    property: 'villagesId',
    kind: 'optionalText',
    edit: 'admin',
    shown: 'record',
    label: 'Villages ID',
    csv: 'organizers',
  },
  Personal_Bio: { column: 'personal_bio', property: 'personalBio', kind: 'optionalText', edit: 'own', shown: 'record', label: 'Personal Bio' },
  Show_Bio: { column: 'show_bio', property: 'showBio', kind: 'optionalText', edit: 'own', shown: 'record', label: 'Show Bio' },
  Team_Leader: { column: 'team_leader', property: 'teamLeader', kind: 'boolean', edit: 'admin', shown: 'record', label: 'Team Leader' },
  Level: { column: 'level', property: 'level', kind: 'optionalText', edit: 'admin', shown: 'record', label: 'Level' },
  Portal_Permission: {
    column: 'portal_permission',
    property: 'portalPermission',
    kind: 'text',
    edit: 'admin',
    shown: 'record',
    label: 'Portal Permission',
    queried: true,
  },
  Director_Notes: {
    column: 'director_notes',
    property: 'directorNotes',
    kind: 'optionalText',
    edit: 'admin',
    shown: 'admin',
    label: 'Director Notes',
  },
} as const satisfies Record<string, MemberFieldSpec>;

export type MemberFieldName = keyof typeof MEMBER_FIELDS;
type Fields = typeof MEMBER_FIELDS;

/** The fields whose `key` is `value`, in the table's order. */
function fieldsWhere<K extends keyof MemberFieldSpec>(key: K, ...values: MemberFieldSpec[K][]): MemberFieldName[] {
  return (Object.keys(MEMBER_FIELDS) as MemberFieldName[]).filter((name) => values.includes((MEMBER_FIELDS[name] as MemberFieldSpec)[key]));
}

export const MEMBER_FIELD_NAMES = Object.keys(MEMBER_FIELDS) as MemberFieldName[];
/** What a member may change on their own record (besides their teams). */
export const OWN_EDITABLE_FIELD_NAMES = fieldsWhere('edit', 'own');
/** The directory row's fields: every member sees these of every other (with the id and the teams). */
export const DIRECTORY_FIELD_NAMES = fieldsWhere('shown', 'directory');
/** The whole record's fields, as the member and the organizers see it. */
export const RECORD_FIELD_NAMES = fieldsWhere('shown', 'directory', 'record');
export const ORGANIZER_CSV_FIELD_NAMES = fieldsWhere('csv', 'everyone', 'organizers');
export const EVERYONE_CSV_FIELD_NAMES = fieldsWhere('csv', 'everyone');

/** Spec 01 §9: the CSV columns, in order (the teams last). */
export const MEMBER_CSV_COLUMNS = [...ORGANIZER_CSV_FIELD_NAMES.map((name) => MEMBER_FIELDS[name].label), 'Teams'] as const;

/** An entity property of a field. */
export type MemberFieldProperty<N extends MemberFieldName = MemberFieldName> = Fields[N]['property'];
