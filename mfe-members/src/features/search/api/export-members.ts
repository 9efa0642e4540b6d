import { memberExportFileName, type MemberSearchCriteria, TextResponseSchema } from '@greenroom/contracts';
import { apiFetch, CSV_TYPE, saveFile } from '@greenroom/sdk';

/** The server streams every matching member as CSV; the browser saves it under the spec's file name. */
export async function exportMembers(criteria: MemberSearchCriteria): Promise<void> {
  const csv = await apiFetch('/api/members/export', TextResponseSchema, { method: 'POST', body: criteria });
  saveFile(memberExportFileName(), csv, CSV_TYPE);
}
