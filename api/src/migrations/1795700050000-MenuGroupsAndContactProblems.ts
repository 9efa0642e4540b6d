import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Existing menus get what the seed now gives a new one: Releases becomes a 'developer' entry (listed apart, under
 * its own heading, issue 30) and Edit Member gains "Phones and ZIP Codes to Correct" (issue 28). Only seeded values
 * change, so an entry an admin retyped or moved stays as it is; on a new database the seed adds both.
 */
export class MenuGroupsAndContactProblems1795700050000 implements MigrationInterface {
  name = 'MenuGroupsAndContactProblems1795700050000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "navigation_items" SET "type" = 'developer' WHERE "navigation_id" = 'releases' AND "type" = 'admin'`);
    await queryRunner.query(
      `INSERT INTO "navigation_items" ("title", "url", "icon", "type", "parent_id", "permission", "navigation_id", "sort_order", "visible")
       SELECT 'Phones and ZIP Codes to Correct', '/contact-problems', 'phone', 'admin', parent."id", 'Admin', 'contact-problems',
              COALESCE(log."sort_order", parent."sort_order") + 1, true
       FROM "navigation_items" parent
       LEFT JOIN "navigation_items" log ON log."navigation_id" = 'member-log'
       WHERE parent."navigation_id" = 'edit-member'
         AND NOT EXISTS (SELECT 1 FROM "navigation_items" WHERE "navigation_id" = 'contact-problems')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "navigation_items" WHERE "navigation_id" = 'contact-problems'`);
    await queryRunner.query(`UPDATE "navigation_items" SET "type" = 'admin' WHERE "navigation_id" = 'releases' AND "type" = 'developer'`);
  }
}
