import {
  calendarDayToUnixSeconds,
  DATE_FIELD_NAMES,
  MEMBER_FIELD_NAMES,
  MEMBER_FIELDS,
  unixSecondsToCalendarDay,
  type AdminMember,
  type AdminMemberForm,
  type AdminMemberFormInput,
  type AdminMemberUpdate,
  type DateFieldName,
  type MemberFieldSpec,
  type MembershipStatus,
} from '@greenroom/contracts';

// The edit form works in strings (inputs) and yyyy-mm-dd dates (AdminMemberFormSchema); the API takes Unix seconds.

const secondsToDay = (seconds: number | null) => unixSecondsToCalendarDay(seconds) ?? '';

/** A field's value as its input holds it: text ('' for none), a yyyy-mm-dd date, or a check box's boolean. */
function inputValue(field: MemberFieldSpec, value: unknown): unknown {
  if (field.kind === 'date') return secondsToDay(value as number | null);
  if (field.kind === 'boolean') return value;
  return value ?? '';
}

/** Every field of the member field table, as the form's inputs hold it; a record without a status edits as Active. */
export function toFormValues(member: AdminMember): AdminMemberFormInput {
  const values = Object.fromEntries(MEMBER_FIELD_NAMES.map((name) => [name, inputValue(MEMBER_FIELDS[name], member[name])]));
  return { ...values, Membership_Status: (member.Membership_Status ?? 'Active') as MembershipStatus, Teams: member.Teams } as AdminMemberFormInput;
}

/** The form's values as the update of `member`, naming the version they were loaded at. */
export function toUpdate(member: Pick<AdminMember, 'id' | 'version'>, values: AdminMemberForm): AdminMemberUpdate {
  const dates = Object.fromEntries(DATE_FIELD_NAMES.map((name) => [name, calendarDayToUnixSeconds(values[name])])) as Record<
    DateFieldName,
    number | null
  >;
  return { ...values, ...dates, id: member.id, version: member.version };
}
