import { z } from 'zod';

/** Audition records are calendar events with this Title; their Category is the show (spec 02 §3, §9). */
export const AUDITION_TITLE = 'Audition';
export const DEFAULT_SHOW_NAME = 'Show Audition';
export const DEFAULT_AUDITION_LOCATION = 'TBD';
export const GROUPED_AUDITION_PREFIX = 'group-';
export const HEADSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const HEADSHOT_FIELD = 'headshot';

/** One open audition date as GET /api/auditions/open answers it (times are Unix seconds). */
export interface AuditionRecordFields {
  Title: string;
  Category: string;
  Details: string | null;
  Location: string | null;
  StartDateTime: number;
  EndDateTime: number | null;
}

export interface ShowInformationFields {
  Title: string;
  CharacterNameDescription: string;
}

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
export interface HeadshotInfo {
  timeUploaded: number;
  url: string;
}
export interface HeadshotInfoResponse {
  headshot: HeadshotInfo | null;
}

/** PATCH /api/members/:memberId — only these three fields, only on the session's own record. */
export const MemberProfilePatchSchema = z
  .object({
    Landline: z.string().trim().max(40).optional(),
    Mobile: z.string().trim().max(40).optional(),
    Show_Bio: z.string().trim().max(5000).optional(),
  })
  .strict();
export type MemberProfilePatch = z.infer<typeof MemberProfilePatchSchema>;

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

/** The submission payload of spec 02 §3; the rules that produce the spec's messages are in auditionProblems. */
export const AuditionSubmissionSchema = z.object({
  memberId: z.string().min(1).max(64),
  firstName: shortText,
  lastName: shortText,
  email: z.string().max(254),
  landline: z.string().max(40),
  mobile: z.string().max(40),
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

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The fields the submit rules read, so the form can check itself before building the payload. */
export type AuditionProblemInput = Pick<AuditionSubmission, 'firstName' | 'lastName' | 'email' | 'mobile' | 'showBio' | 'acceptOtherRole' | 'selectedCharacters'> & {
  selectedDateCount: number;
};

/** Every problem of a submission, in the spec's words and order (spec 02 §5); the client and the server both use it. */
export function auditionProblems(input: AuditionProblemInput, hasCharacters: boolean): string[] {
  const problems: string[] = [];
  if (!input.firstName.trim()) problems.push('First name is required.');
  if (!input.lastName.trim()) problems.push('Last name is required.');
  if (!input.email.trim()) problems.push('Email is required.');
  else if (!EMAIL_PATTERN.test(input.email.trim())) problems.push('Please enter a valid email address.');
  if (!input.mobile.trim()) problems.push('Mobile phone number is required.');
  if (input.selectedDateCount === 0) problems.push('Please select at least one audition date.');
  if (hasCharacters) {
    if (input.selectedCharacters.length === 0) problems.push('Please select at least one character to audition for.');
    if (!input.acceptOtherRole) problems.push('Please indicate whether you would accept another role if offered.');
  }
  if (!input.showBio.trim()) problems.push('Please provide your show bio.');
  return problems;
}

export interface AuditionSubmissionResponse {
  id: string;
  /** True when this replaced the member's earlier pre-registration for the same show. */
  updated: boolean;
}

/** One pre-registration as the Auditions admin view reads it. */
export interface AuditionApplicationSummary {
  id: string;
  memberId: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  landline: string;
  showBio: string;
  selectedDates: SelectedAuditionDate[];
  selectedCharacters: string[];
  acceptOtherRole: string;
  conflicts: string;
  submittedAt: string;
  headshot: HeadshotInfo | null;
}

export interface AuditionShowApplications {
  showName: string;
  applications: AuditionApplicationSummary[];
}

/** GET /api/auditions/applications */
export interface AuditionApplicationsResponse {
  shows: AuditionShowApplications[];
}
