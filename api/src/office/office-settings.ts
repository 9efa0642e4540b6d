import type { OfficeInfoResponse } from '@greenroom/contracts';
import { z } from 'zod';

const OfficeEnvSchema = z.object({
  /** Where members and visitors write to the office; also where a visitor without an account is sent. */
  OFFICE_EMAIL: z.email().default('office@greenroom.test'),
  OFFICE_PHONE: z.string().trim().max(40).optional(),
  /** How and where the membership dues are paid, in the office's own words (shown on /join and in its e-mail). */
  DUES_PAYMENT_INFO: z
    .string()
    .trim()
    .min(1)
    .max(1000)
    .default('Pay the $5.00 in cash or by check (payable to the theater company) at the Box Office, Monday to Friday, 10 AM to 1 PM.'),
});

/** The office's contact and dues-payment texts, read from the environment the office's administrator fills in. */
export class OfficeSettings {
  readonly info: OfficeInfoResponse;

  constructor(env: z.infer<typeof OfficeEnvSchema>) {
    this.info = { email: env.OFFICE_EMAIL, phone: env.OFFICE_PHONE || null, duesPayment: env.DUES_PAYMENT_INFO };
  }

  static fromEnv(env: NodeJS.ProcessEnv = process.env): OfficeSettings {
    const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
    return new OfficeSettings(OfficeEnvSchema.parse(defined));
  }
}
