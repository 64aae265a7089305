import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shipping quotes (issue 24 item 4): the buyer's request (cart, address, contact), the staff's answer and its take-up;
 * the studio's threshold over which a work is always on quote (longest side in cm, weight in kg: null, no limit); and
 * an edition's weight in kg, which the threshold compares (null: not known).
 */
export class ShippingQuotes1797810000000 implements MigrationInterface {
  name = 'ShippingQuotes1797810000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "shipping_quote" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "number" character varying(20) NOT NULL, "token" character varying(64) NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'requested', "customer_name" character varying(200) NOT NULL, "customer_email" character varying(320) NOT NULL, "customer_phone" character varying(40) NOT NULL, "address_country_code" character varying(2) NOT NULL, "address_region" character varying(100) NOT NULL, "address_city" character varying(100) NOT NULL, "address_postcode" character varying(20), "address_line1" character varying(200) NOT NULL, "address_line2" character varying(200), "notes" text NOT NULL DEFAULT '', "lines" jsonb NOT NULL, "works_total" numeric(12,2) NOT NULL, "currency" character varying(3) NOT NULL, "shipping_amount" numeric(12,2), "carrier" character varying(100), "crate_included" boolean, "insurance_included" boolean, "answered_at" TIMESTAMP WITH TIME ZONE, "valid_until" TIMESTAMP WITH TIME ZONE, "taken_at" TIMESTAMP WITH TIME ZONE, "order_number" character varying(20), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "shipping_quote_status_known" CHECK ("status" IN ('requested', 'answered', 'taken')), CONSTRAINT "shipping_quote_amount_not_negative" CHECK ("shipping_amount" IS NULL OR "shipping_amount" >= 0), CONSTRAINT "PK_shipping_quote" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_shipping_quote_number" ON "shipping_quote" ("number")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_shipping_quote_token" ON "shipping_quote" ("token")`);
    await queryRunner.query(`ALTER TABLE "shop_settings" ADD "quote_over_longest_side_cm" integer`);
    await queryRunner.query(`ALTER TABLE "shop_settings" ADD "quote_over_weight_kg" numeric(8,2)`);
    await queryRunner.query(`ALTER TABLE "edition" ADD "weight_kg" numeric(8,2)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "edition" DROP COLUMN "weight_kg"`);
    await queryRunner.query(`ALTER TABLE "shop_settings" DROP COLUMN "quote_over_weight_kg"`);
    await queryRunner.query(`ALTER TABLE "shop_settings" DROP COLUMN "quote_over_longest_side_cm"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_shipping_quote_token"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_shipping_quote_number"`);
    await queryRunner.query(`DROP TABLE "shipping_quote"`);
  }
}
