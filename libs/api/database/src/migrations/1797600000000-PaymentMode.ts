import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each order and visit records which payments took it ('sandbox' or 'irembopay'), so 'Start selling for real' removes
 * only simulated ones. Rows made before: 'sandbox' when the sandbox paid them or issued their invoice, or when they never
 * had an invoice nor money (nothing real to keep); every other row 'irembopay', the safe side (kept).
 */
export class PaymentMode1797600000000 implements MigrationInterface {
  name = 'PaymentMode1797600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, key] of [
      ['customer_order', 'number'],
      ['booking', 'reference'],
    ]) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "payment_mode" character varying(10) NOT NULL DEFAULT 'irembopay'`);
      await queryRunner.query(
        `UPDATE "${table}" t SET "payment_mode" = 'sandbox'
         WHERE t.payment_method = 'SANDBOX'
            OR EXISTS (SELECT 1 FROM sandbox_invoice s WHERE s.invoice_number = t.invoice_number AND s.transaction_id = t.${key})
            OR (t.invoice_number IS NULL AND t.paid_at IS NULL AND NOT t.refund_due)`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "payment_mode"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "payment_mode"`);
  }
}
