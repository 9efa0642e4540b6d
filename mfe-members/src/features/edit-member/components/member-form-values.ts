import {
  calendarDayToUnixSeconds,
  unixSecondsToCalendarDay,
  type AdminMember,
  type AdminMemberForm,
  type AdminMemberFormInput,
  type AdminMemberUpdate,
  type MembershipStatus,
} from '@greenroom/contracts';

// The edit form works in strings (inputs) and yyyy-mm-dd dates (AdminMemberFormSchema); the API takes Unix seconds.

const secondsToDay = (seconds: number | null) => unixSecondsToCalendarDay(seconds) ?? '';

export function toFormValues(member: AdminMember): AdminMemberFormInput {
  return {
    First_Name: member.First_Name,
    Last_Name: member.Last_Name,
    Email: member.Email,
    Mobile: member.Mobile ?? '',
    Landline: member.Landline ?? '',
    Gender: member.Gender ?? '',
    Street_Address: member.Street_Address ?? '',
    City: member.City ?? '',
    State: member.State ?? '',
    Zip_Code: member.Zip_Code ?? '',
    Villages_ID: member.Villages_ID ?? '',
    Membership_Status: (member.Membership_Status ?? 'Active') as MembershipStatus,
    Portal_Permission: member.Portal_Permission,
    Dues_Status: member.Dues_Status ?? '',
    Member_Since: secondsToDay(member.Member_Since),
    Last_Paid_Date: secondsToDay(member.Last_Paid_Date),
    Dues_Expire: secondsToDay(member.Dues_Expire),
    Access_Level: member.Access_Level ?? '',
    Level: member.Level ?? '',
    Team_Leader: member.Team_Leader,
    Teams: member.Teams,
    Personal_Bio: member.Personal_Bio ?? '',
    Show_Bio: member.Show_Bio ?? '',
    Director_Notes: member.Director_Notes ?? '',
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
