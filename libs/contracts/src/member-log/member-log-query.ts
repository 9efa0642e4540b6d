import { z } from 'zod';
import { CalendarDaySchema } from '../common/calendar-day';

/** A query parameter given once arrives as a string, given twice as an array (of a few known texts here). */
const choice = z.string().max(100);
const repeated = z
  .union([choice, z.array(choice).max(20)])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .optional();

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * GET /api/membership/member-log: calendar days, both inclusive, in the time zone `tz` (the browser's, so
 * "today" is the admin's today); without it, the theater's.
 */
export const MemberLogQuerySchema = z
  .object({
    startDate: CalendarDaySchema,
    endDate: CalendarDaySchema,
    actionTypes: repeated,
    loginResults: repeated,
    email: z.string().trim().toLowerCase().max(254).optional(),
    /** Part of a member's name ("First Last") or e-mail address, any case; blank shows everyone. */
    member: z.string().trim().max(100, { message: 'Please enter at most 100 characters of the name.' }).optional(),
    tz: z.string().max(64).refine(isTimeZone, { message: 'Unknown time zone' }).optional(),
  })
  .refine((query) => query.startDate <= query.endDate, { message: 'The start date must not be after the end date' });
export type MemberLogQuery = z.input<typeof MemberLogQuerySchema>;
