import { MEMBER_CSV_COLUMNS, type Member } from '@greenroom/contracts';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab/return that some read the same way)
 * gets a leading apostrophe, the OWASP advice for CSV injection: the text shows, nothing runs.
 */
export function neutralizeFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

export const MEMBER_CSV_HEADER: string[] = [...MEMBER_CSV_COLUMNS];

export function memberCsvRow(member: Member): string[] {
  return [member.First_Name, member.Last_Name, member.Email, member.Membership_Status ?? '', member.Villages_ID ?? '', member.Teams.join(', ')].map(
    neutralizeFormula,
  );
}
