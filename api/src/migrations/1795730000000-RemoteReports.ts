import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the members' browsers report of each remote release, counted per minute, outcome and role (issue 39): the
 * Releases screen shows it beside each version, and a staged release is judged on it. No member is named.
 */
export class RemoteReports1795730000000 implements MigrationInterface {
  name = 'RemoteReports1795730000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "remote_reports" (
        "remote" text NOT NULL,
        "version" text NOT NULL,
        "outcome" text NOT NULL,
        "role" text NOT NULL,
        "minute" timestamptz NOT NULL,
        "count" integer NOT NULL,
        "draw_ms_total" bigint NOT NULL DEFAULT 0,
        "timed_draws" integer NOT NULL DEFAULT 0,
        CONSTRAINT "remote_reports_pkey" PRIMARY KEY ("remote", "version", "outcome", "role", "minute"),
        CONSTRAINT "remote_reports_outcome_check" CHECK ("outcome" IN ('drawn', 'load failed', 'render error')),
        CONSTRAINT "remote_reports_release_fkey" FOREIGN KEY ("remote", "version")
          REFERENCES "remote_releases" ("remote", "version") ON DELETE CASCADE
      )`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "remote_reports"`);
  }
}
