import { z } from 'zod';
import { usPhoneSchema } from '../members/us-contact';
import { listResponse } from '../common/responses';
import { recordsResponse } from '../common/records';
import type { CalendarEventFields } from '../calendar/calendar';
import { EmailSchema } from '../common/email';

/** Audition records are calendar events with this Title; their Category is the show (docs/spec-summary.md §2.3, §2.9). */
export const AUDITION_TITLE = 'Audition';
export const DEFAULT_SHOW_NAME = 'Show Audition';
export const DEFAULT_AUDITION_LOCATION = 'TBD';
export const GROUPED_AUDITION_PREFIX = 'group-';
export const HEADSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const HEADSHOT_FIELD = 'headshot';

/** One open audition date as GET /api/auditions/open answers it (times are Unix seconds). */
export type AuditionRecordFields = Pick<CalendarEventFields, 'Title' | 'Category' | 'Details' | 'Location' | 'StartDateTime' | 'EndDateTime'>;

export const ShowInformationFieldsSchema = z.object({
  Title: z.string(),
  CharacterNameDescription: z.string(),
});
export type ShowInformationFields = z.infer<typeof ShowInformationFieldsSchema>;

/** GET /api/show-information */
export const ShowInformationResponseSchema = recordsResponse(ShowInformationFieldsSchema);
export type ShowInformationResponse = z.infer<typeof ShowInformationResponseSchema>;

