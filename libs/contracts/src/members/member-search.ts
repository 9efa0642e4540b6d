import { z } from 'zod';
import { DIRECTORY_FIELD_MASK } from './member-fields';
import { MEMBERSHIP_STATUSES, MemberSchema } from './member';

export const SEARCH_CRITERION_REQUIRED_MESSAGE = 'Please enter at least one search criterion';
/** One page of results (a screenful of large print); the screen loads the next page on demand. */
export const SEARCH_PAGE_SIZE = 50;

const optionalText = z.string().trim().max(200).optional();

export const NAME_FRAGMENT_MESSAGE = 'Please type at least one letter of the name (an apostrophe or a dash alone matches every name).';
/**
 * Names are searched by their search keys, which leave out apostrophes and dashes ("O'Brien" is found by "obrien"),
 * so a fragment of only those would be empty and match every member: it is refused instead.
 */
const nameFragment = optionalText.refine((text) => !text || /[\p{L}\p{N}]/u.test(text), { message: NAME_FRAGMENT_MESSAGE });

const CriteriaFields = z.object({
  First_Name: nameFragment,
  Last_Name: nameFragment,
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

/** Which record a search row carries: the result columns (everyone), or the whole record (Leader, Board and Admin). */
export const SEARCH_VIEWS = ['directory', 'full'] as const;
export type SearchView = (typeof SEARCH_VIEWS)[number];

/** POST /api/members/search: the criteria plus the page wanted. */
export const MemberSearchRequestSchema = CriteriaFields.extend({
  /** The previous page's nextCursor, as received; absent for the first page. */
  cursor: z.string().max(1000).optional(),
  /** Count the matches exactly (up to SEARCH_COUNT_LIMIT); without it a first page that is not the last says "about N". */
  count: z.boolean().optional(),
  /** 'directory' unless asked: the full record is read only on demand, by Leader, Board and Admin. */
  view: z.enum(SEARCH_VIEWS).optional(),
}).refine(hasCriterion, { message: SEARCH_CRITERION_REQUIRED_MESSAGE });
export type MemberSearchRequest = z.infer<typeof MemberSearchRequestSchema>;

/**
 * An exact count stops here: counting every one of 100,000 matches to show 50 costs more than the page. A theater's
 * whole membership is far below it, so the office always sees the true number (the search screen always asks).
 */
export const SEARCH_COUNT_LIMIT = 10000;

export const FULL_VIEW_FORBIDDEN_MESSAGE = 'Only Leader, Board and Admin can see full member records.';

/**
 * What every member may see of another (docs/spec-summary.md §1.2, the search results table): name, e-mail, phones,
 * status and teams (the field table's `directory` fields). Addresses, bios, dues, Villages ID and permission stay with Leader, Board and Admin.
 */
export const DirectoryMemberSchema = MemberSchema.pick({ id: true, ...DIRECTORY_FIELD_MASK, Teams: true });
export type DirectoryMember = z.infer<typeof DirectoryMemberSchema>;

/**
 * How many members match: 'exact' (counted, or the whole result fits one page), 'more-than' (counting stopped at
 * SEARCH_COUNT_LIMIT) or 'about' (PostgreSQL's planner estimate, rounded: no row was counted).
 */
export const SearchTotalSchema = z.object({
  value: z.number(),
  kind: z.enum(['exact', 'more-than', 'about']),
});
export type SearchTotal = z.infer<typeof SearchTotalSchema>;

const SearchPageSchema = z.object({
  /** On the first page only (null on the next ones). */
  total: SearchTotalSchema.nullable(),
  /** Send it back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

/** The result columns only: every caller's default. */
export const DirectorySearchResponseSchema = SearchPageSchema.extend({
  view: z.literal('directory'),
  members: z.array(DirectoryMemberSchema),
});
export type DirectorySearchResponse = z.infer<typeof DirectorySearchResponseSchema>;

/** The full records, when a Leader, Board member or Admin asks for view 'full'. */
export const FullSearchResponseSchema = SearchPageSchema.extend({
  view: z.literal('full'),
  members: z.array(MemberSchema),
});
export type FullSearchResponse = z.infer<typeof FullSearchResponseSchema>;

/** POST /api/members/search: which of the two shapes `view` says. */
export const MemberSearchResponseSchema = z.discriminatedUnion('view', [DirectorySearchResponseSchema, FullSearchResponseSchema]);
export type MemberSearchResponse = z.infer<typeof MemberSearchResponseSchema>;

/** members_export_ + the ISO date + .csv */
export function memberExportFileName(now: Date = new Date()): string {
  return `members_export_${now.toISOString().slice(0, 10)}.csv`;
}

/** docs/spec-summary.md §1.7: the statuses the search screen offers when /api/status-choices fails. */
export const FALLBACK_STATUS_CHOICES = ['Active', 'Expired', 'Pending', 'Cancelled'];
