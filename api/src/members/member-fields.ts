import { unixSecondsToCalendarDay, type AdminMemberUpdate, type OwnMemberUpdate } from '@greenroom/contracts';
import type { MemberEntity } from './entities/member.entity';

type EntityField = keyof MemberEntity;

/** Spec spelling → entity property, for the fields a member may change on their own record. */
export const OWN_FIELD_COLUMNS = {
  First_Name: 'firstName',
  Last_Name: 'lastName',
  Mobile: 'mobile',
  Landline: 'landline',
  Gender: 'gender',
  Street_Address: 'streetAddress',
  City: 'city',
  State: 'state',
  Zip_Code: 'zipCode',
  Personal_Bio: 'personalBio',
  Show_Bio: 'showBio',
} as const satisfies Record<Exclude<keyof OwnMemberUpdate, 'Email'>, EntityField>;

/** Empty text is stored as null, so "Not provided" shows for it. */
export function blankToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === '' ? null : value;
}

/** The entity columns an admin's full edit writes (teams are handled apart). */
export function adminUpdateColumns(update: AdminMemberUpdate): Partial<MemberEntity> {
  return {
    firstName: update.First_Name,
    lastName: update.Last_Name,
    email: update.Email,
    mobile: blankToNull(update.Mobile),
    landline: blankToNull(update.Landline),
    gender: blankToNull(update.Gender),
    streetAddress: blankToNull(update.Street_Address),
    city: blankToNull(update.City),
    state: blankToNull(update.State),
    zipCode: blankToNull(update.Zip_Code),
    memberSince: unixSecondsToCalendarDay(update.Member_Since),
    membershipStatus: update.Membership_Status,
    duesStatus: blankToNull(update.Dues_Status),
    lastPaidDate: unixSecondsToCalendarDay(update.Last_Paid_Date),
    duesExpire: unixSecondsToCalendarDay(update.Dues_Expire),
    accessLevel: blankToNull(update.Access_Level),
    villagesId: blankToNull(update.Villages_ID),
    personalBio: blankToNull(update.Personal_Bio),
    showBio: blankToNull(update.Show_Bio),
    teamLeader: update.Team_Leader ?? false,
    level: blankToNull(update.Level),
    portalPermission: update.Portal_Permission,
    directorNotes: blankToNull(update.Director_Notes),
  };
}
