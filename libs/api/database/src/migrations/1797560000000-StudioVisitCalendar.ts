import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Studio visits on a calendar: the studio's visit schedule (rules, weekly slots in Kigali time, closed days,
 * the rows of booked or blocked times) and each visit's time, party and places. Every database starts with
 * the example schedule (frozen here: Tuesday to Sunday at 10:00, 12:00, 14:00 and 16:00, 8 places each), so
 * Book Now works from the first start. Visits booked before this have no time: their visitors choose one on
 * the visit page (the legacy route's visits do the same).
 */
export class StudioVisitCalendar1797560000000 implements MigrationInterface {
  name = 'StudioVisitCalendar1797560000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "visit_weekly_slot" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "weekday" smallint NOT NULL,
                "start_time" character varying(5) NOT NULL,
                "places" integer NOT NULL,
                CONSTRAINT "UQ_41344772700faa3779dd7ceebe5" UNIQUE ("weekday", "start_time"),
                CONSTRAINT "CHK_39f934107d4fe9d73cc8356828" CHECK ("places" > 0),
                CONSTRAINT "CHK_efcee609a51159a6b27a26b63d" CHECK ("start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
                CONSTRAINT "CHK_aca3535a77f8d4c018d6c33d4d" CHECK (
                    "weekday" BETWEEN 1 AND 7
                ),
                CONSTRAINT "PK_7e878f9dc8fa040b592d60d25d6" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "visit_slot" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "weekly_slot_id" uuid,
                "capacity" integer,
                "extra" boolean NOT NULL DEFAULT false,
                "blocked" boolean NOT NULL DEFAULT false,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_56410ece506659364b069ad6a96" UNIQUE ("starts_at"),
                CONSTRAINT "CHK_273390f16621a8eb334095c533" CHECK (
                    "capacity" IS NULL
                    OR "capacity" > 0
                ),
                CONSTRAINT "CHK_6b3c360f9a01b3a7b75f7a07c7" CHECK (
                    "weekly_slot_id" IS NOT NULL
                    OR "capacity" IS NOT NULL
                ),
                CONSTRAINT "PK_2eb5052201a6e154802cb9aee41" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "visit_closure" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "date" date NOT NULL,
                "note" character varying(200) NOT NULL DEFAULT '',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_8a4b94cd69a955d7839d30be240" UNIQUE ("date"),
                CONSTRAINT "PK_6de8f6d87113aac4dba0de27c71" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "visit_schedule" (
                "id" smallint NOT NULL DEFAULT '1',
                "notice_hours" integer NOT NULL DEFAULT '24',
                "horizon_days" integer NOT NULL DEFAULT '90',
                "max_party_size" integer NOT NULL DEFAULT '6',
                "change_cutoff_hours" integer NOT NULL DEFAULT '24',
                "visit_minutes" integer NOT NULL DEFAULT '60',
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_13125110be99c05a907eed8c04" CHECK ("id" = 1),
                CONSTRAINT "PK_68df7c4aa061dc07801694872f6" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "booking"
            ADD "source" character varying(10) NOT NULL DEFAULT 'online'
        `);
    await queryRunner.query(`
            ALTER TABLE "booking"
            ADD "slot_id" uuid
        `);
    await queryRunner.query(`
            ALTER TABLE "booking"
            ADD "party_size" integer NOT NULL DEFAULT '1'
        `);
    await queryRunner.query(`
            ALTER TABLE "booking"
            ADD "holds_places" boolean NOT NULL DEFAULT false
        `);
    await queryRunner.query(`
            ALTER TABLE "booking"
            ADD "refund_due" boolean NOT NULL DEFAULT false
        `);
    await queryRunner.query(`
            ALTER TABLE "booking"
            ADD "refunded_at" TIMESTAMP WITH TIME ZONE
        `);
    await queryRunner.query(`
            ALTER TABLE "booking"
            ADD "staff_note" text NOT NULL DEFAULT ''
        `);
    await queryRunner.query(`
            ALTER TABLE "booking"
            ADD "reminder_sent_at" TIMESTAMP WITH TIME ZONE
        `);
    await queryRunner.query(`
            ALTER TABLE "booking"
            ADD "calendar_sequence" integer NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_booking_slot_places" ON "booking" ("slot_id")
            WHERE holds_places
        `);
    await queryRunner.query(`
            ALTER TABLE "booking"
            ADD CONSTRAINT "CHK_160a1f5aac5725f2421b2c75bd" CHECK (
                    NOT "holds_places"
                    OR "slot_id" IS NOT NULL
                )
        `);
    await queryRunner.query(`
            ALTER TABLE "booking"
            ADD CONSTRAINT "CHK_b12f11b78fdcf1bbf631db638d" CHECK ("party_size" >= 1)
        `);
    await queryRunner.query(`
            ALTER TABLE "visit_slot"
            ADD CONSTRAINT "FK_6b467d24d5c82f9203859f81ad4" FOREIGN KEY ("weekly_slot_id") REFERENCES "visit_weekly_slot"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "booking"
            ADD CONSTRAINT "FK_1c13179356130d8ec2fe00bb49f" FOREIGN KEY ("slot_id") REFERENCES "visit_slot"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`INSERT INTO "visit_schedule" ("id") VALUES (1)`);
    await queryRunner.query(`
            INSERT INTO "visit_weekly_slot" ("weekday", "start_time", "places")
            SELECT weekday, start_time, 8 FROM generate_series(2, 7) AS weekday, unnest(ARRAY['10:00', '12:00', '14:00', '16:00']) AS start_time
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "booking" DROP CONSTRAINT "FK_1c13179356130d8ec2fe00bb49f"
        `);
    await queryRunner.query(`
            ALTER TABLE "visit_slot" DROP CONSTRAINT "FK_6b467d24d5c82f9203859f81ad4"
        `);
    await queryRunner.query(`
            ALTER TABLE "booking" DROP CONSTRAINT "CHK_b12f11b78fdcf1bbf631db638d"
        `);
    await queryRunner.query(`
            ALTER TABLE "booking" DROP CONSTRAINT "CHK_160a1f5aac5725f2421b2c75bd"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_booking_slot_places"
        `);
    await queryRunner.query(`
            ALTER TABLE "booking" DROP COLUMN "calendar_sequence"
        `);
    await queryRunner.query(`
            ALTER TABLE "booking" DROP COLUMN "reminder_sent_at"
        `);
    await queryRunner.query(`
            ALTER TABLE "booking" DROP COLUMN "staff_note"
        `);
    await queryRunner.query(`
            ALTER TABLE "booking" DROP COLUMN "refunded_at"
        `);
    await queryRunner.query(`
            ALTER TABLE "booking" DROP COLUMN "refund_due"
        `);
    await queryRunner.query(`
            ALTER TABLE "booking" DROP COLUMN "holds_places"
        `);
    await queryRunner.query(`
            ALTER TABLE "booking" DROP COLUMN "party_size"
        `);
    await queryRunner.query(`
            ALTER TABLE "booking" DROP COLUMN "slot_id"
        `);
    await queryRunner.query(`
            ALTER TABLE "booking" DROP COLUMN "source"
        `);
    await queryRunner.query(`
            DROP TABLE "visit_schedule"
        `);
    await queryRunner.query(`
            DROP TABLE "visit_closure"
        `);
    await queryRunner.query(`
            DROP TABLE "visit_slot"
        `);
    await queryRunner.query(`
            DROP TABLE "visit_weekly_slot"
        `);
  }
}
