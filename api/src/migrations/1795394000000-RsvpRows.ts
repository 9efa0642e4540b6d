import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * RSVPs as rows (member, event, attending, changed at), one per member and event, so attendee lists are
 * queries; the Holiday Party / May Social information as data. Constraint names are TypeORM's own, so the
 * entities and the schema stay in step.
 */
export class RsvpRows1795394000000 implements MigrationInterface {
  name = 'RsvpRows1795394000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "rsvp_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "key" text NOT NULL, "title" text NOT NULL, "event_date" date NOT NULL, "time_text" text NOT NULL, "location" text NOT NULL, "rsvp_by" date NOT NULL, "details" text NOT NULL DEFAULT '', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_9aa21ead71f5cedc0ecf539ec7c" UNIQUE ("key"), CONSTRAINT "PK_389b5537ae9d05e1fc50c02d751" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "event_rsvps" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "member_id" uuid NOT NULL, "event_id" uuid NOT NULL, "attending" boolean NOT NULL, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "event_rsvps_member_event_key" UNIQUE ("member_id", "event_id"), CONSTRAINT "PK_9b36694202531f62919c0bf5b35" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "play_reading_rsvps" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "member_id" uuid NOT NULL, "event_id" uuid NOT NULL, "attending" boolean NOT NULL, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "play_reading_rsvps_member_event_key" UNIQUE ("member_id", "event_id"), CONSTRAINT "PK_3173d8c9e15079622befdef8bab" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_rsvps" ADD CONSTRAINT "FK_b9e8884da00efd9fbc13f3b5402" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_rsvps" ADD CONSTRAINT "FK_db0b9c02cf734572db6a58b7fd2" FOREIGN KEY ("event_id") REFERENCES "rsvp_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "play_reading_rsvps" ADD CONSTRAINT "FK_07559ac6ffb9c1c525a52864ca4" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "play_reading_rsvps" ADD CONSTRAINT "FK_98511aca33f3f60cf477f16504e" FOREIGN KEY ("event_id") REFERENCES "play_reading_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "play_reading_rsvps" DROP CONSTRAINT "FK_98511aca33f3f60cf477f16504e"`);
    await queryRunner.query(`ALTER TABLE "play_reading_rsvps" DROP CONSTRAINT "FK_07559ac6ffb9c1c525a52864ca4"`);
    await queryRunner.query(`ALTER TABLE "event_rsvps" DROP CONSTRAINT "FK_db0b9c02cf734572db6a58b7fd2"`);
    await queryRunner.query(`ALTER TABLE "event_rsvps" DROP CONSTRAINT "FK_b9e8884da00efd9fbc13f3b5402"`);
    await queryRunner.query(`DROP TABLE "play_reading_rsvps"`);
    await queryRunner.query(`DROP TABLE "event_rsvps"`);
    await queryRunner.query(`DROP TABLE "rsvp_events"`);
  }
}
