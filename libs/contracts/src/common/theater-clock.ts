import { z } from 'zod';

/** True for a zone name this runtime's Intl knows (IANA names such as 'America/New_York'). */
export function isIanaTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

/** GET /api/clock: the zone every date of the portal is shown and read in (the one the e-mails use). */
export const TheaterClockSchema = z.object({
  timeZone: z.string().refine(isIanaTimeZone, 'Not an IANA time zone'),
});
export type TheaterClock = z.infer<typeof TheaterClockSchema>;
