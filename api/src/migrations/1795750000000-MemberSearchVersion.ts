import { MigrationInterface, QueryRunner } from 'typeorm';

/** What a member search reads: a change to any of them may change a page. */
const SEARCHED_TABLES = ['members', 'member_teams', 'teams'];

/**
 * The version of what member search reads (issue 40): one row, set to the writing transaction's id as it commits,
 * so a page kept by an API replica (members/search-results.ts) is used only while no write has committed since.
 * - Set at commit (a deferred constraint trigger), so the row is locked last and only for the commit's moment: two
 *   writers wait for each other there at most, never deadlock.
 * - One deferred event per transaction: the trigger's WHEN asks greenroom_search_changed_first(), which says yes once
 *   per transaction (a transaction-local setting, undone with a rolled-back savepoint as the event is).
 * - A transaction id is never reused, so a version that has been replaced never comes back, not even after the row
 *   itself is emptied (then nothing is kept: search-results reads no version).
 */
export class MemberSearchVersion1795750000000 implements MigrationInterface {
  name = 'MemberSearchVersion1795750000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "member_search_version" (
        "singleton" boolean PRIMARY KEY DEFAULT true CHECK ("singleton"),
        "version" xid8 NOT NULL
      )`,
    );
    await queryRunner.query(`INSERT INTO "member_search_version" ("version") VALUES (pg_current_xact_id())`);
    await queryRunner.query(
      `CREATE FUNCTION "greenroom_search_changed_first"() RETURNS boolean LANGUAGE sql VOLATILE AS $$
         SELECT current_setting('greenroom.search_changed', true) IS DISTINCT FROM 'yes'
            AND set_config('greenroom.search_changed', 'yes', true) = 'yes'
       $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "greenroom_bump_search_version"() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           INSERT INTO "member_search_version" ("version") VALUES (pg_current_xact_id())
             ON CONFLICT ("singleton") DO UPDATE SET "version" = excluded."version";
           RETURN NULL;
         END $$`,
    );
    for (const table of SEARCHED_TABLES) {
      await queryRunner.query(
        `CREATE CONSTRAINT TRIGGER "${table}_search_version" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
         DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ("greenroom_search_changed_first"())
         EXECUTE FUNCTION "greenroom_bump_search_version"()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "${table}_search_version_truncate" AFTER TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION "greenroom_bump_search_version"()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of SEARCHED_TABLES) {
      await queryRunner.query(`DROP TRIGGER "${table}_search_version_truncate" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER "${table}_search_version" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION "greenroom_bump_search_version"()`);
    await queryRunner.query(`DROP FUNCTION "greenroom_search_changed_first"()`);
    await queryRunner.query(`DROP TABLE "member_search_version"`);
  }
}
