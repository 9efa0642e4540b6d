import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each Holiday Party and May Social becomes one season's event with its own window. Today's row of each social is
 * its first season (the year of its date), keeping its id, so every answer stays with it; its window is the one
 * feature_windows held (or the spec's, where no row was stored, as the guard used).
 */
export class SocialSeasons1795700000000 implements MigrationInterface {
  name = 'SocialSeasons1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rsvp_events" ADD "season" integer`);
    await queryRunner.query(`ALTER TABLE "rsvp_events" ADD "starts_on" date`);
    await queryRunner.query(`ALTER TABLE "rsvp_events" ADD "ends_on" date`);
    await queryRunner.query(
      `UPDATE "rsvp_events" e SET "season" = EXTRACT(YEAR FROM e."event_date")::int,
         "starts_on" = COALESCE(w."starts_on", DATE '2025-04-20'),
         "ends_on" = COALESCE(w."ends_on", CASE e."key" WHEN 'may-social' THEN DATE '2025-05-09' ELSE DATE '2025-12-01' END)
       FROM "rsvp_events" x LEFT JOIN "feature_windows" w ON w."route" = '/' || x."key"
       WHERE x."id" = e."id"`,
    );
    await queryRunner.query(`ALTER TABLE "rsvp_events" ALTER COLUMN "season" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "rsvp_events" ALTER COLUMN "starts_on" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "rsvp_events" ALTER COLUMN "ends_on" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "rsvp_events" DROP CONSTRAINT "UQ_9aa21ead71f5cedc0ecf539ec7c"`);
    await queryRunner.query(`ALTER TABLE "rsvp_events" ADD CONSTRAINT "rsvp_events_key_season_key" UNIQUE ("key", "season")`);
    // The guard reads feature_windows: a social that had no row there gets its season's window.
    await queryRunner.query(
      `INSERT INTO "feature_windows" ("route", "starts_on", "ends_on") SELECT '/' || "key", "starts_on", "ends_on" FROM "rsvp_events"
       ON CONFLICT ("route") DO NOTHING`,
    );
  }

  /** Back to one row per social: the newest season of each stays (earlier seasons and their answers go). */
  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rsvp_events" DROP CONSTRAINT "rsvp_events_key_season_key"`);
    await queryRunner.query(
      `DELETE FROM "rsvp_events" e WHERE EXISTS (SELECT 1 FROM "rsvp_events" n WHERE n."key" = e."key" AND n."season" > e."season")`,
    );
    await queryRunner.query(`ALTER TABLE "rsvp_events" ADD CONSTRAINT "UQ_9aa21ead71f5cedc0ecf539ec7c" UNIQUE ("key")`);
    await queryRunner.query(`ALTER TABLE "rsvp_events" DROP COLUMN "ends_on"`);
    await queryRunner.query(`ALTER TABLE "rsvp_events" DROP COLUMN "starts_on"`);
    await queryRunner.query(`ALTER TABLE "rsvp_events" DROP COLUMN "season"`);
  }
}
