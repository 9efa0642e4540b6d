import { duesCsvRoute, duesExportFileName } from '@greenroom/contracts';
import { apiFetch, CSV_TYPE, saveFile } from '@greenroom/sdk';

/** The Dues list as the Admin sees it, as a CSV download. */
export async function downloadDuesList(today: string): Promise<void> {
  saveFile(duesExportFileName(today), await apiFetch(duesCsvRoute), CSV_TYPE);
}
