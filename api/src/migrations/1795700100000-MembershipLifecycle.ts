import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Dues renewal reminders: a record of each one sent (unique per member, Dues_Expire and days before, so a rerun sends
 * nothing twice) and the list members leave to turn them off, after the other lists (100: also after the ones a
 * new installation's seed adds next). Members who pay dues today start on the list.
 */
export class MembershipLifecycle1795700100000 implements MigrationInterface {
  name = 'MembershipLifecycle1795700100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "dues_reminders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "member_id" uuid NOT NULL, "dues_expire" date NOT NULL, "days_before" integer NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "dues_reminders_once_key" UNIQUE ("member_id", "dues_expire", "days_before"), CONSTRAINT "PK_dues_reminders" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "dues_reminders" ADD CONSTRAINT "FK_eee924487890281d048c69bcc36" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `INSERT INTO "subscription_lists" ("name", "sort_order")
       SELECT 'Dues Renewal Reminders', GREATEST(COALESCE(MAX("sort_order"), 0) + 1, 100) FROM "subscription_lists"
       ON CONFLICT ("name") DO NOTHING`,
    );
    await queryRunner.query(
      `INSERT INTO "member_subscriptions" ("member_id", "list_id")
       SELECT m."id", l."id" FROM "members" m CROSS JOIN "subscription_lists" l
       WHERE l."name" = 'Dues Renewal Reminders' AND m."deleted_at" IS NULL AND m."membership_status" IN ('Active', 'Expired')
       ON CONFLICT DO NOTHING`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "subscription_lists" WHERE "name" = 'Dues Renewal Reminders'`);
    await queryRunner.query(`ALTER TABLE "dues_reminders" DROP CONSTRAINT "FK_eee924487890281d048c69bcc36"`);
    await queryRunner.query(`DROP TABLE "dues_reminders"`);
  }
}
