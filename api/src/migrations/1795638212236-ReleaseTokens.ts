import { MigrationInterface, QueryRunner } from 'typeorm';

export class ReleaseTokens1795638212236 implements MigrationInterface {
  name = 'ReleaseTokens1795638212236';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "release_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "label" text NOT NULL, "remote" text, "token_hash" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by_member_id" uuid, "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_743a73e7a976f2c924087a42aff" UNIQUE ("token_hash"), CONSTRAINT "PK_13061f19600b4cd77ba6558efee" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`ALTER TABLE "remote_releases" ADD "manifest_digest" text`);
    await queryRunner.query(`ALTER TABLE "remote_releases" ADD "registered_by_token_id" uuid`);
    await queryRunner.query(`ALTER TABLE "remote_activations" ADD "activated_by_token_id" uuid`);
    await queryRunner.query(
      `ALTER TABLE "release_tokens" ADD CONSTRAINT "FK_da7290d722b56721bba8302444c" FOREIGN KEY ("remote") REFERENCES "remotes"("name") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "release_tokens" ADD CONSTRAINT "FK_bb2830900964587579a60359d53" FOREIGN KEY ("created_by_member_id") REFERENCES "members"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "release_tokens" DROP CONSTRAINT "FK_bb2830900964587579a60359d53"`);
    await queryRunner.query(`ALTER TABLE "release_tokens" DROP CONSTRAINT "FK_da7290d722b56721bba8302444c"`);
    await queryRunner.query(`ALTER TABLE "remote_activations" DROP COLUMN "activated_by_token_id"`);
    await queryRunner.query(`ALTER TABLE "remote_releases" DROP COLUMN "registered_by_token_id"`);
    await queryRunner.query(`ALTER TABLE "remote_releases" DROP COLUMN "manifest_digest"`);
    await queryRunner.query(`DROP TABLE "release_tokens"`);
  }
}
