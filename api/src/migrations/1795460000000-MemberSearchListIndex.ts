import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The name-ordered search index also carries the result columns: a page of the list (and the filter on status or a
 * short name fragment) is read from the index alone, without visiting the table row of every member it walks past.
 */
export class MemberSearchListIndex1795460000000 implements MigrationInterface {
  name = 'MemberSearchListIndex1795460000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "members_search_list_idx" ON "members" ("last_name", "first_name", "id") INCLUDE ("email", "membership_status", "mobile", "landline") WHERE "deleted_at" IS NULL`,
    );
    await queryRunner.query(`DROP INDEX "public"."members_search_order_idx"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "members_search_order_idx" ON "members" ("last_name", "first_name", "id") WHERE "deleted_at" IS NULL`);
    await queryRunner.query(`DROP INDEX "public"."members_search_list_idx"`);
  }
}
