import { Injectable } from '@nestjs/common';

/**
 * "Now" for rules that count days (dues, applications). One injectable source so the integration tests can move
 * the date of a real worker forward instead of waiting weeks.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** The calendar day (yyyy-mm-dd) of `now` in `timeZone`: the theater's "today", not the server's. */
export function calendarDayIn(now: Date, timeZone: string): string {
  return now.toLocaleDateString('en-CA', { timeZone });
}

/** `day` (yyyy-mm-dd) moved by whole days. */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both yyyy-mm-dd); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}
