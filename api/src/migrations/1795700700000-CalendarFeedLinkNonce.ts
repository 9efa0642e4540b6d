import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A calendar link can be shown again to its owner (issue 37 item 8): the token is derived from a stored nonce and
 * a server secret (calendar-feed-token.ts), so the database alone still does not give the link away. Links made
 * before keep working; they have no nonce and cannot be shown again.
 */
export class CalendarFeedLinkNonce1795700700000 implements MigrationInterface {
  name = 'CalendarFeedLinkNonce1795700700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "calendar_feeds" ADD "link_key_id" text, ADD "link_nonce" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "calendar_feeds" DROP COLUMN "link_nonce", DROP COLUMN "link_key_id"`);
  }
}
