import { z } from 'zod';
import { recordOf } from '../common/records';

/**
 * The Type of the menu entries for the volunteers who build and release the portal (Releases): the sidebar lists
 * them apart, under their own heading, so the office does not take them for everyday screens.
 */
export const DEVELOPER_MENU_TYPE = 'developer';

/** A navigation record's fields, as the spec spells them. */
export const NavigationFieldsSchema = z.object({
  Title: z.string(),
  Url: z.string(),
  /** An HTML snippet: sanitize before rendering. */
  Icon: z.string().nullable(),
  Type: z.string().nullable(),
  ParentId: z.string().nullable(),
  /** Comma-separated permission names; null means every signed-in member. */
  Permission: z.string().nullable(),
  NavigationId: z.string().nullable(),
  SortOrder: z.number(),
  Visible: z.union([z.boolean(), z.string()]),
});
export type NavigationFields = z.infer<typeof NavigationFieldsSchema>;

export const NavigationRecordSchema = recordOf(NavigationFieldsSchema);
export type NavigationRecord = z.infer<typeof NavigationRecordSchema>;
export const NavigationResponseSchema = z.object({ records: z.array(NavigationRecordSchema) });
export type NavigationResponse = z.infer<typeof NavigationResponseSchema>;
