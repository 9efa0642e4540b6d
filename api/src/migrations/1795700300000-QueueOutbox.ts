import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The queue outbox: jobs written in the transaction of their data and moved to BullMQ after the commit, kept until
 * their work is done (api/src/outbox/outbox.ts).
 */
export class QueueOutbox1795700300000 implements MigrationInterface {
  name = 'QueueOutbox1795700300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "queue_outbox" ("job_id" text NOT NULL, "queue" text NOT NULL, "name" text NOT NULL, "data" jsonb NOT NULL, "opts" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_queue_outbox" PRIMARY KEY ("job_id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "queue_outbox"`);
  }
}
