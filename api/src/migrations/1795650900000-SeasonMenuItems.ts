import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The menu entries of issue 21's two new pages, for databases seeded before them. The ids are the seed's
 * (seedId('navigation', <id>)), so a later seed run finds them; a fresh database has no parent yet and gets them from the seed.
 */
const ITEMS = [
  {
    id: '7badc57c-bc20-52fa-a51f-f0ceea8f4877',
    navigationId: 'calendar-categories',
    title: 'Calendar Categories',
    icon: 'wrench',
    type: 'admin',
    parent: 'event-calendar',
    permission: 'Admin',
  },
  {
    id: 'ff5f4531-51f8-5d47-a584-47c9b2f0b172',
    navigationId: 'manage-shows',
    title: 'Shows and Characters',
    icon: 'pencil',
    type: 'page',
    parent: 'audition-application',
    permission: 'Board, Admin',
  },
];

export class SeasonMenuItems1795650900000 implements MigrationInterface {
  name = 'SeasonMenuItems1795650900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const item of ITEMS) {
      await queryRunner.query(
        `INSERT INTO "navigation_items" ("id", "navigation_id", "title", "url", "icon", "type", "parent_id", "permission", "sort_order", "visible")
         SELECT $1, $2, $3, '/' || $2, $4, $5, p."id", $6, p."sort_order" + 5, true FROM "navigation_items" p WHERE p."navigation_id" = $7
         ON CONFLICT DO NOTHING`,
        [item.id, item.navigationId, item.title, item.icon, item.type, item.permission, item.parent],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "navigation_items" WHERE "id" = ANY($1)`, [ITEMS.map((item) => item.id)]);
  }
}
