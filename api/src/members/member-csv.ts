import { MEMBER_CSV_COLUMNS, ORGANIZER_ROLES, type Member, type Role } from '@greenroom/contracts';

/** The columns of one caller's export and how a member becomes a line of it. */
export interface MemberCsvLayout {
  columns: readonly string[];
  row(member: Member): string[];
}

/** One line in the order of MEMBER_CSV_COLUMNS. */
function fullRow(member: Member): string[] {
  return [member.First_Name, member.Last_Name, member.Email, member.Membership_Status ?? '', member.Villages_ID ?? '', member.Teams.join(', ')];
}

const VILLAGES_ID_COLUMN = MEMBER_CSV_COLUMNS.indexOf('Villages ID');

/**
 * docs/spec-summary.md §1.9's columns for Leaders, Board and Admins. A Member's export leaves the Villages ID out: like in the
 * search results, it stays with the organizers (see DirectoryMemberSchema).
 */
export function memberCsvLayout(callerRole: Role): MemberCsvLayout {
  if (ORGANIZER_ROLES.includes(callerRole)) return { columns: MEMBER_CSV_COLUMNS, row: fullRow };
  const withoutVillagesId = <T>(values: readonly T[]) => values.filter((_, index) => index !== VILLAGES_ID_COLUMN);
  return { columns: withoutVillagesId(MEMBER_CSV_COLUMNS), row: (member) => withoutVillagesId(fullRow(member)) };
}
