import { MigrationInterface, QueryRunner } from 'typeorm';

/** The records an admin edits, each with the version a save must name (docs/concurrent-edits.md). */
const VERSIONED_TABLES = ['members', 'calendar_events', 'shows', 'play_reading_events', 'rsvp_events', 'calendar_categories', 'teams'] as const;

/**
 * Every record an admin edits gets a version that a trigger raises on each UPDATE of its row, whoever writes it (an
 * admin's save, a dues payment, a member's own change, a show renaming its category), so a save built from an older
 * read is refused even when the change it would undo came through another route. A show's characters are written
 * only with their show, whose row every save updates: the show's version covers them.
 */
export class RecordVersions1795700234000 implements MigrationInterface {
  name = 'RecordVersions1795700234000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION greenroom_next_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.version := OLD.version + 1; RETURN NEW; END $$`,
    );
    for (const table of VERSIONED_TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "version" integer NOT NULL DEFAULT 1`);
      await queryRunner.query(
        `CREATE TRIGGER "${table}_next_version" BEFORE UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION greenroom_next_version()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of VERSIONED_TABLES) {
      await queryRunner.query(`DROP TRIGGER "${table}_next_version" ON "${table}"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "version"`);
    }
    await queryRunner.query(`DROP FUNCTION greenroom_next_version()`);
  }
}
