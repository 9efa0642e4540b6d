import type { AdminMember, AdminMemberUpdate, MembershipStatus, Role } from '@greenroom/contracts';

/** The edit form works in strings (inputs) and yyyy-mm-dd dates; the API takes Unix seconds. */
export interface MemberFormValues {
  First_Name: string;
  Last_Name: string;
  Email: string;
  Mobile: string;
  Landline: string;
  Gender: string;
  Street_Address: string;
  City: string;
  State: string;
  Zip_Code: string;
  Villages_ID: string;
  Membership_Status: MembershipStatus;
  Portal_Permission: Role;
  Dues_Status: string;
  Member_Since: string;
  Last_Paid_Date: string;
  Dues_Expire: string;
  Access_Level: string;
  Level: string;
  Team_Leader: boolean;
  Teams: string[];
  Personal_Bio: string;
  Show_Bio: string;
  Director_Notes: string;
}

function secondsToDay(seconds: number | null): string {
  return seconds === null ? '' : new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** Noon UTC, as the API writes calendar dates, so the day reads the same in every US time zone. */
function dayToSeconds(day: string): number | null {
  if (!day) return null;
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date, 12) / 1000;
}

export function toFormValues(member: AdminMember): MemberFormValues {
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

export function toUpdate(id: string, values: MemberFormValues): AdminMemberUpdate {
  return {
    ...values,
    id,
    Member_Since: dayToSeconds(values.Member_Since),
    Last_Paid_Date: dayToSeconds(values.Last_Paid_Date),
    Dues_Expire: dayToSeconds(values.Dues_Expire),
  } as AdminMemberUpdate;
}
