import { z } from 'zod';
import { calendarDaySchema } from '../common/calendar-day';
import { DATE_FIELD_NAMES, type DateFieldName } from './member-fields';
import { AdminMemberUpdateSchema } from './member-update';

/** A date input's value: a calendar day (yyyy-mm-dd), or '' for none. */
const calendarDay = z.union([z.literal(''), calendarDaySchema({ earliestYear: 1900 })]);

const dateMask = Object.fromEntries(DATE_FIELD_NAMES.map((name) => [name, true])) as Record<DateFieldName, true>;

/**
 * Edit Member Details (Admin): the same rules as POST /api/members/update, over what the form's inputs hold
 * (dates as yyyy-mm-dd; the screen turns them into the API's Unix seconds).
 */
export const AdminMemberFormSchema = AdminMemberUpdateSchema.omit({ id: true, version: true, ...dateMask }).extend(
  Object.fromEntries(DATE_FIELD_NAMES.map((name) => [name, calendarDay])) as Record<DateFieldName, typeof calendarDay>,
);
export type AdminMemberFormInput = z.input<typeof AdminMemberFormSchema>;
export type AdminMemberForm = z.output<typeof AdminMemberFormSchema>;
