import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When an order was shipped and when it was cancelled, shown to the studio and the buyer afterwards. Orders
 * shipped or cancelled before take the date from the audit log, where there is one.
 */
export class OrderShippedCancelledDates1797620000000 implements MigrationInterface {
  name = 'OrderShippedCancelledDates1797620000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "shipped_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "cancelled_at" TIMESTAMP WITH TIME ZONE`);
    for (const [column, action] of [
      ['shipped_at', 'order.shipped'],
      ['cancelled_at', 'order.cancelled'],
    ]) {
      await queryRunner.query(
        `UPDATE "customer_order" o SET "${column}" = a.at FROM (SELECT target_id, max(at) AS at FROM "audit_entry" WHERE action = $1 AND target_type = 'order' GROUP BY target_id) a WHERE a.target_id = o.number`,
        [action],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "cancelled_at"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "shipped_at"`);
  }
}
