import type { Member } from '@greenroom/contracts';

/** One line of the member export, in the order of MEMBER_CSV_COLUMNS. */
export function memberCsvRow(member: Member): string[] {
  return [member.First_Name, member.Last_Name, member.Email, member.Membership_Status ?? '', member.Villages_ID ?? '', member.Teams.join(', ')];
}
