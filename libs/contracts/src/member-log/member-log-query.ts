import { z } from 'zod';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Dates must be written as YYYY-MM-DD' });
/** A query parameter given once arrives as a string, given twice as an array. */
const repeated = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .optional();

/** GET /api/membership/member-log: days are calendar days in the theater's time zone, both inclusive. */
export const MemberLogQuerySchema = z
  .object({
    startDate: isoDay,
    endDate: isoDay,
    actionTypes: repeated,
    loginResults: repeated,
    email: z.string().trim().toLowerCase().max(254).optional(),
  })
  .refine((query) => query.startDate <= query.endDate, { message: 'The start date must not be after the end date' });
export type MemberLogQuery = z.input<typeof MemberLogQuerySchema>;
