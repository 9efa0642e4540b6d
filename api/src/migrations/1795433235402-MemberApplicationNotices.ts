import { MigrationInterface, QueryRunner } from 'typeorm';

export class MemberApplicationNotices1795433235402 implements MigrationInterface {
  name = 'MemberApplicationNotices1795433235402';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "member_application_notices" ("member_id" uuid NOT NULL, "applied_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e9dff6bad1cdd33adecbc721671" PRIMARY KEY ("member_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "member_application_notices" ADD CONSTRAINT "FK_e9dff6bad1cdd33adecbc721671" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "member_application_notices" DROP CONSTRAINT "FK_e9dff6bad1cdd33adecbc721671"`);
    await queryRunner.query(`DROP TABLE "member_application_notices"`);
  }
}
