import type { NavigationRecord } from '@greenroom/contracts';

/** A navigation record as the apps use it (docs/spec-summary.md §1.3, "Menu item"). */
export interface MenuItem {
  id: string;
  title: string;
  path: string;
  /** An HTML snippet from data: sanitize before rendering. */
  icon: string | null;
  type: string | null;
  parentId: string | null;
  /** Comma-separated permission names; empty means every member whose user info has loaded. */
  permission: string | null;
  navigationId: string | null;
  sortOrder: number;
  /** false, or the text 'false', hides the item. */
  visible: boolean | string;
}

export function toMenuItem(record: NavigationRecord): MenuItem {
  const { fields } = record;
  return {
    id: record.id,
    title: fields.Title,
    path: fields.Url,
    icon: fields.Icon ?? null,
    type: fields.Type ?? null,
    parentId: fields.ParentId ?? null,
    permission: fields.Permission ?? null,
    navigationId: fields.NavigationId ?? null,
    sortOrder: fields.SortOrder ?? 0,
    visible: fields.Visible ?? true,
  };
}
