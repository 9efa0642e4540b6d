import { exportMembersRoute, memberExportFileName, type MemberSearchCriteria } from '@greenroom/contracts';
import { apiFetch, CSV_TYPE, saveFile } from '@greenroom/sdk';

/** The server streams every matching member as CSV; the browser saves it under the spec's file name. */
export async function exportMembers(criteria: MemberSearchCriteria): Promise<void> {
  const csv = await apiFetch(exportMembersRoute, { body: criteria });
  saveFile(memberExportFileName(), csv, CSV_TYPE);
}
