import { formatClockTime } from '@greenroom/contracts';
/** The wall-clock date (yyyy-mm-dd), weekday (0 = Sunday) and minute of the day of `now` in `timeZone`. */
function wallClock(now: Date, timeZone: string): { date: string; weekday: number; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, weekday: new Date(`${date}T12:00:00Z`).getUTCDay(), minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/**
 * When a digest scheduled at `time` ('07:00', the theater's wall clock) next goes out, in words:
 * "Thursday, November 26, 2026 at 7:00 AM". Weekly digests go on `weekday` (0 = Sunday) only.
 */
export function nextDigestSend(now: Date, timeZone: string, time: string, weekday: number | null): string {
  const [hours, minutes] = time.split(':').map(Number);
  const clock = wallClock(now, timeZone);
  const day = new Date(`${clock.date}T12:00:00Z`);
  let ahead = clock.minute < hours * 60 + minutes ? 0 : 1;
  if (weekday !== null) {
    ahead = (weekday - clock.weekday + 7) % 7;
    if (ahead === 0 && clock.minute >= hours * 60 + minutes) ahead = 7;
  }
  day.setUTCDate(day.getUTCDate() + ahead);
  const date = day.toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  return `${date} at ${formatClockTime(time)}`;
}
