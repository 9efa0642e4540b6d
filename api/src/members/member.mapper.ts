import type { DirectoryMember, Member } from '@greenroom/contracts';
import type { MemberEntity } from './entities/member.entity';

/**
 * A calendar date as Unix seconds at 12:00 UTC: read back in any time zone from UTC-11 to UTC+11
 * (the portal shows dates in the browser's zone) it is still the same day. Midnight would show the day before in Florida.
 */
export function dateToUnixSeconds(date: string | null): number | null {
  if (!date) return null;
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day, 12) / 1000;
}

export function toMember(entity: MemberEntity): Member {
  return {
    id: entity.id,
    First_Name: entity.firstName,
    Last_Name: entity.lastName,
    Email: entity.email,
    Mobile: entity.mobile,
    Landline: entity.landline,
    Gender: entity.gender,
    Street_Address: entity.streetAddress,
    City: entity.city,
    State: entity.state,
    Zip_Code: entity.zipCode,
    Member_Since: dateToUnixSeconds(entity.memberSince),
    Membership_Status: entity.membershipStatus,
    Dues_Status: entity.duesStatus,
    Last_Paid_Date: dateToUnixSeconds(entity.lastPaidDate),
    Dues_Expire: dateToUnixSeconds(entity.duesExpire),
    Access_Level: entity.accessLevel,
    Villages_ID: entity.villagesId,
    Personal_Bio: entity.personalBio,
    Show_Bio: entity.showBio,
    Teams: (entity.teams ?? []).map((team) => team.name).sort((a, b) => a.localeCompare(b)),
    Team_Leader: entity.teamLeader,
    Level: entity.level,
    Portal_Permission: entity.portalPermission,
    isAdmin: entity.portalPermission === 'Admin',
  };
}

/** Only the directory's columns, picked one by one: a field added to Member later stays private by default. */
export function toDirectoryMember(member: Member): DirectoryMember {
  return {
    id: member.id,
    First_Name: member.First_Name,
    Last_Name: member.Last_Name,
    Email: member.Email,
    Mobile: member.Mobile,
    Landline: member.Landline,
    Membership_Status: member.Membership_Status,
    Teams: member.Teams,
  };
}
