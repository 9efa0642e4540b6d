import { MigrationInterface, QueryRunner } from 'typeorm';

/** The ledger of the e-mail queue's messages, for the office's statistics (api/src/mail-delivery/ledger). */
export class SentEmails1795700500000 implements MigrationInterface {
  name = 'SentEmails1795700500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sent_emails" ("job_id" text NOT NULL, "kind" text NOT NULL, "outcome" text NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "sent_emails_outcome_check" CHECK ("outcome" IN ('sent', 'failed')), CONSTRAINT "PK_sent_emails" PRIMARY KEY ("job_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "sent_emails_at_idx" ON "sent_emails" ("at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sent_emails"`);
  }
}
