/**
 * The member field table: each field of a member record described once. The API drives from it the entity's column
 * names, the own-record and admin updates, the answers (record, directory row, search rows), the CSV and the merge
 * tags; the screens take its labels. Adding a field: a migration, a row here, and the screens that show it.
 *
 * - `column`: the members table's column (no other file outside migrations and the entity names it: repositories'
 *   own SQL writes it through memberColumns in api/src/members/member-fields.ts; a test checks).
 * - `property`: the entity's property (api/src/members/entities/member.entity.ts).
 * - `kind`: `text` is stored as sent; `optionalText` stores empty text as null; `date` is a calendar day in the
 *   database and Unix seconds in the API; `boolean`.
 * - `edit`: `own` when a member may change it on their own record (an admin may too), `admin` when only an admin may.
 * - `shown`: `directory` in every member's search row; `record` in the whole record (own record, organizers' search);
 *   `admin` only in the admin's view of a member.
 * - `csv`: in the member CSV for `everyone` or for the `organizers` only (docs/spec-summary.md §1.9), in the table's order.
 */
export interface MemberFieldSpec {
  column: string;
  property: string;
  kind: 'text' | 'optionalText' | 'date' | 'boolean';
  edit: 'own' | 'admin';
  shown: 'directory' | 'record' | 'admin';
  label: string;
  csv?: 'everyone' | 'organizers';
}

/** One row of the table, its column, property, kind and visibility kept as literal types (types are built from them). */
function field<const C extends string, const P extends string, const K extends MemberFieldSpec['kind'], const S extends MemberFieldSpec['shown']>(
  column: C,
  property: P,
  kind: K,
  edit: MemberFieldSpec['edit'],
  shown: S,
  label: string,
  extra: Pick<MemberFieldSpec, 'csv'> = {},
): MemberFieldSpec & { column: C; property: P; kind: K; shown: S } {
  return { column, property, kind, edit, shown, label, ...extra };
}

export const MEMBER_FIELDS = {
  // Spec name: field(column, property, kind, edit, shown, label, { csv })
  First_Name: field('first_name', 'firstName', 'text', 'own', 'directory', 'First Name', { csv: 'everyone' }),
  Last_Name: field('last_name', 'lastName', 'text', 'own', 'directory', 'Last Name', { csv: 'everyone' }),
  Email: field('email', 'email', 'text', 'admin', 'directory', 'Email', { csv: 'everyone' }),
  Mobile: field('mobile', 'mobile', 'optionalText', 'own', 'directory', 'Mobile'),
  Landline: field('landline', 'landline', 'optionalText', 'own', 'directory', 'Landline'),
  Gender: field('gender', 'gender', 'optionalText', 'own', 'record', 'Gender'),
  Street_Address: field('street_address', 'streetAddress', 'optionalText', 'own', 'record', 'Street Address'),
  City: field('city', 'city', 'optionalText', 'own', 'record', 'City'),
  State: field('state', 'state', 'optionalText', 'own', 'record', 'State'),
  Zip_Code: field('zip_code', 'zipCode', 'optionalText', 'own', 'record', 'ZIP Code'),
  Member_Since: field('member_since', 'memberSince', 'date', 'admin', 'record', 'Member Since'),
  Membership_Status: field('membership_status', 'membershipStatus', 'text', 'admin', 'directory', 'Membership Status', { csv: 'everyone' }),
  Dues_Status: field('dues_status', 'duesStatus', 'optionalText', 'admin', 'record', 'Dues Status'),
  Last_Paid_Date: field('last_paid_date', 'lastPaidDate', 'date', 'admin', 'record', 'Last Paid Date'),
  Dues_Expire: field('dues_expire', 'duesExpire', 'date', 'admin', 'record', 'Dues Expire'),
  Access_Level: field('access_level', 'accessLevel', 'optionalText', 'admin', 'record', 'Access Level'),
  Villages_ID: field('villages_id', 'villagesId', 'optionalText', 'admin', 'record', 'Villages ID', { csv: 'organizers' }),
  Personal_Bio: field('personal_bio', 'personalBio', 'optionalText', 'own', 'record', 'Personal Bio'),
  Show_Bio: field('show_bio', 'showBio', 'optionalText', 'own', 'record', 'Show Bio'),
  Team_Leader: field('team_leader', 'teamLeader', 'boolean', 'admin', 'record', 'Team Leader'),
  Level: field('level', 'level', 'optionalText', 'admin', 'record', 'Level'),
  Portal_Permission: field('portal_permission', 'portalPermission', 'text', 'admin', 'record', 'Portal Permission'),
  Director_Notes: field('director_notes', 'directorNotes', 'optionalText', 'admin', 'admin', 'Director Notes'),
} satisfies Record<string, MemberFieldSpec>;

export type MemberFieldName = keyof typeof MEMBER_FIELDS;

/** The fields whose `key` is `value`, in the table's order. */
function fieldsWhere<K extends keyof MemberFieldSpec>(key: K, ...values: MemberFieldSpec[K][]): MemberFieldName[] {
  return (Object.keys(MEMBER_FIELDS) as MemberFieldName[]).filter((name) => values.includes((MEMBER_FIELDS[name] as MemberFieldSpec)[key]));
}

export const MEMBER_FIELD_NAMES = Object.keys(MEMBER_FIELDS) as MemberFieldName[];
/** What a member may change on their own record (besides their teams). */
export const OWN_EDITABLE_FIELD_NAMES = fieldsWhere('edit', 'own');
export type DirectoryFieldName = { [N in MemberFieldName]: (typeof MEMBER_FIELDS)[N]['shown'] extends 'directory' ? N : never }[MemberFieldName];
/** The directory row's fields: every member sees these of every other (with the id and the teams). */
export const DIRECTORY_FIELD_NAMES = fieldsWhere('shown', 'directory') as DirectoryFieldName[];
/** The directory row's fields as a schema's pick mask (DirectoryMemberSchema). */
export const DIRECTORY_FIELD_MASK = Object.fromEntries(DIRECTORY_FIELD_NAMES.map((name) => [name, true])) as Record<DirectoryFieldName, true>;
/** The whole record's fields, as the member and the organizers see it. */
export const RECORD_FIELD_NAMES = fieldsWhere('shown', 'directory', 'record');
export const ORGANIZER_CSV_FIELD_NAMES = fieldsWhere('csv', 'everyone', 'organizers');
export const EVERYONE_CSV_FIELD_NAMES = fieldsWhere('csv', 'everyone');

/** docs/spec-summary.md §1.9: the CSV columns, in order (the teams last). */
export const MEMBER_CSV_COLUMNS = [...ORGANIZER_CSV_FIELD_NAMES.map((name) => MEMBER_FIELDS[name].label), 'Teams'] as const;
