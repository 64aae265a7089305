import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Structured delivery addresses on orders (issue 24): country code, region, city, postcode and two lines. Nullable:
 * every order placed before keeps its free-text country and address (shown as they were), with no structured part.
 */
export class StructuredAddresses1797770000000 implements MigrationInterface {
  name = 'StructuredAddresses1797770000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "address_country_code" character varying(2)`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "address_region" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "address_city" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "address_postcode" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "address_line1" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "address_line2" character varying(200)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['address_line2', 'address_line1', 'address_postcode', 'address_city', 'address_region', 'address_country_code'])
      await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "${column}"`);
  }
}
