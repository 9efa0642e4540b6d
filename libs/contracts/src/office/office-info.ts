import { z } from 'zod';

/**
 * How to reach the theater's office and how to pay the membership dues, as the office wrote them in its settings.
 * Public: /login names the office to a visitor it does not know, and /join says how to pay.
 */
export const OfficeInfoResponseSchema = z.object({
  email: z.string(),
  /** Null when the office gave no telephone number. */
  phone: z.string().nullable(),
  /** Plain text: where, how and to whom the $5.00 is paid. */
  duesPayment: z.string(),
});
export type OfficeInfoResponse = z.infer<typeof OfficeInfoResponseSchema>;
