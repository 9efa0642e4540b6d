import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every last name members have had, once. A "contains" on last names is matched against these few names first; the
 * members under the matching names are then read in name order straight from members_search_list_idx
 * (`last_name = ANY(...)`), so matches that sort late ("wil" under W) cost what matches under A cost. Kept by
 * statement triggers on members; a name nobody bears any more stays, matching no member. The trigram index on
 * members.last_name goes: the names table's own serves the fragment, and PostgreSQL took the members' one for the
 * `= ANY` too (pg_trgm answers equality), reading every "Zimmer…" once per name.
 */
export class MemberLastNames1795470000000 implements MigrationInterface {
  name = 'MemberLastNames1795470000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "member_last_names" ("last_name" text PRIMARY KEY)`);
    await queryRunner.query(`CREATE INDEX "member_last_names_trgm_idx" ON "member_last_names" USING gin ("last_name" gin_trgm_ops)`);
    await queryRunner.query(`INSERT INTO "member_last_names" ("last_name") SELECT DISTINCT "last_name" FROM "members"`);
    await queryRunner.query(`
            CREATE FUNCTION "member_last_names_add"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                INSERT INTO "member_last_names" ("last_name") SELECT DISTINCT "last_name" FROM "changed_members" ON CONFLICT DO NOTHING;
                RETURN NULL;
            END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "member_last_names_on_insert" AFTER INSERT ON "members" REFERENCING NEW TABLE AS "changed_members" FOR EACH STATEMENT EXECUTE FUNCTION "member_last_names_add"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "member_last_names_on_update" AFTER UPDATE ON "members" REFERENCING NEW TABLE AS "changed_members" FOR EACH STATEMENT EXECUTE FUNCTION "member_last_names_add"()`,
    );
    await queryRunner.query(`DROP INDEX "public"."members_last_name_trgm_idx"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "members_last_name_trgm_idx" ON "members" USING gin ("last_name" gin_trgm_ops)`);
    await queryRunner.query(`DROP TRIGGER "member_last_names_on_update" ON "members"`);
    await queryRunner.query(`DROP TRIGGER "member_last_names_on_insert" ON "members"`);
    await queryRunner.query(`DROP FUNCTION "member_last_names_add"()`);
    await queryRunner.query(`DROP TABLE "member_last_names"`);
  }
}
