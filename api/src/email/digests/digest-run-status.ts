import { countOf, logInWords } from './digest-log-words';
import type { DigestRunOutcome } from './digest-runs.repository';

export type DigestRunStatus = 'Success' | 'Sending' | 'Failed';

/** "Success" only once every recipient was sent: queuing them is not delivering them. */
export function runStatus(run: Pick<DigestRunOutcome, 'status' | 'queued' | 'failed'>): DigestRunStatus {
  if (run.status === 'Failed') return 'Failed';
  if (run.queued > 0) return 'Sending';
  return run.failed > 0 ? 'Failed' : 'Success';
}

/** The run's log followed by what became of its sends, failed addresses with their reasons. */
export function runLogEntry(run: DigestRunOutcome): string {
  const lines = [`[${runStatus(run)}] ${logInWords(run.log)}`];
  if (run.total > 0) {
    const counts = [`sent to ${run.sent} of ${countOf(run.total, 'recipient')}`];
    if (run.failed > 0) counts.push(`${run.failed} failed`);
    if (run.queued > 0) counts.push(`${run.queued} still queued`);
    lines.push(counts.join('; '));
    lines.push(...run.failures.map((failure) => `  ${failure.email}: ${failure.reason}`));
  }
  return lines.join('\n');
}