/** GET /api/show-information?filter={"Title":["<show>"]} */
export const ShowInformationQuerySchema = z.object({
  filter: z
    .string()
    .max(10_000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'filter must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.object({ Title: z.array(z.string().trim().min(1).max(200)).min(1).max(20) })),
});
export type ShowInformationQuery = z.infer<typeof ShowInformationQuerySchema>;

/** Headshot data of a member: when it was uploaded and where to read it (null when there is none). */
export const HeadshotInfoSchema = z.object({
  timeUploaded: z.number(),
  url: z.string(),
});
export type HeadshotInfo = z.infer<typeof HeadshotInfoSchema>;
export const HeadshotInfoResponseSchema = z.object({
  headshot: HeadshotInfoSchema.nullable(),
});
export type HeadshotInfoResponse = z.infer<typeof HeadshotInfoResponseSchema>;

/** PATCH /api/members/:memberId — only these three fields, only on the session's own record. */
export const MemberProfilePatchSchema = z
  .object({
    Landline: usPhoneSchema.optional(),
    Mobile: usPhoneSchema.optional(),
    Show_Bio: z.string().trim().max(5000).optional(),
  })
  .strict();
export type MemberProfilePatch = z.infer<typeof MemberProfilePatchSchema>;

/** The PATCH's answer: the fields as saved (trimmed). */
export const MemberProfilePatchResponseSchema = z.object({
  Landline: z.string().optional(),
  Mobile: z.string().optional(),
  Show_Bio: z.string().optional(),
});

/** Texts the form copies from the member's record and the calendar (the server takes names and e-mail from the record). */
const shortText = z.string().max(200);

export const SelectedAuditionDateSchema = z.object({
  id: z.string().min(1).max(64),
  date: shortText,
  startTime: shortText,
  endTime: shortText,
  unixStart: z.number(),
  unixEnd: z.number().nullable(),
});
export type SelectedAuditionDate = z.infer<typeof SelectedAuditionDateSchema>;

/** The submission payload of docs/spec-summary.md §2.3; the rules that produce the spec's messages are in auditionProblems. */
export const AuditionSubmissionSchema = z.object({
  memberId: z.string().min(1).max(64),
  firstName: shortText,
  lastName: shortText,
  email: z.string().max(254),
  /** The member record's phone rule: what the sheet prints is what the record would accept. */
  landline: usPhoneSchema,
  mobile: usPhoneSchema,
  showBio: z.string().max(5000),
  auditionId: z.string().min(1).max(200),
  showName: z.string().trim().min(1).max(200),
  location: z.string().max(300),
  /** A show has a handful of audition dates and a cast list of a few dozen characters. */
  selectedDates: z.array(SelectedAuditionDateSchema).max(100),
  selectedCharacters: z.array(z.string().min(1).max(200)).max(200),
  acceptOtherRole: z.enum(['Yes', 'No', '']),
  conflicts: z.string().max(5000),
  submissionTimestamp: z.number(),
  submissionDate: z.string().max(64),
  userAgent: z.string().max(1000),
  submissionMethod: z.literal('web'),
});
export type AuditionSubmission = z.infer<typeof AuditionSubmissionSchema>;

export const AUDITION_PROBLEMS_HEADING = 'Please correct the following:';

/** The fields the submit rules read, so the form can check itself before building the payload. */
export type AuditionProblemInput = Pick<
  AuditionSubmission,
  'firstName' | 'lastName' | 'email' | 'mobile' | 'showBio' | 'acceptOtherRole' | 'selectedCharacters'
> & {
  selectedDateCount: number;
};

/** The form field each rule is about (the dates rule reads a count; the form's field is the list of dates). */
export type AuditionProblemField = Exclude<keyof AuditionProblemInput, 'selectedDateCount'> | 'selectedDates';

/** Every problem of a submission, in the spec's words and order (docs/spec-summary.md §2.5), with the field it is about. */
export function auditionProblemsByField(input: AuditionProblemInput, hasCharacters: boolean): { field: AuditionProblemField; message: string }[] {
  const problems: { field: AuditionProblemField; message: string }[] = [];
  const add = (field: AuditionProblemField, message: string) => problems.push({ field, message });
  if (!input.firstName.trim()) add('firstName', 'First name is required.');
  if (!input.lastName.trim()) add('lastName', 'Last name is required.');
  if (!input.email.trim()) add('email', 'Email is required.');
  else if (!EmailSchema.safeParse(input.email).success) add('email', 'Please enter a valid email address.');
  if (!input.mobile.trim()) add('mobile', 'Mobile phone number is required.');
  if (input.selectedDateCount === 0) add('selectedDates', 'Please select at least one audition date.');
  if (hasCharacters) {
    if (input.selectedCharacters.length === 0) add('selectedCharacters', 'Please select at least one character to audition for.');
    if (!input.acceptOtherRole) add('acceptOtherRole', 'Please indicate whether you would accept another role if offered.');
  }
  if (!input.showBio.trim()) add('showBio', 'Please provide your show bio.');
  return problems;
}

/** Every problem of a submission, in the spec's words and order (docs/spec-summary.md §2.5); the client and the server both use it. */
export function auditionProblems(input: AuditionProblemInput, hasCharacters: boolean): string[] {
  return auditionProblemsByField(input, hasCharacters).map((problem) => problem.message);
}

/**
 * The pre-registration form: the member's own fields as typed (trimmed as the profile PATCH trims them) and the
 * choices, checked by the same rules as the server (auditionProblemsByField), each error on its field.
 */
export function auditionFormSchema(hasCharacters: boolean) {
  return z
    .object({
      firstName: shortText,
      lastName: shortText,
      email: z.string().max(254),
      landline: usPhoneSchema,
      mobile: usPhoneSchema,
      showBio: z.string().trim().max(5000),
      conflicts: z.string().max(5000),
      selectedDates: z.array(z.string().min(1).max(64)).max(100),
      selectedCharacters: z.array(z.string().min(1).max(200)).max(200),
      acceptOtherRole: z.enum(['Yes', 'No', '']),
    })
    .superRefine((values, context) => {
      for (const problem of auditionProblemsByField({ ...values, selectedDateCount: values.selectedDates.length }, hasCharacters)) {
        context.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
      }
    });
}
export type AuditionFormInput = z.input<ReturnType<typeof auditionFormSchema>>;
export type AuditionFormValues = z.output<ReturnType<typeof auditionFormSchema>>;

/**
 * POST /api/audition-applications sent twice at once (a double click on Submit): the first is stored and the second
 * is answered 409 with these words (one pre-registration per member and show, kept by a unique constraint). A later
 * submission for the same show replaces the earlier one (`updated: true`).
 */
export const AUDITION_APPLICATION_ALREADY_IN_MESSAGE = 'Your application is already in.';

export const AuditionSubmissionResponseSchema = z.object({
  id: z.string(),
  /** True when this replaced the member's earlier pre-registration for the same show. */
  updated: z.boolean(),
});
export type AuditionSubmissionResponse = z.infer<typeof AuditionSubmissionResponseSchema>;

/** One pre-registration as the Auditions admin view reads it. */
export const AuditionApplicationSummarySchema = z.object({
  id: z.string(),
  memberId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  landline: z.string(),
  showBio: z.string(),
  selectedDates: z.array(SelectedAuditionDateSchema),
  selectedCharacters: z.array(z.string()),
  acceptOtherRole: z.string(),
  conflicts: z.string(),
  submittedAt: z.string(),
  headshot: HeadshotInfoSchema.nullable(),
});
export type AuditionApplicationSummary = z.infer<typeof AuditionApplicationSummarySchema>;

export const AuditionShowApplicationsSchema = z.object({
  showName: z.string(),
  applications: z.array(AuditionApplicationSummarySchema),
});
export type AuditionShowApplications = z.infer<typeof AuditionShowApplicationsSchema>;

/** GET /api/auditions/applications */
export const AuditionApplicationsResponseSchema = listResponse('shows', AuditionShowApplicationsSchema);
export type AuditionApplicationsResponse = z.infer<typeof AuditionApplicationsResponseSchema>;

/** One of the session member's own pre-registrations, as the selection list and the reopened form show it. */
export const MyAuditionApplicationSchema = z.object({
  showName: z.string(),
  auditionId: z.string(),
  /** ISO instants: the first submission, and the latest one (a second submission updates the first). */
  firstSubmittedAt: z.string(),
  lastSubmittedAt: z.string(),
  selectedDates: z.array(SelectedAuditionDateSchema),
  selectedCharacters: z.array(z.string()),
  acceptOtherRole: z.string(),
  conflicts: z.string(),
});
export type MyAuditionApplication = z.infer<typeof MyAuditionApplicationSchema>;

/** GET /api/audition-applications/mine */
export const MyAuditionApplicationsResponseSchema = listResponse('applications', MyAuditionApplicationSchema);
export type MyAuditionApplicationsResponse = z.infer<typeof MyAuditionApplicationsResponseSchema>;
