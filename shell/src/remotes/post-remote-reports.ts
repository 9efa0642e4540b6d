import type { RemoteReport } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { z } from 'zod';

/** POST /api/remotes/reports (204). Loaded only when a batch goes, so the first screen does not carry zod for it. */
export async function postRemoteReports(reports: RemoteReport[]): Promise<void> {
  await apiFetch('/api/remotes/reports', z.unknown(), { method: 'POST', body: { reports }, keepalive: true });
}
