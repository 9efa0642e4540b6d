import { MigrationInterface, QueryRunner } from 'typeorm';

const ORGANIZERS = 'Leader, Board, Admin';

/**
 * The seeded "Edit Teams" entry had no Permission, so every member saw it and its page then answered "Access
 * Restricted". It now carries the roles the route table gives the page (ROUTE_ROLES in contracts). Only the
 * seeded empty value changes, so a permission an admin set stays.
 */
export class EditTeamsMenuPermission1795480000000 implements MigrationInterface {
  name = 'EditTeamsMenuPermission1795480000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "navigation_items" SET "permission" = $1 WHERE "navigation_id" = 'edit-teams' AND ("permission" IS NULL OR btrim("permission") = '')`,
      [ORGANIZERS],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "navigation_items" SET "permission" = NULL WHERE "navigation_id" = 'edit-teams' AND "permission" = $1`, [
      ORGANIZERS,
    ]);
  }
}
