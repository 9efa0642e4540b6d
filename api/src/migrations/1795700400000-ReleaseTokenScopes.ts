import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Release tokens get an environment (production for main, preview for pull requests), a scope (register only, or
 * also activate and roll back) and an expiry, and at most one live token per remote and environment. Tokens made
 * before keep working for 30 days as production tokens that may activate, as they could; the ones for every remote
 * and all but the newest per remote are revoked, since one token no longer serves a whole environment.
 */
export class ReleaseTokenScopes1795700400000 implements MigrationInterface {
  name = 'ReleaseTokenScopes1795700400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "release_tokens" ADD "environment" text NOT NULL DEFAULT 'production'`);
    await queryRunner.query(`ALTER TABLE "release_tokens" ADD "scope" text NOT NULL DEFAULT 'activate'`);
    await queryRunner.query(`ALTER TABLE "release_tokens" ADD "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now() + interval '30 days'`);
    await queryRunner.query(`ALTER TABLE "release_tokens" ALTER COLUMN "environment" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "release_tokens" ALTER COLUMN "scope" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "release_tokens" ALTER COLUMN "expires_at" DROP DEFAULT`);
    await queryRunner.query(
      `UPDATE "release_tokens" t SET "revoked_at" = now()
       WHERE t."revoked_at" IS NULL AND (t."remote" IS NULL OR EXISTS (
         SELECT 1 FROM "release_tokens" newer
         WHERE newer."remote" = t."remote" AND newer."revoked_at" IS NULL AND (newer."created_at", newer."id") > (t."created_at", t."id")))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "release_tokens_one_live_per_remote" ON "release_tokens" ("remote", "environment") WHERE "revoked_at" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "release_tokens_one_live_per_remote"`);
    await queryRunner.query(`ALTER TABLE "release_tokens" DROP COLUMN "expires_at"`);
    await queryRunner.query(`ALTER TABLE "release_tokens" DROP COLUMN "scope"`);
    await queryRunner.query(`ALTER TABLE "release_tokens" DROP COLUMN "environment"`);
  }
}
