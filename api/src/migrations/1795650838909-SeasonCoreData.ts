import { characterNameDescription, parseCharacters } from '@greenroom/contracts';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21: shows get a description, an audition location, characters as rows (the spec's
 * CharacterNameDescription text is built from them) and retirement; categories can be retired and play
 * readings cancelled. Each show's stored text is parsed into rows before its column goes, and written back on down.
 */

export class SeasonCoreData1795650838909 implements MigrationInterface {
  name = 'SeasonCoreData1795650838909';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "show_characters" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "show_id" uuid NOT NULL, "position" integer NOT NULL, "name" text NOT NULL, "gender" text NOT NULL, "age_range" text NOT NULL DEFAULT '', "descriptors" text NOT NULL DEFAULT '', CONSTRAINT "show_characters_show_position_key" UNIQUE ("show_id", "position"), CONSTRAINT "PK_9c6ec6ce623a82d11e1e8fde4d0" PRIMARY KEY ("id"))`,
    );
    const shows = (await queryRunner.query(`SELECT "id", "character_name_description" AS "text" FROM "shows"`)) as {
      id: string;
      text: string | null;
    }[];
    for (const show of shows) {
      for (const [position, character] of parseCharacters(show.text).entries()) {
        await queryRunner.query(
          `INSERT INTO "show_characters" ("show_id", "position", "name", "gender", "age_range", "descriptors") VALUES ($1, $2, $3, $4, $5, $6)`,
          [show.id, position, character.name, character.gender, character.ageRange, character.descriptors],
        );
      }
    }
    await queryRunner.query(`ALTER TABLE "shows" DROP COLUMN "character_name_description"`);
    await queryRunner.query(`ALTER TABLE "calendar_categories" ADD "retired_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "shows" ADD "description" text NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "shows" ADD "audition_location" text NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "shows" ADD "retired_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "play_reading_events" ADD "cancelled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `ALTER TABLE "show_characters" ADD CONSTRAINT "FK_379401331d7b3c4288de92c6eb9" FOREIGN KEY ("show_id") REFERENCES "shows"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "show_characters" DROP CONSTRAINT "FK_379401331d7b3c4288de92c6eb9"`);
    await queryRunner.query(`ALTER TABLE "play_reading_events" DROP COLUMN "cancelled_at"`);
    await queryRunner.query(`ALTER TABLE "shows" DROP COLUMN "retired_at"`);
    await queryRunner.query(`ALTER TABLE "shows" DROP COLUMN "audition_location"`);
    await queryRunner.query(`ALTER TABLE "shows" DROP COLUMN "description"`);
    await queryRunner.query(`ALTER TABLE "calendar_categories" DROP COLUMN "retired_at"`);
    await queryRunner.query(`ALTER TABLE "shows" ADD "character_name_description" text`);
    const rows = (await queryRunner.query(
      `SELECT "show_id", "name", "gender", "age_range", "descriptors" FROM "show_characters" ORDER BY "show_id", "position"`,
    )) as { show_id: string; name: string; gender: string; age_range: string; descriptors: string }[];
    const byShow = new Map<string, { name: string; gender: string; ageRange: string; descriptors: string }[]>();
    for (const row of rows)
      byShow.set(row.show_id, [
        ...(byShow.get(row.show_id) ?? []),
        { name: row.name, gender: row.gender, ageRange: row.age_range, descriptors: row.descriptors },
      ]);
    for (const [showId, characters] of byShow) {
      await queryRunner.query(`UPDATE "shows" SET "character_name_description" = $2 WHERE "id" = $1`, [showId, characterNameDescription(characters)]);
    }
    await queryRunner.query(`DROP TABLE "show_characters"`);
  }
}
