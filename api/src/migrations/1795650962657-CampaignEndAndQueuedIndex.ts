import { MigrationInterface, QueryRunner } from 'typeorm';

/** A campaign's end is recorded once (and logged), and the rows still queued are found without reading the sent ones. */
export class CampaignEndAndQueuedIndex1795650962657 implements MigrationInterface {
  name = 'CampaignEndAndQueuedIndex1795650962657';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_campaigns" ADD "finished_at" TIMESTAMP WITH TIME ZONE`);
    // Campaigns already done when this runs finished at their last send (or, with none sent, when created).
    await queryRunner.query(
      `UPDATE "email_campaigns" c SET "finished_at" = COALESCE((SELECT max(r."sent_at") FROM "email_campaign_recipients" r WHERE r."campaign_id" = c."id"), c."created_at") WHERE NOT EXISTS (SELECT 1 FROM "email_campaign_recipients" r WHERE r."campaign_id" = c."id" AND r."status" = 'queued')`,
    );
    await queryRunner.query(
      `CREATE INDEX "email_campaign_recipients_queued_idx" ON "email_campaign_recipients" ("campaign_id") WHERE "status" = 'queued'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."email_campaign_recipients_queued_idx"`);
    await queryRunner.query(`ALTER TABLE "email_campaigns" DROP COLUMN "finished_at"`);
  }
}
