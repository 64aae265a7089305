import { MigrationInterface, QueryRunner } from 'typeorm';

/** An order remembers when its hold was extended (once, when the buyer opened the payment page). */
export class OrderHolds1795900000000 implements MigrationInterface {
  name = 'OrderHolds1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "hold_extended_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "hold_extended_at"`);
  }
}
