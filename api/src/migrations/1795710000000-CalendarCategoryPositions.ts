import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Calendar categories get the office's own order (issue 36 item 9). Existing categories keep the order they were
 * listed in until now (most used first, then by name); the column's sequence then continues past them, so a new
 * category goes last.
 */
export class CalendarCategoryPositions1795710000000 implements MigrationInterface {
  name = 'CalendarCategoryPositions1795710000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "calendar_categories" ADD "position" SERIAL NOT NULL`);
    await queryRunner.query(
      `UPDATE "calendar_categories" c SET "position" = ranked."place"
       FROM (
         SELECT cc."id", row_number() OVER (
           ORDER BY (SELECT count(*) FROM "calendar_events" e WHERE e."category" = cc."name") DESC, cc."name" ASC
         ) AS "place"
         FROM "calendar_categories" cc
       ) ranked
       WHERE c."id" = ranked."id"`,
    );
    await queryRunner.query(
      `SELECT setval('calendar_categories_position_seq', COALESCE((SELECT max("position") FROM "calendar_categories"), 0) + 1, false)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "calendar_categories" DROP COLUMN "position"`);
  }
}
