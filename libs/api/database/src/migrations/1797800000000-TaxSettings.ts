import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tax as settings (issue 24): whether the studio is VAT-registered, its tax number and rate (18 %, Rwanda's standard
 * rate, until changed); per order the VAT in its total, how it was treated (domestic or zero-rated export) and the
 * tax authority's invoice number (EBM). Orders placed before keep null: no VAT was stated for them.
 */
export class TaxSettings1797800000000 implements MigrationInterface {
  name = 'TaxSettings1797800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "shop_settings" ADD "vat_registered" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "shop_settings" ADD "tax_number" character varying(50) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "shop_settings" ADD "vat_rate" numeric(5,2) NOT NULL DEFAULT 18`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "vat_amount" numeric(12,2)`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "vat_rate" numeric(5,2)`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "vat_treatment" character varying(10)`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "ebm_invoice_number" character varying(50)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "ebm_invoice_number"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "vat_treatment"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "vat_rate"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "vat_amount"`);
    await queryRunner.query(`ALTER TABLE "shop_settings" DROP COLUMN "vat_rate"`);
    await queryRunner.query(`ALTER TABLE "shop_settings" DROP COLUMN "tax_number"`);
    await queryRunner.query(`ALTER TABLE "shop_settings" DROP COLUMN "vat_registered"`);
  }
}
