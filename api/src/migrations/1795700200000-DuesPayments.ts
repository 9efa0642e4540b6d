import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each dues payment as a row, so PostgreSQL can refuse a doubled one: one unconfirmed payment per member per theater
 * day (a second that day needs the Admin's confirmation, `confirmed_extra`), and one payment per idempotency key (a
 * retried request finds its first answer in `response`).
 */
export class DuesPayments1795700200000 implements MigrationInterface {
  name = 'DuesPayments1795700200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "dues_payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "member_id" uuid NOT NULL, "paid_on" date NOT NULL, "confirmed_extra" boolean NOT NULL DEFAULT false, "idempotency_key" uuid NOT NULL, "recorded_by" text NOT NULL, "response" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a589ad6bdfdd5097f3cbceaf9af" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "dues_payments" ADD CONSTRAINT "FK_5ca1d7f5885279869bab16a9c7f" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "dues_payments_one_a_day_key" ON "dues_payments" ("member_id", "paid_on") WHERE NOT "confirmed_extra"`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "dues_payments_idempotency_key" ON "dues_payments" ("idempotency_key")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "dues_payments"`);
  }
}
