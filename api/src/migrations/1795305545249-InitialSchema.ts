import { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities (migration:generate), plus the lower(email) index TypeORM cannot express. */
export class InitialSchema1795305545249 implements MigrationInterface {
  name = 'InitialSchema1795305545249';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "calendar_categories" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "fill_color" text NOT NULL, "text_color" text NOT NULL, CONSTRAINT "UQ_720a42286885496071f64121d20" UNIQUE ("name"), CONSTRAINT "PK_067548d5086297e43ab2f6ee0f3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "calendar_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" text NOT NULL, "category" text NOT NULL DEFAULT 'Default', "start_at" TIMESTAMP WITH TIME ZONE NOT NULL, "end_at" TIMESTAMP WITH TIME ZONE, "is_all_day" boolean NOT NULL DEFAULT false, "location" text, "details" text, "series_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_faf5391d232322a87cdd1c6f30c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "calendar_events_start_at_idx" ON "calendar_events" ("start_at") `);
    await queryRunner.query(`CREATE INDEX "calendar_events_series_id_idx" ON "calendar_events" ("series_id") `);
    await queryRunner.query(
      `CREATE TABLE "teams" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "description" text, "coordinator_name" text, "coordinator_email" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_48c0c32e6247a2de155baeaf980" UNIQUE ("name"), CONSTRAINT "PK_7e5523774a38b08a6236d322403" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "members" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" text NOT NULL, "first_name" text NOT NULL, "last_name" text NOT NULL, "mobile" text, "landline" text, "gender" text, "street_address" text, "city" text, "state" text, "zip_code" text, "member_since" date, "membership_status" text NOT NULL, "dues_status" text, "last_paid_date" date, "dues_expire" date, "access_level" text, "villages_id" text, "personal_bio" text, "show_bio" text, "team_leader" boolean NOT NULL DEFAULT false, "level" text, "portal_permission" text NOT NULL DEFAULT 'Member', "director_notes" text, "deleted_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "members_portal_permission_check" CHECK ("portal_permission" IN ('Member', 'Leader', 'Board', 'Admin')), CONSTRAINT "members_membership_status_check" CHECK ("membership_status" IN ('Active', 'LTM', 'Expired', 'Pending', 'Cancelled')), CONSTRAINT "PK_28b53062261b996d9c99fa12404" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "members_email_lower_idx" ON "members" (lower("email"))`);
    await queryRunner.query(
      `CREATE TABLE "login_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "token_hash" text NOT NULL, "member_id" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "requested_ip" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_7f6cbde5b97d2a7fe0fe3e49a13" UNIQUE ("token_hash"), CONSTRAINT "PK_b62a8ebf660e5aa63dc5c05ee06" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "login_tokens_member_id_idx" ON "login_tokens" ("member_id") `);
    await queryRunner.query(
      `CREATE TABLE "sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "token_hash" text NOT NULL, "member_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_abaa9e068cdd390bc5210f79884" UNIQUE ("token_hash"), CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "sessions_member_id_idx" ON "sessions" ("member_id") `);
    await queryRunner.query(
      `CREATE TABLE "shows" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "character_name_description" text, CONSTRAINT "UQ_2dedd01ff513b3af9515ab0dd79" UNIQUE ("name"), CONSTRAINT "PK_db2b12161dbc5081c4f50025669" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "feature_windows" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "route" text NOT NULL, "starts_on" date NOT NULL, "ends_on" date NOT NULL, CONSTRAINT "UQ_a2077825667941c4213f3f2de3a" UNIQUE ("route"), CONSTRAINT "PK_4e0b3a04d94f180b12693908e3c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "member_log" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "timestamp" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "action_type" text NOT NULL, "login_result" text NOT NULL, "email" text, "ip_address" text, "member_id" uuid, CONSTRAINT "PK_70bb5a3e5d5173f8db6635866ce" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "member_log_timestamp_idx" ON "member_log" ("timestamp") `);
    await queryRunner.query(
      `CREATE TABLE "navigation_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" text NOT NULL, "url" text NOT NULL, "icon" text, "type" text, "parent_id" uuid, "permission" text, "navigation_id" text, "sort_order" integer NOT NULL DEFAULT '0', "visible" boolean NOT NULL DEFAULT true, CONSTRAINT "UQ_90502ed1172e62765a6ed2443fe" UNIQUE ("navigation_id"), CONSTRAINT "PK_b2e93292f6312fafd3dbbf4a1bf" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "navigation_items_url_idx" ON "navigation_items" ("url") `);
    await queryRunner.query(
      `CREATE TABLE "play_reading_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" text NOT NULL, "start_date" date NOT NULL, "end_date" date, "start_time" text, "end_time" text, "location" text, "address" text, "description" text, CONSTRAINT "PK_19fe0ffd361e6e0591abbb76b52" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "play_reading_events_start_date_idx" ON "play_reading_events" ("start_date") `);
    await queryRunner.query(
      `CREATE TABLE "subscription_lists" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "sort_order" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_21a14d731f4721d0d87654ef012" UNIQUE ("name"), CONSTRAINT "PK_36445fa8ec9c5613155cbe9f7bd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "member_subscriptions" ("member_id" uuid NOT NULL, "list_id" uuid NOT NULL, CONSTRAINT "PK_b8e5bc3677356d462e9ae643d7d" PRIMARY KEY ("member_id", "list_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "member_teams" ("member_id" uuid NOT NULL, "team_id" uuid NOT NULL, CONSTRAINT "PK_06d5f2cd0dbc8e5cde97a6ac248" PRIMARY KEY ("member_id", "team_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_efedd3dd196df032f7afe47638" ON "member_teams" ("member_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_7a121348af73f30a634c872ce1" ON "member_teams" ("team_id") `);
    await queryRunner.query(
      `ALTER TABLE "login_tokens" ADD CONSTRAINT "FK_2d4fbba37cf8ebc638b77af1619" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sessions" ADD CONSTRAINT "FK_32520aa49cd5a4acd571e81f752" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "member_log" ADD CONSTRAINT "FK_905a4edfd38992f11e9e83ecb09" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "navigation_items" ADD CONSTRAINT "FK_ccf5fd7b1b260cc40d67ad3c043" FOREIGN KEY ("parent_id") REFERENCES "navigation_items"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "member_subscriptions" ADD CONSTRAINT "FK_d82f649dffdfc9d2f25637f7a63" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "member_subscriptions" ADD CONSTRAINT "FK_5435dec526601ca6e45f90e0a9e" FOREIGN KEY ("list_id") REFERENCES "subscription_lists"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "member_teams" ADD CONSTRAINT "FK_efedd3dd196df032f7afe47638e" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "member_teams" ADD CONSTRAINT "FK_7a121348af73f30a634c872ce16" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "member_teams" DROP CONSTRAINT "FK_7a121348af73f30a634c872ce16"`);
    await queryRunner.query(`ALTER TABLE "member_teams" DROP CONSTRAINT "FK_efedd3dd196df032f7afe47638e"`);
    await queryRunner.query(`ALTER TABLE "member_subscriptions" DROP CONSTRAINT "FK_5435dec526601ca6e45f90e0a9e"`);
    await queryRunner.query(`ALTER TABLE "member_subscriptions" DROP CONSTRAINT "FK_d82f649dffdfc9d2f25637f7a63"`);
    await queryRunner.query(`ALTER TABLE "navigation_items" DROP CONSTRAINT "FK_ccf5fd7b1b260cc40d67ad3c043"`);
    await queryRunner.query(`ALTER TABLE "member_log" DROP CONSTRAINT "FK_905a4edfd38992f11e9e83ecb09"`);
    await queryRunner.query(`ALTER TABLE "sessions" DROP CONSTRAINT "FK_32520aa49cd5a4acd571e81f752"`);
    await queryRunner.query(`ALTER TABLE "login_tokens" DROP CONSTRAINT "FK_2d4fbba37cf8ebc638b77af1619"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7a121348af73f30a634c872ce1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_efedd3dd196df032f7afe47638"`);
    await queryRunner.query(`DROP TABLE "member_teams"`);
    await queryRunner.query(`DROP TABLE "member_subscriptions"`);
    await queryRunner.query(`DROP TABLE "subscription_lists"`);
    await queryRunner.query(`DROP INDEX "public"."play_reading_events_start_date_idx"`);
    await queryRunner.query(`DROP TABLE "play_reading_events"`);
    await queryRunner.query(`DROP INDEX "public"."navigation_items_url_idx"`);
    await queryRunner.query(`DROP TABLE "navigation_items"`);
    await queryRunner.query(`DROP INDEX "public"."member_log_timestamp_idx"`);
    await queryRunner.query(`DROP TABLE "member_log"`);
    await queryRunner.query(`DROP TABLE "feature_windows"`);
    await queryRunner.query(`DROP TABLE "shows"`);
    await queryRunner.query(`DROP INDEX "public"."sessions_member_id_idx"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP INDEX "public"."login_tokens_member_id_idx"`);
    await queryRunner.query(`DROP TABLE "login_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."members_email_lower_idx"`);
    await queryRunner.query(`DROP TABLE "members"`);
    await queryRunner.query(`DROP TABLE "teams"`);
    await queryRunner.query(`DROP INDEX "public"."calendar_events_series_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."calendar_events_start_at_idx"`);
    await queryRunner.query(`DROP TABLE "calendar_events"`);
    await queryRunner.query(`DROP TABLE "calendar_categories"`);
  }
}
