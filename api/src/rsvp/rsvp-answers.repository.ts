import { Injectable } from '@nestjs/common';
import type { Attendee } from '@greenroom/contracts';
import { memberColumns, memberFieldsSql } from '../members/member-fields';
import { Transactions } from '../database/transactions';

/** The two tables of members' answers; they share one shape (member, event, attending, changed_at). */
export type RsvpAnswerTable = 'event_rsvps' | 'play_reading_rsvps';

export interface RsvpChange {
  id: string;
  changedAt: Date;
}

/** All SQL of the members' RSVP answers, for the socials and the play readings. */
@Injectable()
export class RsvpAnswersRepository {
  constructor(private readonly transactions: Transactions) {}

  /**
   * Stores a member's answer in one statement. Returns the row only when it was inserted or its answer
   * changed: repeats and concurrent double clicks meet the unique (member, event) pair and change nothing.
   */
  async upsert(table: RsvpAnswerTable, memberId: string, eventId: string, attending: boolean): Promise<RsvpChange | null> {
    const rows = await this.transactions.manager.query<{ id: string; changed_at: Date }[]>(
      `INSERT INTO "${table}" ("member_id", "event_id", "attending") VALUES ($1, $2, $3)
       ON CONFLICT ("member_id", "event_id") DO UPDATE SET "attending" = EXCLUDED."attending", "changed_at" = now()
       WHERE "${table}"."attending" IS DISTINCT FROM EXCLUDED."attending"
       RETURNING "id", "changed_at"`,
      [memberId, eventId, attending],
    );
    return rows.length ? { id: rows[0].id, changedAt: rows[0].changed_at } : null;
  }

  /** The member's own answer for one event; null when they have not answered. */
  async answerOf(table: RsvpAnswerTable, memberId: string, eventId: string): Promise<boolean | null> {
    const rows = await this.transactions.manager.query<{ attending: boolean }[]>(
      `SELECT "attending" FROM "${table}" WHERE "member_id" = $1 AND "event_id" = $2`,
      [memberId, eventId],
    );
    return rows.length ? rows[0].attending : null;
  }

  /** How many members `attending` would list for each of these events (events nobody said Yes to are absent). */
  async attendingCounts(table: RsvpAnswerTable, eventIds: readonly string[]): Promise<Map<string, number>> {
    if (!eventIds.length) return new Map();
    const rows = await this.transactions.manager.query<{ event_id: string; count: number }[]>(
      `SELECT r."event_id", count(*)::int AS "count" FROM "${table}" r JOIN members m ON m.id = r."member_id"
       WHERE r."event_id" = ANY($1::uuid[]) AND r."attending" AND m.deleted_at IS NULL
       GROUP BY r."event_id"`,
      [eventIds],
    );
    return new Map(rows.map((row) => [row.event_id, row.count]));
  }

  /** Attending, not deleted members of one event, by last name. */
  async attending(table: RsvpAnswerTable, eventId: string): Promise<Attendee[]> {
    const m = memberColumns('m');
    return this.transactions.manager.query<Attendee[]>(
      `SELECT ${memberFieldsSql(['First_Name', 'Last_Name', 'Email'], 'field')} FROM "${table}" r JOIN members m ON m.id = r."member_id"
       WHERE r."event_id" = $1 AND r."attending" AND m.deleted_at IS NULL
       ORDER BY lower(${m.Last_Name}), lower(${m.First_Name}), m.id`,
      [eventId],
    );
  }
}
