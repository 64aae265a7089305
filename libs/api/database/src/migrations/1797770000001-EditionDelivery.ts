import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How each edition reaches a buyer (issue 24): pickup at the studio (on for every existing edition), its shipping
 * (originals on quote, prints the flat rate) and where it ships; and the studio's flat-rate table per zone and
 * currency, empty until the studio fills it.
 */
export class EditionDelivery1797770000001 implements MigrationInterface {
  name = 'EditionDelivery1797770000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "edition" ADD "pickup" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "edition" ADD "shipping" character varying(10) NOT NULL DEFAULT 'flat_rate'`);
    await queryRunner.query(`ALTER TABLE "edition" ADD "ships_within" character varying(10) NOT NULL DEFAULT 'world'`);
    await queryRunner.query(`UPDATE "edition" SET "shipping" = 'quote' WHERE "edition_type" = 'Original Art Work'`);
    await queryRunner.query(
      `ALTER TABLE "edition" ADD CONSTRAINT "edition_shipping_known" CHECK ("shipping" IN ('flat_rate', 'quote', 'none') AND "ships_within" IN ('world', 'rwanda'))`,
    );
    await queryRunner.query(
      `CREATE TABLE "shipping_rate" ("zone" character varying(20) NOT NULL, "currency" character varying(3) NOT NULL, "first_item" numeric(12,2) NOT NULL, "extra_item" numeric(12,2) NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "shipping_rate_not_negative" CHECK ("first_item" >= 0 AND "extra_item" >= 0), CONSTRAINT "PK_shipping_rate" PRIMARY KEY ("zone", "currency"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "shipping_rate"`);
    await queryRunner.query(`ALTER TABLE "edition" DROP CONSTRAINT "edition_shipping_known"`);
    await queryRunner.query(`ALTER TABLE "edition" DROP COLUMN "ships_within"`);
    await queryRunner.query(`ALTER TABLE "edition" DROP COLUMN "shipping"`);
    await queryRunner.query(`ALTER TABLE "edition" DROP COLUMN "pickup"`);
  }
}
