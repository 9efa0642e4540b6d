import type { EntityManager } from 'typeorm';

export interface RsvpChange {
  id: string;
  changedAt: Date;
}

/**
 * Stores a member's answer in one statement. Returns the row only when it was inserted or its answer
 * changed: repeats and concurrent double clicks meet the unique (member, event) pair and change nothing.
 */
export async function upsertRsvp(
  manager: EntityManager,
  table: 'event_rsvps' | 'play_reading_rsvps',
  memberId: string,
  eventId: string,
  attending: boolean,
): Promise<RsvpChange | null> {
  const rows = await manager.query<{ id: string; changed_at: Date }[]>(
    `INSERT INTO "${table}" ("member_id", "event_id", "attending") VALUES ($1, $2, $3)
     ON CONFLICT ("member_id", "event_id") DO UPDATE SET "attending" = EXCLUDED."attending", "changed_at" = now()
     WHERE "${table}"."attending" IS DISTINCT FROM EXCLUDED."attending"
     RETURNING "id", "changed_at"`,
    [memberId, eventId, attending],
  );
  return rows.length ? { id: rows[0].id, changedAt: rows[0].changed_at } : null;
}
