import type { RecordOf, RecordsResponse } from '../common/records';

/** A navigation record's fields, as the spec spells them. */
export interface NavigationFields {
  Title: string;
  Url: string;
  /** An HTML snippet: sanitize before rendering. */
  Icon: string | null;
  Type: string | null;
  ParentId: string | null;
  /** Comma-separated permission names; null means every signed-in member. */
  Permission: string | null;
  NavigationId: string | null;
  SortOrder: number;
  Visible: boolean | string;
}

export type NavigationRecord = RecordOf<NavigationFields>;
export type NavigationResponse = RecordsResponse<NavigationFields>;
