import { longDateOf } from './digest-events.repository';

/** "1 recipient", "3 recipients": a count as a person says it, never "recipient(s)". */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * A run's stored log as new runs write it (issue 36): rows written before then say "3 event(s)", "for 2026-11-28"
 * and "as campaign <id>" (the id is shown apart, under Technical details).
 */
export function logInWords(log: string): string {
  return log
    .replace(/ as campaign [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '')
    .replace(/\b(\d+) (\w+)\(s\)/g, (_match, count: string, noun: string) => countOf(Number(count), noun))
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, (day) => longDateOf(day));
}
