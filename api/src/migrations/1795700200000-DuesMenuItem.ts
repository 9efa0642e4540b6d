import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Existing menus get the Admins' "Dues" list under Edit Member (issue 21), as the seed gives a new one; a database
 * that already has it (seeded after the list was added) is left as it is.
 */
export class DuesMenuItem1795700200000 implements MigrationInterface {
  name = 'DuesMenuItem1795700200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO "navigation_items" ("title", "url", "icon", "type", "parent_id", "permission", "navigation_id", "sort_order", "visible")
       SELECT 'Dues', '/dues-list', 'clipboard', 'admin', parent."id", 'Admin', 'dues-list',
              COALESCE(log."sort_order", parent."sort_order") + 1, true
       FROM "navigation_items" parent
       LEFT JOIN "navigation_items" log ON log."navigation_id" = 'member-log'
       WHERE parent."navigation_id" = 'edit-member'
         AND NOT EXISTS (SELECT 1 FROM "navigation_items" WHERE "navigation_id" = 'dues-list')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "navigation_items" WHERE "navigation_id" = 'dues-list'`);
  }
}
