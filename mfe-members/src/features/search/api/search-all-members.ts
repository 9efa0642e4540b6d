import { type DirectoryMember, type MemberSearchCriteria, SEARCH_COUNT_LIMIT } from '@greenroom/contracts';
import { searchMembers } from './search-members';

/**
 * Every match for the print view (spec: 'Results (N members)'), page after page by cursor, from the pages the
 * screen already holds on. It stops at SEARCH_COUNT_LIMIT, the same bound as the count the screen shows.
 */
export async function searchAllMembers(criteria: MemberSearchCriteria, loaded: DirectoryMember[], cursor: string | null): Promise<DirectoryMember[]> {
  const members = [...loaded];
  let next = cursor;
  while (next !== null && members.length < SEARCH_COUNT_LIMIT) {
    const page = await searchMembers(criteria, next);
    members.push(...page.members);
    next = page.nextCursor;
  }
  return members.slice(0, SEARCH_COUNT_LIMIT);
}
