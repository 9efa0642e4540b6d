import { z } from 'zod';
import { listResponse } from '../common/responses';
import { AdminMemberSchema } from './member-update';

/** The subscription list of dues renewal reminders: members are put on it when they become Active and may leave it. */
export const DUES_REMINDER_LIST = 'Dues Renewal Reminders';

/** /join: "payable within 14 days of submitting or the application is removed". */
export const APPLICATION_PAYMENT_DAYS = 14;

/** Reminders go out this many days before Dues_Expire, once each (the later one only if the earlier was missed). */
export const DUES_REMINDER_DAYS = [30, 7] as const;
export type DuesReminderDays = (typeof DUES_REMINDER_DAYS)[number];

/** The Dues list shows who is due within this many days. */
export const DUES_DUE_SOON_DAYS = 30;

/** POST /api/members/dues-payment (Admin): the payment is recorded on the theater's today. */
export const DuesPaymentRequestSchema = z.object({ id: z.uuid('Member not found.') });
export type DuesPaymentRequest = z.infer<typeof DuesPaymentRequestSchema>;

export const DuesPaymentResponseSchema = z.object({ member: AdminMemberSchema, message: z.string() });
export type DuesPaymentResponse = z.infer<typeof DuesPaymentResponseSchema>;

/** One line of the Dues list; dates are calendar days (yyyy-mm-dd). `daysLeft` is negative when overdue. */
export const DuesListEntrySchema = z.object({
  id: z.string(),
  First_Name: z.string(),
  Last_Name: z.string(),
  Email: z.string(),
  Membership_Status: z.string(),
  Dues_Expire: z.string(),
  Last_Paid_Date: z.string().nullable(),
  daysLeft: z.number().int(),
});
export type DuesListEntry = z.infer<typeof DuesListEntrySchema>;

/** GET /api/members/dues (Admin): overdue members first (longest overdue first), then those due within 30 days. */
export const DuesListResponseSchema = listResponse('members', DuesListEntrySchema).extend({ today: z.string() });
export type DuesListResponse = z.infer<typeof DuesListResponseSchema>;

export const DUES_MESSAGES = {
  paymentRecorded: 'Dues payment recorded.',
  noDuesForLtm: 'Lifetime members (LTM) pay no dues.',
} as const;

export function duesExportFileName(today: string): string {
  return `dues-${today}.csv`;
}
