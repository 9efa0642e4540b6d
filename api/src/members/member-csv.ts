import {
  EVERYONE_CSV_FIELD_NAMES,
  MEMBER_FIELDS,
  ORGANIZER_CSV_FIELD_NAMES,
  ORGANIZER_ROLES,
  type Member,
  type MemberFieldName,
  type Role,
} from '@greenroom/contracts';

/** The columns of one caller's export and how a member becomes a line of it. */
export interface MemberCsvLayout {
  columns: readonly string[];
  row(member: Member): string[];
}

function layout(fields: readonly MemberFieldName[]): MemberCsvLayout {
  return {
    columns: [...fields.map((name) => MEMBER_FIELDS[name].label), 'Teams'],
    row: (member) => [...fields.map((name) => String(member[name as keyof Member] ?? '')), member.Teams.join(', ')],
  };
}

/**
 * docs/spec-summary.md §1.9's columns (the field table's `csv`) for Leaders, Board and Admins. A Member's export leaves the
 * organizers' columns out (the Villages ID): like in the search results, it stays with the organizers.
 */
export function memberCsvLayout(callerRole: Role): MemberCsvLayout {
  return layout(ORGANIZER_ROLES.includes(callerRole) ? ORGANIZER_CSV_FIELD_NAMES : EVERYONE_CSV_FIELD_NAMES);
}
