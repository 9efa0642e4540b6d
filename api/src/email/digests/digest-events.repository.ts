import { Injectable } from '@nestjs/common';
import type { PreviewEvent } from '@greenroom/contracts';
import { AppConfig } from '../../config/app-config';
import { Transactions } from '../../database/transactions';

/** Calendar events by local date in the digest time zone (the theater's "today", not the server's). */
@Injectable()
export class DigestEventsRepository {
  constructor(
    private readonly transactions: Transactions,
    private readonly config: AppConfig,
  ) {}

  async between(firstDate: string, lastDate: string): Promise<PreviewEvent[]> {
    const rows = await this.transactions.manager.query<
      {
        id: string;
        title: string;
        start_at: Date;
        end_at: Date | null;
        is_all_day: boolean;
        details: string | null;
        location: string | null;
        category: string;
      }[]
    >(
      `SELECT id, title, start_at, end_at, is_all_day, details, location, category FROM calendar_events
       WHERE (start_at AT TIME ZONE $3)::date BETWEEN $1::date AND $2::date ORDER BY start_at, title`,
      [firstDate, lastDate, this.config.theaterTimeZone],
    );
    return rows.map((row) => ({
      ID: row.id,
      Title: row.title,
      StartTime: row.is_all_day ? 'All Day' : this.localDateTime(row.start_at),
      EndTime: row.is_all_day || !row.end_at ? '' : this.localEnd(row.start_at, row.end_at),
      Description: row.details ?? '',
      Location: row.location ?? '',
      Category: row.category,
    }));
  }

  /** "Wednesday, November 25, 2026 at 2:44 PM": the theater's time in words, for the digest logs. */
  nowInWords(now: Date = new Date()): string {
    return now.toLocaleString('en-US', { timeZone: this.config.theaterTimeZone, dateStyle: 'full', timeStyle: 'short' });
  }

  today(now: Date = new Date()): string {
    return now.toLocaleDateString('en-CA', { timeZone: this.config.theaterTimeZone });
  }

  /** "9:00 PM" on the day it started, the whole date and time otherwise. */
  private localEnd(start: Date, end: Date): string {
    const day = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: this.config.theaterTimeZone });
    if (day(start) !== day(end)) return this.localDateTime(end);
    return new Date(end).toLocaleTimeString('en-US', { timeZone: this.config.theaterTimeZone, hour: 'numeric', minute: '2-digit' });
  }

  private localDateTime(date: Date): string {
    return new Date(date).toLocaleString('en-US', {
      timeZone: this.config.theaterTimeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
  }
}

export function addDaysIso(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function longDateOf(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
