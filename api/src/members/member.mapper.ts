import { calendarDayToUnixSeconds, type DirectoryMember, type Member } from '@greenroom/contracts';
import type { MemberEntity } from './entities/member.entity';

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
    Member_Since: calendarDayToUnixSeconds(entity.memberSince),
    Membership_Status: entity.membershipStatus,
    Dues_Status: entity.duesStatus,
    Last_Paid_Date: calendarDayToUnixSeconds(entity.lastPaidDate),
    Dues_Expire: calendarDayToUnixSeconds(entity.duesExpire),
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
