import { MEMBER_FIELDS, type MemberFieldSpec, type MemberLogEntry } from '@greenroom/contracts';
import { formatTheaterDay } from '@greenroom/sdk';

function spec(field: string): MemberFieldSpec | undefined {
  return field in MEMBER_FIELDS ? MEMBER_FIELDS[field as keyof typeof MEMBER_FIELDS] : undefined;
}

/** A changed value as the record's screen shows it: a date field's yyyy-mm-dd as "Nov 28, 2026". */
function shownValue(field: string, value: string): string {
  if (!value) return '(empty)';
  if (spec(field)?.kind === 'date') return formatTheaterDay(value);
  return value;
}

/** Who made a change and what it changed, in the record's labels: "By admin@…: Membership Status: Pending → Active". */
export function changeDetails(entry: MemberLogEntry): string {
  const fields = entry.changes.map(
    (change) =>
      `${spec(change.field)?.label ?? change.field}: ${shownValue(change.field, change.before)} → ${shownValue(change.field, change.after)}`,
  );
  const by = entry.changed_by ? `By ${entry.changed_by}` : '';
  return [by, fields.join('; ')].filter(Boolean).join(': ');
}
