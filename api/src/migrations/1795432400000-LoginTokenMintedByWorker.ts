import { MigrationInterface, QueryRunner } from 'typeorm';

/** The API stores the row; the worker mints the token and fills in its hash just before it sends the e-mail. */
export class LoginTokenMintedByWorker1795432400000 implements MigrationInterface {
  name = 'LoginTokenMintedByWorker1795432400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "login_tokens" ALTER COLUMN "token_hash" DROP NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "login_tokens" WHERE "token_hash" IS NULL`);
    await queryRunner.query(`ALTER TABLE "login_tokens" ALTER COLUMN "token_hash" SET NOT NULL`);
  }
}
