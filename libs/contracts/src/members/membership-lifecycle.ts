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

/**
 * POST /api/members/dues-payment (Admin): the payment is recorded on the theater's today.
 * - `idempotencyKey`: a new random UUID for each payment the Admin means to record, sent again unchanged when the same
 *   request is retried. A request whose key was already used records nothing and gets the first request's answer again.
 * - One payment per member per theater day: a second one that day is answered 409 (DUES_MESSAGES.alreadyRecordedToday)
 *   unless `confirmSecondPayment` is true, which the Admin sets by confirming on purpose (with a new key).
 */
export const DuesPaymentRequestSchema = z.strictObject({
  id: z.uuid('Member not found.'),
  idempotencyKey: z.uuid({
    error: (issue) => (issue.input === undefined ? 'idempotencyKey is required' : 'idempotencyKey must be a UUID made for this payment.'),
  }),
  confirmSecondPayment: z.boolean().default(false),
});
export type DuesPaymentRequest = z.input<typeof DuesPaymentRequestSchema>;

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
  alreadyRecordedToday: 'A dues payment for this member was already recorded today. To record a second payment today, confirm it on purpose.',
  keyReused: 'This payment request was already used for another member. Please reload the page and try again.',
} as const;

export function duesExportFileName(today: string): string {
  return `dues-${today}.csv`;
}
