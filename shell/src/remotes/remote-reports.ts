import { MAX_DRAW_MS, MAX_REPORTS_PER_BATCH, type RemoteReport } from '@greenroom/contracts';
import { getSession } from '@greenroom/sdk';

/** Reports wait this long for others to share their request; a full batch goes at once. */
const SEND_AFTER_MS = 5_000;

const waiting: RemoteReport[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
// Fetched with the first report, so a batch sent as the page is left does not wait for a chunk.
let poster: Promise<typeof import('./post-remote-reports')> | undefined;

/**
 * Notes what a remote slot saw (drawn, failed to load, failed to render) for the Releases screen. Sent in small
 * batches; reports are a signal, so one that cannot be sent is dropped rather than retried or shown to the member.
 */
export function reportRemote(report: RemoteReport): void {
  poster ??= import('./post-remote-reports');
  waiting.push(report.drawMs === undefined ? report : { ...report, drawMs: Math.min(Math.round(report.drawMs), MAX_DRAW_MS) });
  if (waiting.length >= MAX_REPORTS_PER_BATCH) void sendRemoteReports();
  else timer ??= setTimeout(() => void sendRemoteReports(), SEND_AFTER_MS);
}

/** Sends what is waiting now (also when the page is hidden or left: `keepalive` lets the request outlive the page). */
export async function sendRemoteReports(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const batch = waiting.splice(0, MAX_REPORTS_PER_BATCH);
  // Only a signed-in member's browser is counted (the API reads the role from the session).
  if (batch.length === 0 || !getSession().token) return;
  try {
    poster ??= import('./post-remote-reports');
    await (await poster).postRemoteReports(batch);
  } catch {
    // Dropped: the Releases screen shows a little less, the member sees nothing.
  }
  if (waiting.length > 0) timer ??= setTimeout(() => void sendRemoteReports(), SEND_AFTER_MS);
}

/** Starts sending waiting reports when the page is hidden (a tab switched, closed or navigated away). */
export function sendRemoteReportsWhenHidden(): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void sendRemoteReports();
  });
}
