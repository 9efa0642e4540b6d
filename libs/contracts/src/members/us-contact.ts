import { z } from 'zod';
import { MEMBER_CONTACT_FIELDS, MemberSchema } from './member';

export const PHONE_MESSAGE = 'Please enter a 10-digit US phone number, for example (352) 555-0100.';
export const ZIP_MESSAGE = 'Please enter a 5-digit ZIP code or ZIP+4, for example 32162 or 32162-1234.';

/** Ten digits, an optional +1 / 1 before them, any of the usual separators, and an optional extension. */
const PHONE = /^(?:\+?1[\s.-]*)?\(?(\d{3})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})(?:\s*(?:x|ext\.?|extension)\s*(\d{1,6}))?$/i;
const ZIP = /^(\d{5})(?:[\s-]?(\d{4}))?$/;

/** A US phone number in the one form the portal stores and shows, "(352) 555-0100" or "(352) 555-0100 x12"; null when it is not one. */
export function normalizedUsPhone(text: string): string | null {
  const match = PHONE.exec(text.trim());
  if (!match) return null;
  const [, area, exchange, line, extension] = match;
  return `(${area}) ${exchange}-${line}${extension ? ` x${extension}` : ''}`;
}

/** "32162" or "32162-1234"; null when the text is neither. */
export function normalizedZipCode(text: string): string | null {
  const match = ZIP.exec(text.trim());
  if (!match) return null;
  return match[2] ? `${match[1]}-${match[2]}` : match[1];
}

function normalizedBy(normalize: (text: string) => string | null, message: string) {
  return z
    .string({ message })
    .trim()
    .max(40, { message })
    .transform((text, context) => {
      if (text === '') return text;
      const normalized = normalize(text);
      if (normalized === null) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return normalized;
    });
}

/** A phone field: '' stays '' (not given), anything else must be a US number and is stored normalized. */
export const usPhoneSchema = normalizedBy(normalizedUsPhone, PHONE_MESSAGE);
/** A ZIP field: '' stays '' (not given), anything else must be a ZIP or ZIP+4. */
export const zipCodeSchema = normalizedBy(normalizedZipCode, ZIP_MESSAGE);

export const CONTACT_FIELDS = ['Mobile', 'Landline', 'Zip_Code'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The contact fields of a stored record that the phone and ZIP rules above would refuse (empty ones pass). */
export function contactProblems(record: Record<ContactField, string | null>): ContactField[] {
  return CONTACT_FIELDS.filter((field) => {
    const value = record[field]?.trim() ?? '';
    if (value === '') return false;
    return (field === 'Zip_Code' ? normalizedZipCode(value) : normalizedUsPhone(value)) === null;
  });
}

/** One member whose stored phone or ZIP breaks the rules: listed for an admin to correct, never changed silently. */
export const ContactProblemSchema = MemberSchema.pick({ ...MEMBER_CONTACT_FIELDS, Zip_Code: true }).extend({
  fields: z.array(z.enum(CONTACT_FIELDS)),
});
export type ContactProblem = z.infer<typeof ContactProblemSchema>;

/** GET /api/members/contact-problems (Admin) */
export const ContactProblemsResponseSchema = z.object({ records: z.array(ContactProblemSchema) });
export type ContactProblemsResponse = z.infer<typeof ContactProblemsResponseSchema>;
