import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Names sort as people read them, not by bytes: the database's C.UTF-8 put "Ñúñez" after "Zulauf" and "de la Cruz"
 * after every capital. The name columns take an ICU collation (the root locale, accents and case compared after the
 * letters: level 2), so every ORDER BY on them (search, print, export, the Dues list) and the ordered search index
 * follow it without a COLLATE in each query, and a page's keyset compares in the same order the index is walked.
 * Deterministic (the default): equal only when the bytes are, so the last-name table's key and LIKE work as before.
 * ALTER ... TYPE rebuilds the indexes on these columns (members_search_list_idx, the trigram indexes on their keys).
 */
export class NameCollation1795700310000 implements MigrationInterface {
  name = 'NameCollation1795700310000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE COLLATION IF NOT EXISTS "greenroom_names" (provider = icu, locale = 'und-u-ks-level2')`);
    await queryRunner.query(
      `ALTER TABLE "members" ALTER COLUMN "first_name" TYPE text COLLATE "greenroom_names", ALTER COLUMN "last_name" TYPE text COLLATE "greenroom_names"`,
    );
    await queryRunner.query(`ALTER TABLE "member_last_names" ALTER COLUMN "last_name" TYPE text COLLATE "greenroom_names"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "member_last_names" ALTER COLUMN "last_name" TYPE text COLLATE "default"`);
    await queryRunner.query(
      `ALTER TABLE "members" ALTER COLUMN "first_name" TYPE text COLLATE "default", ALTER COLUMN "last_name" TYPE text COLLATE "default"`,
    );
    await queryRunner.query(`DROP COLLATION IF EXISTS "greenroom_names"`);
  }
}
