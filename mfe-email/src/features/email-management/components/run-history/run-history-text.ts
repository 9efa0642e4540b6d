import type { EmailLogType, EmailRunPoint } from '@greenroom/contracts';
import { formatInTheaterZone } from '@greenroom/sdk';

export const TYPE_LABELS: Record<EmailLogType, string> = { daily: 'Daily', weekly: 'Weekly', test: 'Test e-mail' };

/** "Nov 3, 7:00 AM" on the theater's clock: the run's name on the chart's axis and in the table. */
export function runTime(run: EmailRunPoint): string {
  return formatInTheaterZone(new Date(run.ranAt), { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The chart's text alternative: what a sighted reader takes from it at a glance, the table has the rest. */
export function historySummary(runs: readonly EmailRunPoint[]): string {
  const sent = runs.reduce((total, run) => total + run.sent, 0);
  const failed = runs.reduce((total, run) => total + run.failed, 0);
  const withFailures = runs.filter((run) => run.failed > 0).length;
  const failures = failed === 0 ? 'none failed' : `${plural(failed, 'message', 'messages')} failed, in ${plural(withFailures, 'run', 'runs')}`;
  return `Bar chart of ${plural(runs.length, 'e-mail run', 'e-mail runs')} in the last 90 days: ${plural(sent, 'message', 'messages')} sent, ${failures}. The same numbers are in the table below.`;
}
