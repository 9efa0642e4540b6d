import { z } from 'zod';
import { MEMBERSHIP_STATUSES, type Member } from './member';

export const SEARCH_CRITERION_REQUIRED_MESSAGE = 'Please enter at least one search criterion';
/** One page of results; the screen loads the next page on demand. */
export const SEARCH_PAGE_SIZE = 200;

const optionalText = z.string().trim().max(200).optional();

const CriteriaFields = z.object({
  First_Name: optionalText,
  Last_Name: optionalText,
  Email: optionalText,
  Membership_Statuses: z.array(z.enum(MEMBERSHIP_STATUSES)).max(MEMBERSHIP_STATUSES.length).optional(),
  team: optionalText,
});

function hasCriterion(criteria: z.infer<typeof CriteriaFields>): boolean {
  return Boolean(criteria.First_Name || criteria.Last_Name || criteria.Email || criteria.team) || (criteria.Membership_Statuses?.length ?? 0) > 0;
}

/** The criteria of a search; the CSV export (POST /api/members/export) takes exactly these. */
export const MemberSearchCriteriaSchema = CriteriaFields.refine(hasCriterion, { message: SEARCH_CRITERION_REQUIRED_MESSAGE });
export type MemberSearchCriteria = z.infer<typeof MemberSearchCriteriaSchema>;

/** POST /api/members/search: the criteria plus the page wanted. */
export const MemberSearchRequestSchema = CriteriaFields.extend({
  offset: z.number().int().min(0).max(1_000_000).optional(),
  limit: z.number().int().min(1).max(SEARCH_PAGE_SIZE).optional(),
}).refine(hasCriterion, { message: SEARCH_CRITERION_REQUIRED_MESSAGE });
export type MemberSearchRequest = z.infer<typeof MemberSearchRequestSchema>;

/** Counting stops here: a broad search at 100,000 members must not count every match to show one page. */
export const SEARCH_COUNT_LIMIT = 5000;

/**
 * What every member may see of another (spec 01 §2, the search results table): name, e-mail, phones,
 * status and teams. Addresses, bios, dues, Villages ID and permission stay with Leader, Board and Admin.
 */
export type DirectoryMember = Pick<Member, 'id' | 'First_Name' | 'Last_Name' | 'Email' | 'Mobile' | 'Landline' | 'Membership_Status' | 'Teams'>;

interface SearchPage {
  /** Every matching member, not only this page; at most SEARCH_COUNT_LIMIT (then totalCapped is true). */
  total: number;
  totalCapped: boolean;
  offset: number;
  limit: number;
}

/** A Member's search answer: the directory columns only. */
export interface DirectorySearchResponse extends SearchPage {
  view: 'directory';
  members: DirectoryMember[];
}

/** A Leader's, Board member's or Admin's search answer: the full records. */
export interface FullSearchResponse extends SearchPage {
  view: 'full';
  members: Member[];
}

/** POST /api/members/search: which of the two shapes `view` says, decided by the caller's permission. */
export type MemberSearchResponse = DirectorySearchResponse | FullSearchResponse;

/** Spec 01 §9: the CSV columns, in order. */
export const MEMBER_CSV_COLUMNS = ['First Name', 'Last Name', 'Email', 'Membership Status', 'Villages ID', 'Teams'] as const;

/** members_export_ + the ISO date + .csv */
export function memberExportFileName(now: Date = new Date()): string {
  return `members_export_${now.toISOString().slice(0, 10)}.csv`;
}

/** GET /api/status-choices and GET /api/team-choices */
export interface ChoicesResponse {
  choices: string[];
}

/** Spec 01 §7: the statuses the search screen offers when /api/status-choices fails. */
export const FALLBACK_STATUS_CHOICES = ['Active', 'Expired', 'Pending', 'Cancelled'];
