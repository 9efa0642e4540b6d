import { memberExportFileName, type MemberSearchCriteria } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

/** The server streams every matching member as CSV; the browser saves it under the spec's file name. */
export async function exportMembers(criteria: MemberSearchCriteria): Promise<void> {
  const csv = await apiFetch<string>('/api/members/export', { method: 'POST', body: criteria });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = memberExportFileName();
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
