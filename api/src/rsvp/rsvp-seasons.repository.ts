import { Injectable } from '@nestjs/common';
import type { RsvpEventFields, RsvpEventKey, RsvpSeason } from '@greenroom/contracts';
import { updateAtVersion } from '../database/record-version';
import { Transactions } from '../database/transactions';
import { RsvpEventEntity } from './entities/rsvp-event.entity';

/** The seasons of one social: the newest is the current one. Every call joins the caller's transaction, if any. */
@Injectable()
export class RsvpSeasonsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get events() {
    return this.transactions.manager.getRepository(RsvpEventEntity);
  }

  current(key: RsvpEventKey): Promise<RsvpEventEntity | null> {
    return this.events.findOne({ where: { key }, order: { season: 'DESC' } });
  }

  bySeason(key: RsvpEventKey, season: number): Promise<RsvpEventEntity | null> {
    return this.events.findOne({ where: { key, season } });
  }

  /** Writes the Admin's fields only while the row is still at `version`; answers the row as stored, or null when another save came first. */
  async updateAtVersion(id: string, version: number, fields: RsvpEventFields): Promise<RsvpEventEntity | null> {
    if (!(await updateAtVersion(this.transactions.manager, RsvpEventEntity, id, version, fields))) return null;
    return this.events.findOneByOrFail({ id });
  }

  async list(key: RsvpEventKey): Promise<RsvpSeason[]> {
    const rows = await this.transactions.manager.query<{ season: number; title: string; event_date: string; attending: number }[]>(
      `SELECT e."season", e."title", e."event_date"::text AS "event_date",
              (SELECT count(*) FROM "event_rsvps" r JOIN "members" m ON m."id" = r."member_id"
               WHERE r."event_id" = e."id" AND r."attending" AND m."deleted_at" IS NULL)::int AS "attending"
       FROM "rsvp_events" e WHERE e."key" = $1 ORDER BY e."season" DESC`,
      [key],
    );
    return rows.map((row, index) => ({
      season: row.season,
      title: row.title,
      eventDate: row.event_date,
      attending: row.attending,
      current: index === 0,
    }));
  }

  /**
   * Next season's event from this one's settings, every date a year on (29 February becomes the 28th). Answers are
   * not copied: they belong to the season they were given for. Null when that season already exists.
   */
  async insertNext(from: RsvpEventEntity): Promise<RsvpEventEntity | null> {
    const rows = await this.transactions.manager.query<{ id: string }[]>(
      `INSERT INTO "rsvp_events" ("key", "season", "title", "event_date", "time_text", "location", "rsvp_by", "details", "starts_on", "ends_on")
       SELECT "key", "season" + 1, "title", ("event_date" + interval '1 year')::date, "time_text", "location",
              ("rsvp_by" + interval '1 year')::date, "details", ("starts_on" + interval '1 year')::date, ("ends_on" + interval '1 year')::date
       FROM "rsvp_events" WHERE "id" = $1
       ON CONFLICT ON CONSTRAINT "rsvp_events_key_season_key" DO NOTHING
       RETURNING "id"`,
      [from.id],
    );
    return rows.length ? this.events.findOneByOrFail({ id: rows[0].id }) : null;
  }
}
