import { MEMBER_FIELDS, unixSecondsToCalendarDay, type AdminMember, type AdminMemberUpdate, type MemberFieldChange } from '@greenroom/contracts';

/** Derived from other fields or not the member's data: never listed as a change. */
const NOT_RECORDED = new Set<string>(['id', 'isAdmin', 'version']);

const DATE_FIELDS = new Set<string>(['Member_Since', 'Last_Paid_Date', 'Dues_Expire']);

/** A field's value as the log shows it: dates as yyyy-mm-dd, teams as a list, empty as ''. */
function asText(field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (DATE_FIELDS.has(field) && typeof value === 'number') return unixSecondsToCalendarDay(value) ?? '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** The fields whose shown value differs between two states of a record, in the spec's names, before and after. */
export function memberChanges(before: Partial<AdminMember>, after: Partial<AdminMember>): MemberFieldChange[] {
  const changes: MemberFieldChange[] = [];
  for (const field of Object.keys(after) as (keyof AdminMember)[]) {
    if (NOT_RECORDED.has(field)) continue;
    const was = asText(field, before[field]);
    const now = asText(field, after[field]);
    if (was !== now) changes.push({ field, before: was, after: now });
  }
  return changes;
}

/**
 * The labels (as the screens show them) of the fields where the stored member differs from an admin's update: what
 * a save refused as stale would have overwritten or left different.
 */
export function differingFieldLabels(stored: AdminMember, update: AdminMemberUpdate): string[] {
  const sent: Partial<AdminMember> = { ...update, ...(update.Teams ? { Teams: [...update.Teams].sort((a, b) => a.localeCompare(b)) } : {}) };
  return memberChanges(stored, sent).map(({ field }) => (field in MEMBER_FIELDS ? MEMBER_FIELDS[field as keyof typeof MEMBER_FIELDS].label : field));
}
