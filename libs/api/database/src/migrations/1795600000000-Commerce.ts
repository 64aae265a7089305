import { MigrationInterface, QueryRunner } from 'typeorm';

export class Commerce1795600000000 implements MigrationInterface {
  name = 'Commerce1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "booking" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "reference" character varying(20) NOT NULL,
                "status" character varying(10) NOT NULL DEFAULT 'pending',
                "visitor_name" character varying(200),
                "visitor_email" character varying(320),
                "visitor_phone" character varying(40),
                "amount" numeric(12, 2) NOT NULL,
                "currency" character varying(3) NOT NULL,
                "invoice_number" character varying(100),
                "payment_link_url" character varying(500),
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "paid_at" TIMESTAMP WITH TIME ZONE,
                "payment_reference" character varying(100),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_97c7203bed6a596750e0c12e281" UNIQUE ("reference"),
                CONSTRAINT "PK_49171efc69702ed84c812f33540" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_83dda68f1025a4b14250ca017c" ON "booking" ("status")
        `);
    await queryRunner.query(`
            CREATE TABLE "order_line" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "order_id" uuid NOT NULL,
                "art_id" uuid,
                "art_name" character varying(200) NOT NULL,
                "edition" character varying(100) NOT NULL,
                "unit_price" numeric(12, 2) NOT NULL,
                "quantity" integer NOT NULL,
                "line_total" numeric(12, 2) NOT NULL,
                CONSTRAINT "PK_01a7c973d9f30479647e44f9892" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ed8fae6d7239e9d730219215af" ON "order_line" ("order_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "customer_order" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "number" character varying(20) NOT NULL,
                "status" character varying(10) NOT NULL DEFAULT 'pending',
                "customer_name" character varying(200) NOT NULL,
                "customer_email" character varying(320) NOT NULL,
                "customer_phone" character varying(40) NOT NULL,
                "country" character varying(100) NOT NULL,
                "shipping_address" text NOT NULL,
                "notes" text NOT NULL DEFAULT '',
                "total" numeric(12, 2) NOT NULL,
                "currency" character varying(3) NOT NULL,
                "invoice_number" character varying(100),
                "payment_link_url" character varying(500),
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "paid_at" TIMESTAMP WITH TIME ZONE,
                "payment_reference" character varying(100),
                "payment_method" character varying(100),
                "staff_note" text NOT NULL DEFAULT '',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_de717da204096d9fb7c889874c3" UNIQUE ("number"),
                CONSTRAINT "PK_c70aef746523b2c4a0af0945209" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c63639efc3257b365fd44d1155" ON "customer_order" ("status")
        `);
    await queryRunner.query(`
            ALTER TABLE "order_line"
            ADD CONSTRAINT "FK_ed8fae6d7239e9d730219215af7" FOREIGN KEY ("order_id") REFERENCES "customer_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "order_line" DROP CONSTRAINT "FK_ed8fae6d7239e9d730219215af7"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_c63639efc3257b365fd44d1155"
        `);
    await queryRunner.query(`
            DROP TABLE "customer_order"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_ed8fae6d7239e9d730219215af"
        `);
    await queryRunner.query(`
            DROP TABLE "order_line"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_83dda68f1025a4b14250ca017c"
        `);
    await queryRunner.query(`
            DROP TABLE "booking"
        `);
  }
}
