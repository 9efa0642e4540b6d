import { z } from 'zod';
import { calendarDaySchema } from '../common/calendar-day';
import { AdminMemberUpdateSchema } from './member-update';

/** A date input's value: a calendar day (yyyy-mm-dd), or '' for none. */
const calendarDay = z.union([z.literal(''), calendarDaySchema({ earliestYear: 1900 })]);

/**
 * Edit Member Details (Admin): the same rules as POST /api/members/update, over what the form's inputs hold
 * (dates as yyyy-mm-dd; the screen turns them into the API's Unix seconds).
 */
export const AdminMemberFormSchema = AdminMemberUpdateSchema.omit({
  id: true,
  version: true,
  Member_Since: true,
  Last_Paid_Date: true,
  Dues_Expire: true,
}).extend({
  Member_Since: calendarDay,
  Last_Paid_Date: calendarDay,
  Dues_Expire: calendarDay,
});
export type AdminMemberFormInput = z.input<typeof AdminMemberFormSchema>;
export type AdminMemberForm = z.output<typeof AdminMemberFormSchema>;
