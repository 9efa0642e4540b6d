import type { DuesListEntry } from '@greenroom/contracts';
import { csvText } from '../../common/csv/csv-writer';

const COLUMNS = ['Last Name', 'First Name', 'Email', 'Membership Status', 'Dues Expire', 'Last Paid Date', 'Days Left'] as const;

/** The Dues list as the Admin sees it, one member per line. */
export function duesCsv(members: DuesListEntry[]): string {
  return csvText(
    COLUMNS,
    members.map((member) => [
      member.Last_Name,
      member.First_Name,
      member.Email,
      member.Membership_Status,
      member.Dues_Expire,
      member.Last_Paid_Date ?? '',
      member.daysLeft,
    ]),
  );
}
