import { z } from 'zod';
import { freeTextSchema } from '../common/free-text';
import { emailSchema } from '../common/email';
import { personNameSchema } from '../common/person-name';
import { usPhoneSchema, zipCodeSchema } from './us-contact';
import { INVALID_STATE_MESSAGE, US_STATES } from './us-states';
import { BIO_MAX_LENGTH, BIO_TOO_LONG_MESSAGE } from './member-field-rules';

export const APPLICATION_GENDERS = ['M', 'F', 'Other', 'Prefer not to say'] as const;

export const APPLICATION_MESSAGES = {
  firstName: 'Please provide your first name.',
  lastName: 'Please provide your last name.',
  email: 'Please provide a valid email address.',
  mobile: 'Please provide your mobile number.',
  villagesId: 'Please provide your Villages ID number.',
  streetAddress: 'Please provide your street address.',
  city: 'Please provide your city.',
  state: INVALID_STATE_MESSAGE,
  zipCode: 'Please provide your ZIP code.',
  teams: 'Please select at least one team.',
  acknowledge: 'You must acknowledge the membership dues requirement.',
} as const;

export const ALREADY_A_MEMBER_MESSAGE = 'You are already a member with this email address. Please sign in instead; there is no need to apply again.';

export const DUPLICATE_APPLICATION_MESSAGE =
  'An application with this email address is already waiting for review. We will be in touch soon; there is no need to apply again.';

const required = (message: string, max = 200) => z.string({ message }).trim().min(1, { message }).max(max);

/** The fields the server checks (docs/spec-summary.md §2.3 and §2.5); the form adds only the dues acknowledgement. */
const ApplicationFields = {
  First_Name: personNameSchema('First name', APPLICATION_MESSAGES.firstName),
  Last_Name: personNameSchema('Last name', APPLICATION_MESSAGES.lastName),
  Email: emailSchema(APPLICATION_MESSAGES.email, APPLICATION_MESSAGES.email),
  Mobile: usPhoneSchema.refine((phone) => phone !== '', { message: APPLICATION_MESSAGES.mobile }),
  Landline: usPhoneSchema.optional(),
  Gender: z.union([z.literal(''), z.enum(APPLICATION_GENDERS)]).optional(),
  Villages_ID: required(APPLICATION_MESSAGES.villagesId, 40),
  Street_Address: freeTextSchema('Street Address', 200, { requiredMessage: APPLICATION_MESSAGES.streetAddress }),
  City: freeTextSchema('City', 100, { requiredMessage: APPLICATION_MESSAGES.city }),
  State: z.enum(US_STATES, { message: APPLICATION_MESSAGES.state }),
  Zip_Code: zipCodeSchema.refine((zip) => zip !== '', { message: APPLICATION_MESSAGES.zipCode }),
  /** Chosen team names joined with ', ' (docs/spec-summary.md §2.3). */
  Teams: required(APPLICATION_MESSAGES.teams, 2000).refine((teams) => splitTeamNames(teams).length > 0, { message: APPLICATION_MESSAGES.teams }),
  Personal_Bio: z.string().trim().max(BIO_MAX_LENGTH, { message: BIO_TOO_LONG_MESSAGE }).optional(),
  /**
   * The honeypot: the form hides this field from people (and screen readers); bots fill every field they find.
   * A filled one is answered as accepted, and nothing is stored or sent.
   */
  Website: z.string().max(200).optional(),
};

/** POST /api/members/new (public). */
export const MemberApplicationSchema = z.strictObject(ApplicationFields);
export type MemberApplication = z.infer<typeof MemberApplicationSchema>;

/** The /join form: the application plus the client-only acknowledgement. */
export const MemberApplicationFormSchema = z.object({
  ...ApplicationFields,
  // A select and a checkbox hold plain strings and booleans; what they must hold is checked here.
  State: z
    .string()
    .max(100)
    .pipe(z.enum(US_STATES, { message: APPLICATION_MESSAGES.state })),
  Teams: z.array(z.string().max(100)).min(1, { message: APPLICATION_MESSAGES.teams }).max(100),
  agreeTerms: z.boolean().refine((agreed) => agreed, { message: APPLICATION_MESSAGES.acknowledge }),
});
export type MemberApplicationForm = z.input<typeof MemberApplicationFormSchema>;

export const MemberApplicationResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});
export type MemberApplicationResponse = z.infer<typeof MemberApplicationResponseSchema>;

/** Team names joined the way the server reads them. */
export function joinTeamNames(teams: readonly string[]): string {
  return teams.join(', ');
}

export function splitTeamNames(teams: string): string[] {
  return [
    ...new Set(
      teams
        .split(',')
        .map((team) => team.trim())
        .filter(Boolean),
    ),
  ];
}
export type MemberApplicationFormOutput = z.output<typeof MemberApplicationFormSchema>;
