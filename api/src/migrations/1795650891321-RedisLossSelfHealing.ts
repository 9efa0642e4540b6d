import { MigrationInterface, QueryRunner } from 'typeorm';

export class RedisLossSelfHealing1795650891321 implements MigrationInterface {
  name = 'RedisLossSelfHealing1795650891321';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_runs" ADD "scheduled_for" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE INDEX "email_campaign_recipients_queued_idx" ON "email_campaign_recipients" ("campaign_id") WHERE "status" = 'queued'`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "email_runs_type_scheduled_for_key" ON "email_runs" ("type", "scheduled_for") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."email_runs_type_scheduled_for_key"`);
    await queryRunner.query(`DROP INDEX "public"."email_campaign_recipients_queued_idx"`);
    await queryRunner.query(`ALTER TABLE "email_runs" DROP COLUMN "scheduled_for"`);
  }
}
