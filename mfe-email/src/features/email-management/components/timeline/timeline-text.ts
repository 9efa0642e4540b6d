import { EMAIL_KIND_LABELS, type EmailDayCount, type EmailKind, type EmailTimeline } from '@greenroom/contracts';
import { formatInTheaterZone, theaterDay, theaterInstant } from '@greenroom/sdk';

/** Every kind, or one the office picked. */
export type KindChoice = EmailKind | 'all';

export interface DayTotal {
  day: string;
  sent: number;
  failed: number;
}

/** A theater day (yyyy-mm-dd) at noon, so no zone moves it to the day before. */
const noonOf = (day: string) => theaterInstant(day, '12:00');

/** "Nov 28, 2026". */
export const dayText = (day: string) => formatInTheaterZone(noonOf(day), { dateStyle: 'medium' });
/** "Nov 28": the chart's axis. */
export const shortDayText = (day: string) => formatInTheaterZone(noonOf(day), { month: 'short', day: 'numeric' });

export const kindText = (choice: KindChoice) => (choice === 'all' ? 'Every kind of e-mail' : EMAIL_KIND_LABELS[choice]);

const chosen = (counts: readonly EmailDayCount[], choice: KindChoice) =>
  choice === 'all' ? counts : counts.filter((count) => count.kind === choice);

/** One total per day of the window, days without mail included: the chart is a timeline, not a list of sends. */
export function dayTotals(timeline: EmailTimeline, choice: KindChoice): DayTotal[] {
  const byDay = new Map<string, DayTotal>();
  for (let day = timeline.from; day <= timeline.to; day = theaterDay(new Date(noonOf(day).getTime() + 86_400_000))) {
    byDay.set(day, { day, sent: 0, failed: 0 });
  }
  for (const count of chosen(timeline.days, choice)) {
    const total = byDay.get(count.day);
    if (total) {
      total.sent += count.sent;
      total.failed += count.failed;
    }
  }
  return [...byDay.values()];
}

/** The day table's rows for the choice: one per day and kind, newest day first. */
export function dayRows(timeline: EmailTimeline, choice: KindChoice): EmailDayCount[] {
  return [...chosen(timeline.days, choice)].reverse();
}

export interface KindTotal {
  kind: EmailKind;
  sent: number;
  failed: number;
  /** The newest day with a message of this kind, or null. */
  lastDay: string | null;
}

/** Every kind the portal sends, those with nothing in the window too: "no renewal reminders" is an answer. */
export function kindTotals(timeline: EmailTimeline): KindTotal[] {
  return (Object.keys(EMAIL_KIND_LABELS) as EmailKind[]).map((kind) => {
    const counts = timeline.days.filter((count) => count.kind === kind);
    return {
      kind,
      sent: counts.reduce((total, count) => total + count.sent, 0),
      failed: counts.reduce((total, count) => total + count.failed, 0),
      lastDay: counts.at(-1)?.day ?? null,
    };
  });
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The chart's text alternative: what a sighted reader takes from it at a glance; the tables have the rest. */
export function timelineSummary(totals: readonly DayTotal[], choice: KindChoice): string {
  const sent = totals.reduce((total, day) => total + day.sent, 0);
  const failed = totals.reduce((total, day) => total + day.failed, 0);
  const busyDays = totals.filter((day) => day.sent + day.failed > 0).length;
  const first = totals[0]?.day;
  const last = totals.at(-1)?.day;
  const window = first && last ? `, ${shortDayText(first)} to ${shortDayText(last)}` : '';
  const failures = failed === 0 ? 'none failed' : `${plural(failed, 'message', 'messages')} failed`;
  return `Bar chart of ${kindText(choice).toLowerCase()} per day${window}: ${plural(sent, 'message', 'messages')} sent on ${plural(busyDays, 'day', 'days')}, ${failures}. The same numbers are in the tables below.`;
}
