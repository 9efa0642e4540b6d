import { MigrationInterface, QueryRunner } from 'typeorm';

/** The Admin pages this round added under Edit Member, after the member log, as the seed lists them. */
const NEW_ADMIN_PAGES = [
  { navigationId: 'contact-problems', title: 'Phones and ZIP Codes to Correct', url: '/contact-problems', icon: 'phone' },
  { navigationId: 'dues-list', title: 'Dues', url: '/dues-list', icon: 'clipboard' },
];

/**
 * Existing menus get what the seed now gives a new one: Releases becomes a 'developer' entry (listed apart, under
 * its own heading, issue 30) and Edit Member gains "Phones and ZIP Codes to Correct" (issue 28) and "Dues"
 * (issue 21). Only seeded values change, so an entry an admin retyped or moved stays as it is; on a new database the
 * seed adds them.
 */
export class MenuGroupsAndAdminPages1795700050000 implements MigrationInterface {
  name = 'MenuGroupsAndAdminPages1795700050000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "navigation_items" SET "type" = 'developer' WHERE "navigation_id" = 'releases' AND "type" = 'admin'`);
    for (const page of NEW_ADMIN_PAGES) {
      await queryRunner.query(
        `INSERT INTO "navigation_items" ("title", "url", "icon", "type", "parent_id", "permission", "navigation_id", "sort_order", "visible")
         SELECT $1, $2, $3, 'admin', parent."id", 'Admin', $4, COALESCE(log."sort_order", parent."sort_order") + 1, true
         FROM "navigation_items" parent
         LEFT JOIN "navigation_items" log ON log."navigation_id" = 'member-log'
         WHERE parent."navigation_id" = 'edit-member'
           AND NOT EXISTS (SELECT 1 FROM "navigation_items" WHERE "navigation_id" = $4)`,
        [page.title, page.url, page.icon, page.navigationId],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "navigation_items" WHERE "navigation_id" = ANY($1)`, [NEW_ADMIN_PAGES.map((page) => page.navigationId)]);
    await queryRunner.query(`UPDATE "navigation_items" SET "type" = 'admin' WHERE "navigation_id" = 'releases' AND "type" = 'developer'`);
  }
}
