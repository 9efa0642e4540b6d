import { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailCampaigns1795306651515 implements MigrationInterface {
  name = 'EmailCampaigns1795306651515';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "member_email_preferences" ("member_id" uuid NOT NULL, "subscriptions_saved_at" TIMESTAMP WITH TIME ZONE, "mass_email_opt_out" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_e0bc8b06c0d200d586d528239d3" PRIMARY KEY ("member_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "email_campaigns" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" text NOT NULL, "created_by" uuid, "from_name" text NOT NULL, "from_email" text NOT NULL, "reply_to" text NOT NULL, "subject" text NOT NULL, "body" text NOT NULL, "list_name" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "email_campaigns_kind_check" CHECK ("kind" IN ('mass', 'test', 'daily', 'weekly')), CONSTRAINT "PK_72bad329795785308e66d562350" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "email_campaigns_created_at_idx" ON "email_campaigns" ("created_at") `);
    await queryRunner.query(
      `CREATE TABLE "email_campaign_recipients" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "campaign_id" uuid NOT NULL, "member_id" uuid, "email" text NOT NULL, "merge_values" jsonb NOT NULL, "status" text NOT NULL DEFAULT 'queued', "error" text, "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "email_campaign_recipients_status_check" CHECK ("status" IN ('queued', 'sent', 'failed')), CONSTRAINT "PK_f39f998e19d970ebf1182fe1564" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "email_campaign_recipients_campaign_status_idx" ON "email_campaign_recipients" ("campaign_id", "status") `);
    await queryRunner.query(
      `CREATE TABLE "email_campaign_attachments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "campaign_id" uuid NOT NULL, "filename" text NOT NULL, "content_type" text NOT NULL, "content" bytea NOT NULL, CONSTRAINT "PK_0575b7cc3e3ab7a541ab346f0e3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "email_campaign_attachments_campaign_idx" ON "email_campaign_attachments" ("campaign_id") `);
    await queryRunner.query(
      `CREATE TABLE "email_scheduler_settings" ("type" text NOT NULL, "enabled" boolean NOT NULL DEFAULT false, "time" text NOT NULL DEFAULT '07:00', "weekday" integer NOT NULL DEFAULT '1', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_62557868f8f684bc5644d660d65" PRIMARY KEY ("type"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "email_runs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "type" text NOT NULL, "ran_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "recipients" integer NOT NULL DEFAULT '0', "status" text NOT NULL, "log" text NOT NULL, "campaign_id" uuid, CONSTRAINT "PK_27bc641f7c92ba5c2046971b43b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "email_runs_type_ran_at_idx" ON "email_runs" ("type", "ran_at") `);
    await queryRunner.query(
      `ALTER TABLE "member_email_preferences" ADD CONSTRAINT "FK_e0bc8b06c0d200d586d528239d3" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "email_campaigns" ADD CONSTRAINT "FK_328382edb73c3a06036f7c549bc" FOREIGN KEY ("created_by") REFERENCES "members"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "email_campaign_recipients" ADD CONSTRAINT "FK_71f0ec00358b629455121f0c3dc" FOREIGN KEY ("campaign_id") REFERENCES "email_campaigns"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "email_campaign_attachments" ADD CONSTRAINT "FK_14605eed07c823838716c679011" FOREIGN KEY ("campaign_id") REFERENCES "email_campaigns"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_campaign_attachments" DROP CONSTRAINT "FK_14605eed07c823838716c679011"`);
    await queryRunner.query(`ALTER TABLE "email_campaign_recipients" DROP CONSTRAINT "FK_71f0ec00358b629455121f0c3dc"`);
    await queryRunner.query(`ALTER TABLE "email_campaigns" DROP CONSTRAINT "FK_328382edb73c3a06036f7c549bc"`);
    await queryRunner.query(`ALTER TABLE "member_email_preferences" DROP CONSTRAINT "FK_e0bc8b06c0d200d586d528239d3"`);
    await queryRunner.query(`DROP INDEX "public"."email_runs_type_ran_at_idx"`);
    await queryRunner.query(`DROP TABLE "email_runs"`);
    await queryRunner.query(`DROP TABLE "email_scheduler_settings"`);
    await queryRunner.query(`DROP INDEX "public"."email_campaign_attachments_campaign_idx"`);
    await queryRunner.query(`DROP TABLE "email_campaign_attachments"`);
    await queryRunner.query(`DROP INDEX "public"."email_campaign_recipients_campaign_status_idx"`);
    await queryRunner.query(`DROP TABLE "email_campaign_recipients"`);
    await queryRunner.query(`DROP INDEX "public"."email_campaigns_created_at_idx"`);
    await queryRunner.query(`DROP TABLE "email_campaigns"`);
    await queryRunner.query(`DROP TABLE "member_email_preferences"`);
  }
}
