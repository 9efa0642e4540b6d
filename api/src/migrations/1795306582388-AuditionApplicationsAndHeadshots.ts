import { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditionApplicationsAndHeadshots1795306582388 implements MigrationInterface {
  name = 'AuditionApplicationsAndHeadshots1795306582388';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audition_applications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "member_id" uuid NOT NULL, "show_name" text NOT NULL, "audition_id" text NOT NULL, "selected_dates" jsonb NOT NULL, "selected_characters" jsonb NOT NULL, "accept_other_role" text NOT NULL, "conflicts" text NOT NULL, "landline" text NOT NULL, "mobile" text NOT NULL, "show_bio" text NOT NULL, "user_agent" text NOT NULL, "submitted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "audition_applications_member_show_key" UNIQUE ("member_id", "show_name"), CONSTRAINT "PK_a9fd2f90bbf564bc67c0c9f9997" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "member_headshots" ("member_id" uuid NOT NULL, "storage_key" text NOT NULL, "content_type" text NOT NULL, "uploaded_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_518b16519a5a225fca57b7147fb" PRIMARY KEY ("member_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "audition_applications" ADD CONSTRAINT "FK_f71827ae1098c42fb8ef433f2c0" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "member_headshots" ADD CONSTRAINT "FK_518b16519a5a225fca57b7147fb" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "member_headshots" DROP CONSTRAINT "FK_518b16519a5a225fca57b7147fb"`);
    await queryRunner.query(`ALTER TABLE "audition_applications" DROP CONSTRAINT "FK_f71827ae1098c42fb8ef433f2c0"`);
    await queryRunner.query(`DROP TABLE "member_headshots"`);
    await queryRunner.query(`DROP TABLE "audition_applications"`);
  }
}
