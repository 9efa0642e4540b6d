import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The member log records changes to member records beside sign-ins: who made the change (the signed-in member's
 * e-mail) and which fields changed, before and after. Sign-ins leave both empty.
 */
export class MemberLogChanges1795483030000 implements MigrationInterface {
  name = 'MemberLogChanges1795483030000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "member_log" ADD "changed_by" text`);
    await queryRunner.query(`ALTER TABLE "member_log" ADD "changes" jsonb NOT NULL DEFAULT '[]'::jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "member_log" DROP COLUMN "changes"`);
    await queryRunner.query(`ALTER TABLE "member_log" DROP COLUMN "changed_by"`);
  }
}
