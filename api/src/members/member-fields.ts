import {
  calendarDayToUnixSeconds,
  MEMBER_FIELD_NAMES,
  MEMBER_FIELDS,
  OWN_EDITABLE_FIELD_NAMES,
  unixSecondsToCalendarDay,
  type AdminMemberUpdate,
  type MemberFieldName,
  type MemberFieldSpec,
  type OwnMemberUpdate,
} from '@greenroom/contracts';
import type { MemberEntity } from './entities/member.entity';

/** The field table's row, its property checked against the entity (libs/contracts cannot see the entity). */
export function memberField(name: MemberFieldName): MemberFieldSpec & { property: keyof MemberEntity } {
  return MEMBER_FIELDS[name];
}

/** Empty text is stored as null, so "Not provided" shows for it. */
export function blankToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === '' ? null : value;
}

/** A value the API received, as its column stores it. */
function stored(field: MemberFieldSpec, value: unknown): unknown {
  switch (field.kind) {
    case 'optionalText':
      return blankToNull(value as string | null | undefined);
    case 'date':
      return unixSecondsToCalendarDay(value as number | null | undefined);
    case 'boolean':
      return value ?? false;
    default:
      return value;
  }
}

/** A stored value as the API answers it. */
export function answered(field: MemberFieldSpec, value: unknown): unknown {
  return field.kind === 'date' ? calendarDayToUnixSeconds(value as string | null) : value;
}

/** These fields as the API answers them (spec spelling), each read from a stored record by `read`. */
export function answeredFields(names: readonly MemberFieldName[], read: (field: MemberFieldSpec) => unknown): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, answered(MEMBER_FIELDS[name], read(MEMBER_FIELDS[name]))]));
}

/** The entity columns an own-record update writes, and the fields it names (only those sent). */
export function ownUpdateColumns(update: Omit<OwnMemberUpdate, 'Email'>): { changes: Partial<MemberEntity>; updatedFields: MemberFieldName[] } {
  const sent = OWN_EDITABLE_FIELD_NAMES.filter((name) => (update as Record<string, unknown>)[name] !== undefined);
  const changes = Object.fromEntries(
    sent.map((name) => [memberField(name).property, stored(MEMBER_FIELDS[name], (update as Record<string, unknown>)[name])]),
  );
  return { changes: changes as Partial<MemberEntity>, updatedFields: sent };
}

/** The entity columns an admin's full edit writes (teams are handled apart). */
export function adminUpdateColumns(update: AdminMemberUpdate): Partial<MemberEntity> {
  const names = Object.keys(MEMBER_FIELDS) as MemberFieldName[];
  return Object.fromEntries(names.map((name) => [memberField(name).property, stored(MEMBER_FIELDS[name], update[name])])) as Partial<MemberEntity>;
}

/**
 * The members table's columns for a repository's own SQL, by field: `memberColumns('m').Last_Name` is the row's column after `m.`;
 * without an alias the bare column (an UPDATE's SET, a RETURNING). So a column is named in the field table only.
 */
export function memberColumns(alias?: string): Record<MemberFieldName, string> {
  const qualified = (column: string) => (alias ? `${alias}.${column}` : column);
  return Object.fromEntries(MEMBER_FIELD_NAMES.map((name) => [name, qualified(MEMBER_FIELDS[name].column)])) as Record<MemberFieldName, string>;
}

/** A member's "First Last" in SQL; null where a LEFT JOIN found no member. */
export function memberFullNameSql(alias: string): string {
  const column = memberColumns(alias);
  return `(${column.First_Name} || ' ' || ${column.Last_Name})`;
}

/**
 * SQL reading these fields of `members m`, each named by its column, its entity property or its spec name (`field`);
 * dates as yyyy-mm-dd.
 */
export function memberFieldsSql(names: readonly MemberFieldName[], as: 'column' | 'property' | 'field'): string {
  const column = memberColumns('m');
  return names
    .map((name) => {
      const { column: bare, property, kind } = MEMBER_FIELDS[name];
      const value = kind === 'date' ? `to_char(${column[name]}, 'YYYY-MM-DD')` : column[name];
      const alias = { column: bare, property: `"${property}"`, field: `"${name}"` }[as];
      return value === `m.${alias}` ? value : `${value} AS ${alias}`;
    })
    .join(', ');
}
