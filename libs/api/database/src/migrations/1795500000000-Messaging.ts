import { MigrationInterface, QueryRunner } from 'typeorm';

export class Messaging1795500000000 implements MigrationInterface {
  name = 'Messaging1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "commission_request" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "name" character varying(200) NOT NULL,
                "email" character varying(320) NOT NULL,
                "phone" character varying(40) NOT NULL,
                "country" character varying(100) NOT NULL,
                "artwork_type" character varying(200) NOT NULL,
                "size" character varying(200) NOT NULL,
                "style_preferences" character varying(500) NOT NULL,
                "message" text NOT NULL,
                "reference_image_id" uuid,
                "status" character varying(10) NOT NULL DEFAULT 'new',
                "notes" text NOT NULL DEFAULT '',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_77cb1b130d9c68b7ce6e7420a0b" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_8d7e77c397ec566c6896230a7b" ON "commission_request" ("status")
        `);
    await queryRunner.query(`
            CREATE TABLE "outbox_message" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "to" character varying(320) NOT NULL,
                "reply_to" character varying(320),
                "subject" character varying(300) NOT NULL,
                "html" text NOT NULL,
                "text" text NOT NULL,
                "attachments" jsonb NOT NULL DEFAULT '[]',
                "status" character varying(10) NOT NULL DEFAULT 'pending',
                "attempts" integer NOT NULL DEFAULT '0',
                "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "last_error" text,
                "sent_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_2f36ee5236f2793f3e7bd554589" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_3e1d188faf16b1e79c1c4ef3e1" ON "outbox_message" ("status", "next_attempt_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "newsletter_subscriber" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "email" character varying(320) NOT NULL,
                "unsubscribed_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_c7c77fa243eefb2415b13f1b4e4" UNIQUE ("email"),
                CONSTRAINT "PK_673f5f9a16ef0e216059224e02f" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "page_view" (
                "id" BIGSERIAL NOT NULL,
                "path" character varying(500) NOT NULL,
                "referrer" character varying(255),
                "day" date NOT NULL,
                CONSTRAINT "PK_b01ec2dc6dc377f811d4db5613e" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_2ffa2b910d5395bbeedf1ede2c" ON "page_view" ("day", "path")
        `);
    await queryRunner.query(`
            ALTER TABLE "commission_request"
            ADD CONSTRAINT "FK_5dea6daf420d22ae10aa4ad75f2" FOREIGN KEY ("reference_image_id") REFERENCES "asset"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "commission_request" DROP CONSTRAINT "FK_5dea6daf420d22ae10aa4ad75f2"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_2ffa2b910d5395bbeedf1ede2c"
        `);
    await queryRunner.query(`
            DROP TABLE "page_view"
        `);
    await queryRunner.query(`
            DROP TABLE "newsletter_subscriber"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_3e1d188faf16b1e79c1c4ef3e1"
        `);
    await queryRunner.query(`
            DROP TABLE "outbox_message"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_8d7e77c397ec566c6896230a7b"
        `);
    await queryRunner.query(`
            DROP TABLE "commission_request"
        `);
  }
}
