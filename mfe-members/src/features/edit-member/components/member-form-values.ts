import {
  calendarDayToUnixSeconds,
  unixSecondsToCalendarDay,
  type AdminMember,
  type AdminMemberForm,
  type AdminMemberFormInput,
  type AdminMemberUpdate,
  type MembershipStatus,
} from '@greenroom/contracts';
import { textValues } from '@greenroom/sdk';

// The edit form works in strings (inputs) and yyyy-mm-dd dates (AdminMemberFormSchema); the API takes Unix seconds.

const secondsToDay = (seconds: number | null) => unixSecondsToCalendarDay(seconds) ?? '';

export function toFormValues(member: AdminMember): AdminMemberFormInput {
  return {
    First_Name: member.First_Name,
    Last_Name: member.Last_Name,
    Email: member.Email,
    ...textValues(member, ['Mobile', 'Landline', 'Gender', 'Street_Address', 'City', 'State', 'Zip_Code', 'Villages_ID', 'Dues_Status']),
    ...textValues(member, ['Access_Level', 'Level', 'Personal_Bio', 'Show_Bio', 'Director_Notes']),
    Membership_Status: (member.Membership_Status ?? 'Active') as MembershipStatus,
    Portal_Permission: member.Portal_Permission,
    Member_Since: secondsToDay(member.Member_Since),
    Last_Paid_Date: secondsToDay(member.Last_Paid_Date),
    Dues_Expire: secondsToDay(member.Dues_Expire),
    Team_Leader: member.Team_Leader,
    Teams: member.Teams,
  };
}

export function toUpdate(id: string, values: AdminMemberForm): AdminMemberUpdate {
  return {
    ...values,
    id,
    Member_Since: calendarDayToUnixSeconds(values.Member_Since),
    Last_Paid_Date: calendarDayToUnixSeconds(values.Last_Paid_Date),
    Dues_Expire: calendarDayToUnixSeconds(values.Dues_Expire),
  };
}
