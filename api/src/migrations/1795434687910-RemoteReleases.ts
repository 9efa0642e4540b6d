import { MigrationInterface, QueryRunner } from 'typeorm';

export class RemoteReleases1795434687910 implements MigrationInterface {
  name = 'RemoteReleases1795434687910';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "remote_releases" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "remote" text NOT NULL, "version" text NOT NULL, "manifest_url" text NOT NULL, "registered_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "registered_via" text NOT NULL, "registered_by_member_id" uuid, "status" text NOT NULL, "problems" jsonb NOT NULL, CONSTRAINT "remote_releases_remote_version_key" UNIQUE ("remote", "version"), CONSTRAINT "remote_releases_status_check" CHECK (status IN ('passed', 'refused')), CONSTRAINT "PK_07abf27b7e6d9d03eff670bcb25" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "remote_releases_remote_idx" ON "remote_releases" ("remote") `);
    await queryRunner.query(
      `CREATE TABLE "remote_activations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "remote" text NOT NULL, "release_id" uuid NOT NULL, "previous_release_id" uuid, "activated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(), "activated_via" text NOT NULL, "activated_by_member_id" uuid, CONSTRAINT "PK_f84d2c4eb3de94099cdbf5f9d71" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "remote_activations_remote_idx" ON "remote_activations" ("remote", "activated_at") `);
    await queryRunner.query(
      `CREATE TABLE "remotes" ("name" text NOT NULL, "active_release_id" uuid, CONSTRAINT "REL_ef0f4a8c7e6d72ee4c006b58bc" UNIQUE ("active_release_id"), CONSTRAINT "PK_0708cb6763ef6add1a7012b4921" PRIMARY KEY ("name"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "remote_releases" ADD CONSTRAINT "FK_7dba9692ac480a597fdb365daa4" FOREIGN KEY ("registered_by_member_id") REFERENCES "members"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "remote_activations" ADD CONSTRAINT "FK_50d7d7b5726352dd6c0bf53b08e" FOREIGN KEY ("release_id") REFERENCES "remote_releases"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "remote_activations" ADD CONSTRAINT "FK_2a7cb0d620b1c6281023a11aadc" FOREIGN KEY ("previous_release_id") REFERENCES "remote_releases"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "remote_activations" ADD CONSTRAINT "FK_ff961c270076c3a1456370cf83c" FOREIGN KEY ("activated_by_member_id") REFERENCES "members"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "remotes" ADD CONSTRAINT "FK_ef0f4a8c7e6d72ee4c006b58bcd" FOREIGN KEY ("active_release_id") REFERENCES "remote_releases"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "remotes" DROP CONSTRAINT "FK_ef0f4a8c7e6d72ee4c006b58bcd"`);
    await queryRunner.query(`ALTER TABLE "remote_activations" DROP CONSTRAINT "FK_ff961c270076c3a1456370cf83c"`);
    await queryRunner.query(`ALTER TABLE "remote_activations" DROP CONSTRAINT "FK_2a7cb0d620b1c6281023a11aadc"`);
    await queryRunner.query(`ALTER TABLE "remote_activations" DROP CONSTRAINT "FK_50d7d7b5726352dd6c0bf53b08e"`);
    await queryRunner.query(`ALTER TABLE "remote_releases" DROP CONSTRAINT "FK_7dba9692ac480a597fdb365daa4"`);
    await queryRunner.query(`DROP TABLE "remotes"`);
    await queryRunner.query(`DROP INDEX "public"."remote_activations_remote_idx"`);
    await queryRunner.query(`DROP TABLE "remote_activations"`);
    await queryRunner.query(`DROP INDEX "public"."remote_releases_remote_idx"`);
    await queryRunner.query(`DROP TABLE "remote_releases"`);
  }
}
