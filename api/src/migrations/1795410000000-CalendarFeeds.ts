import { MigrationInterface, QueryRunner } from 'typeorm';

export class CalendarFeeds1795410000000 implements MigrationInterface {
  name = 'CalendarFeeds1795410000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "calendar_feeds" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "member_id" uuid NOT NULL, "token_hash" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_df53b5f17d35a6bac0fb13e16ad" UNIQUE ("token_hash"), CONSTRAINT "REL_57657d60904cddaae1ca5c861c" UNIQUE ("member_id"), CONSTRAINT "PK_045067d8bb57f971f3c5426ea71" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "calendar_feeds" ADD CONSTRAINT "FK_57657d60904cddaae1ca5c861cb" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "calendar_feeds" DROP CONSTRAINT "FK_57657d60904cddaae1ca5c861cb"`);
    await queryRunner.query(`DROP TABLE "calendar_feeds"`);
  }
}
