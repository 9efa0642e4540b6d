import type { NavigationFields, NavigationRecord } from '@greenroom/contracts';

/** One menu entry as GET /api/members-nav returns it: a visible top-level link for everyone unless `fields` says otherwise. */
export function navigationRecordFixture(id: string, fields: Pick<NavigationFields, 'Title' | 'Url'> & Partial<NavigationFields>): NavigationRecord {
  return {
    id,
    fields: { Icon: null, Type: null, ParentId: null, Permission: null, NavigationId: null, SortOrder: 1, Visible: true, ...fields },
  };
}
