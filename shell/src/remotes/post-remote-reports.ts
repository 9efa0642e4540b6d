import { remoteReportsRoute, type RemoteReport } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

/** POST /api/remotes/reports (204). Loaded only when a batch goes, so the first screen does not carry zod for it. */
export async function postRemoteReports(reports: RemoteReport[]): Promise<void> {
  await apiFetch(remoteReportsRoute, { body: { reports }, keepalive: true });
}
