import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A pickup order's lifecycle (issue 24): paid → ready_for_pickup → collected. The status column widens to hold the
 * new names (every existing status is kept); the two dates are when each happened.
 */
export class PickupLifecycle1797770000003 implements MigrationInterface {
  name = 'PickupLifecycle1797770000003';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_order" ALTER COLUMN "status" TYPE character varying(20)`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "ready_for_pickup_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "collected_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "collected_at"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "ready_for_pickup_at"`);
    // Orders in the pickup states go back to the nearest older one: collected counts as delivered, ready as paid.
    await queryRunner.query(`UPDATE "customer_order" SET "status" = 'delivered' WHERE "status" = 'collected'`);
    await queryRunner.query(`UPDATE "customer_order" SET "status" = 'paid' WHERE "status" = 'ready_for_pickup'`);
    await queryRunner.query(`ALTER TABLE "customer_order" ALTER COLUMN "status" TYPE character varying(10)`);
  }
}
