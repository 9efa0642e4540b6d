import { z } from 'zod';
import { EmailSchema } from '../common/email';
import { freeTextSchema } from '../common/free-text';
import { fullReplacement } from '../common/full-replacement';
import { personNameSchema } from '../common/person-name';
import { RecordVersionSchema } from '../common/record-version';
import { itemResponse } from '../common/responses';

export const TeamCoordinatorSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type TeamCoordinator = z.infer<typeof TeamCoordinatorSchema>;

/** GET /api/teams: one team as docs/spec-summary.md §2.3 describes it. */
export const TeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  coordinatorDetails: TeamCoordinatorSchema.nullable(),
  /** Sent back with an update (PUT /api/teams/:id). */
  version: z.number().int(),
});
export type Team = z.infer<typeof TeamSchema>;

export const TeamsResponseSchema = z.object({
  success: z.boolean(),
  teams: z.array(TeamSchema),
});
export type TeamsResponse = z.infer<typeof TeamsResponseSchema>;

export const TEAM_NO_DESCRIPTION = 'No description available';

/** docs/spec-summary.md §2.9: the application's built-in list when /api/teams fails. */
export const FALLBACK_APPLICATION_TEAMS = [
  'Actor',
  'AV',
  'Box Office',
  'Costumes',
  'Direction',
  'Hospitality',
  'Makeup',
  'Marketing',
  'Mic Tech/Dresser',
  'Play Reading',
  'Production',
  'Props',
  'Set',
  'Shows to Go',
  'Ushers',
] as const;

/** '' (an emptied form field) clears the value. */
const emptyAsNull = (value: string) => (value === '' ? null : value);

/** PUT /api/teams/:id (Admin, Leader, Board): the Edit Teams screen. A full replacement: every field is sent ('' or null for none). */
export const TeamUpdateRequestSchema = z.object({
  version: RecordVersionSchema,
  name: freeTextSchema('Team name', 100, { requiredMessage: 'Please enter a team name.' }),
  description: z.string().trim().max(2000),
  coordinatorName: personNameSchema('Coordinator name').transform(emptyAsNull).nullable(),
  coordinatorEmail: z.union([z.literal('').transform(() => null), EmailSchema]).nullable(),
});
fullReplacement(TeamUpdateRequestSchema);
export type TeamUpdateRequest = z.input<typeof TeamUpdateRequestSchema>;
/** The Edit Teams form: the request without the version, which the screen adds from the team it loaded. */
export const TeamFormSchema = TeamUpdateRequestSchema.omit({ version: true });
export type TeamForm = z.input<typeof TeamFormSchema>;

export const TeamResponseSchema = itemResponse('team', TeamSchema);
export type TeamResponse = z.infer<typeof TeamResponseSchema>;

/** POST /api/update-member-teams: the session's member's teams; Email, if sent, must be theirs. */
export const UpdateMemberTeamsRequestSchema = z.object({
  email: EmailSchema.optional(),
  teams: z.array(z.string().trim().min(1).max(100)).max(100),
});
export type UpdateMemberTeamsRequest = z.infer<typeof UpdateMemberTeamsRequestSchema>;

export const TEAM_NAME_TAKEN_MESSAGE = 'Another team already has this name.';
export const TEAM_NOT_FOUND_MESSAGE = 'Team not found';
export const UNKNOWN_TEAMS_MESSAGE = 'Unknown team: ';
