import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How each order reaches its buyer (issue 24): pickup or shipping, and the shipping charged. Every order placed
 * before was to be shipped and charged nothing for it.
 */
export class OrderDelivery1797770000002 implements MigrationInterface {
  name = 'OrderDelivery1797770000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "delivery_method" character varying(10) NOT NULL DEFAULT 'shipping'`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "shipping_amount" numeric(12,2) NOT NULL DEFAULT '0'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "shipping_amount"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "delivery_method"`);
  }
}
