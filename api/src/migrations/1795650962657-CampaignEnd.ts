import { MigrationInterface, QueryRunner } from 'typeorm';

/** A campaign's end is recorded once (and logged). (The index on rows still queued comes with RedisLossSelfHealing.) */
export class CampaignEnd1795650962657 implements MigrationInterface {
  name = 'CampaignEnd1795650962657';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_campaigns" ADD "finished_at" TIMESTAMP WITH TIME ZONE`);
    // Campaigns already done when this runs finished at their last send (or, with none sent, when created).
    await queryRunner.query(
      `UPDATE "email_campaigns" c SET "finished_at" = COALESCE((SELECT max(r."sent_at") FROM "email_campaign_recipients" r WHERE r."campaign_id" = c."id"), c."created_at") WHERE NOT EXISTS (SELECT 1 FROM "email_campaign_recipients" r WHERE r."campaign_id" = c."id" AND r."status" = 'queued')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_campaigns" DROP COLUMN "finished_at"`);
  }
}
