import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Member search that stays fast at 100,000 members: pg_trgm indexes for "contains" on names and e-mail, an
 * ordered partial index for the first page of a broad search. One pending application per e-mail. The audit
 * of member edits and deletions (the record itself is only soft-deleted).
 */
export class MemberSearchAndAudit1795400000000 implements MigrationInterface {
  name = 'MemberSearchAndAudit1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE INDEX "members_first_name_trgm_idx" ON "members" USING gin ("first_name" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "members_last_name_trgm_idx" ON "members" USING gin ("last_name" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "members_email_trgm_idx" ON "members" USING gin ("email" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "members_search_order_idx" ON "members" ("last_name", "first_name", "id") WHERE "deleted_at" IS NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "members_pending_email_idx" ON "members" (lower("email")) WHERE "membership_status" = 'Pending' AND "deleted_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "member_audit" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "action" text NOT NULL, "actor_member_id" uuid, "target_member_id" uuid NOT NULL, "details" jsonb NOT NULL, CONSTRAINT "PK_member_audit" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "member_audit_target_member_id_idx" ON "member_audit" ("target_member_id") `);
    await queryRunner.query(
      `ALTER TABLE "member_audit" ADD CONSTRAINT "FK_c2a4392381fd1c6aa6444812e5b" FOREIGN KEY ("actor_member_id") REFERENCES "members"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "member_audit" ADD CONSTRAINT "FK_34680ee13036aeb8f3f95f3ba73" FOREIGN KEY ("target_member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "member_audit" DROP CONSTRAINT "FK_34680ee13036aeb8f3f95f3ba73"`);
    await queryRunner.query(`ALTER TABLE "member_audit" DROP CONSTRAINT "FK_c2a4392381fd1c6aa6444812e5b"`);
    await queryRunner.query(`DROP INDEX "public"."member_audit_target_member_id_idx"`);
    await queryRunner.query(`DROP TABLE "member_audit"`);
    await queryRunner.query(`DROP INDEX "public"."members_pending_email_idx"`);
    await queryRunner.query(`DROP INDEX "public"."members_search_order_idx"`);
    await queryRunner.query(`DROP INDEX "public"."members_email_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "public"."members_last_name_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "public"."members_first_name_trgm_idx"`);
  }
}
