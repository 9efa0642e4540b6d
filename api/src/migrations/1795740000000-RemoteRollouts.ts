import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staged rollouts (issue 39): at most one per remote, the release it stages and the rule it is judged by; and the
 * history of every step, rollback (with its figures) and stop. Read and written by SQL only (remotes/rollouts).
 */
export class RemoteRollouts1795740000000 implements MigrationInterface {
  name = 'RemoteRollouts1795740000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "remote_rollouts" (
        "remote" text PRIMARY KEY REFERENCES "remotes" ("name") ON DELETE CASCADE,
        "release_id" uuid NOT NULL REFERENCES "remote_releases" ("id") ON DELETE CASCADE,
        "stage" text NOT NULL CONSTRAINT "remote_rollouts_stage_check" CHECK ("stage" IN ('admins', 'share')),
        "share" integer NOT NULL CONSTRAINT "remote_rollouts_share_check" CHECK ("share" BETWEEN 1 AND 99),
        "auto_advance" boolean NOT NULL,
        "stage_seconds" integer NOT NULL CHECK ("stage_seconds" > 0),
        "error_threshold_percent" numeric(6, 3) NOT NULL CHECK ("error_threshold_percent" BETWEEN 0 AND 100),
        "window_seconds" integer NOT NULL CHECK ("window_seconds" > 0),
        "min_sessions" integer NOT NULL CHECK ("min_sessions" > 0),
        "started_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        "stage_started_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        "started_via" text NOT NULL,
        "started_by_member_id" uuid REFERENCES "members" ("id") ON DELETE SET NULL,
        "started_by_token_id" uuid REFERENCES "release_tokens" ("id") ON DELETE SET NULL,
        "revision" integer NOT NULL DEFAULT 1
      )`,
    );
    await queryRunner.query(
      `CREATE TABLE "remote_rollout_events" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "remote" text NOT NULL REFERENCES "remotes" ("name") ON DELETE CASCADE,
        "release_id" uuid NOT NULL REFERENCES "remote_releases" ("id") ON DELETE CASCADE,
        "event" text NOT NULL CONSTRAINT "remote_rollout_events_event_check"
          CHECK ("event" IN ('started', 'moved on', 'completed', 'rolled back', 'stopped', 'replaced')),
        "stage" text,
        "share" integer NOT NULL,
        "at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        "via" text NOT NULL,
        "by_member_id" uuid REFERENCES "members" ("id") ON DELETE SET NULL,
        "by_token_id" uuid REFERENCES "release_tokens" ("id") ON DELETE SET NULL,
        "figures" jsonb
      )`,
    );
    await queryRunner.query(`CREATE INDEX "remote_rollout_events_remote_idx" ON "remote_rollout_events" ("remote", "at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "remote_rollout_events"`);
    await queryRunner.query(`DROP TABLE "remote_rollouts"`);
  }
}
