import { MigrationInterface, QueryRunner } from 'typeorm';

/** Notes the old code wrote, that now have their own flag. */
const OLD_LATE_PAYMENT_NOTE = 'Paid after its reservation ended and a work is no longer in stock: contact the buyer (refund or another work).';
const CANCELLED_AFTER_PAYMENT_NOTE = 'Cancelled after payment: refund the buyer.';

/**
 * Orders and bookings learn what the staff must settle: `refund_due` (money received that must go
 * back) and `payment_issue` (a payment whose amount or currency did not match, never taken as paid).
 * Existing orders cancelled after payment, and late payments the old code accepted without stock,
 * are flagged 'refund due'.
 */
export class OrderPayments1795800000000 implements MigrationInterface {
  name = 'OrderPayments1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "refund_due" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "refunded_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "payment_issue" text`);
    await queryRunner.query(`ALTER TABLE "booking" ADD "payment_issue" text`);
    await queryRunner.query(
      `UPDATE "customer_order" SET "refund_due" = true
       WHERE ("status" = 'cancelled' AND position($1 in "staff_note") > 0) OR ("status" = 'paid' AND NOT "holds_stock" AND position($2 in "staff_note") > 0)`,
      [CANCELLED_AFTER_PAYMENT_NOTE, OLD_LATE_PAYMENT_NOTE],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "payment_issue"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "payment_issue"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "refunded_at"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "refund_due"`);
  }
}
