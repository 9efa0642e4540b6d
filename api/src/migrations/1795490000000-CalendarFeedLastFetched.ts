import { MigrationInterface, QueryRunner } from 'typeorm';

/** When a calendar app last fetched a member's link, so Subscribe can show that the member's iPad still reads it. */
export class CalendarFeedLastFetched1795490000000 implements MigrationInterface {
  name = 'CalendarFeedLastFetched1795490000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "calendar_feeds" ADD "last_fetched_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "calendar_feeds" DROP COLUMN "last_fetched_at"`);
  }
}
