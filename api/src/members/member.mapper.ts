import {
  DIRECTORY_FIELD_NAMES,
  ADMIN_ONLY_FIELD_NAMES,
  MEMBER_FIELDS,
  RECORD_FIELD_NAMES,
  type AdminMember,
  type DirectoryMember,
  type Member,
  type MemberFieldSpec,
} from '@greenroom/contracts';
import type { MemberEntity } from './entities/member.entity';
import { answeredFields } from './member-fields';

/** Reads a field of a stored member: from an entity by its property, from a plain SQL row by its column. */
type FieldReader = (field: MemberFieldSpec) => unknown;

/** A whole record from any stored form of it (the field table says what it holds). */
export function memberOf(id: string, read: FieldReader, teams: string[]): Member {
  return {
    id,
    ...answeredFields(RECORD_FIELD_NAMES, read),
    Teams: teams,
    isAdmin: read(MEMBER_FIELDS.Portal_Permission) === 'Admin',
  } as Member;
}

/** Only the directory's fields: a field added to the table later stays private unless marked `directory`. */
export function directoryMemberOf(id: string, read: FieldReader, teams: string[]): DirectoryMember {
  return { id, ...answeredFields(DIRECTORY_FIELD_NAMES, read), Teams: teams } as DirectoryMember;
}

const fromEntity =
  (entity: MemberEntity): FieldReader =>
  (field) =>
    entity[field.property as keyof MemberEntity];

const teamNames = (entity: MemberEntity) => (entity.teams ?? []).map((team) => team.name).sort((a, b) => a.localeCompare(b));

export function toMember(entity: MemberEntity): Member {
  return memberOf(entity.id, fromEntity(entity), teamNames(entity));
}

/** A member as an admin sees it: the record plus the admin-only fields, and the version an update names. */
export function toAdminMember(entity: MemberEntity): AdminMember {
  return { ...toMember(entity), ...answeredFields(ADMIN_ONLY_FIELD_NAMES, fromEntity(entity)), version: entity.version } as AdminMember;
}

/** The directory row of a whole record. */
export function toDirectoryMember(member: Member): DirectoryMember {
  const fields = Object.fromEntries(DIRECTORY_FIELD_NAMES.map((name) => [name, member[name as keyof Member]]));
  return { id: member.id, ...fields, Teams: member.Teams } as DirectoryMember;
}
