import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A release records the entry script its manifest points at and the script's subresource integrity, so the registry
 * can pin both files in the browser (issue 42 item 7). Releases registered before stay unpinned (null).
 */
export class ReleaseEntryIntegrity1795720000000 implements MigrationInterface {
  name = 'ReleaseEntryIntegrity1795720000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "remote_releases" ADD "entry_url" text`);
    await queryRunner.query(`ALTER TABLE "remote_releases" ADD "entry_integrity" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "remote_releases" DROP COLUMN "entry_integrity"`);
    await queryRunner.query(`ALTER TABLE "remote_releases" DROP COLUMN "entry_url"`);
  }
}
