import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shipping and refunds as records (issue 24): an order shipped carries its carrier and tracking number and
 * may be marked delivered; each refund the studio makes is a row of `order_refund` (amount, method, reference,
 * reason, date); the conservation ledger reverses a refund's part of the share in `refund` entries, one per
 * order line and refund. Orders shipped before have no carrier (their mail and page say nothing of one);
 * refunds marked before have no record (their order keeps its `refunded_at`).
 */
export class ShipmentsAndRefunds1797740000000 implements MigrationInterface {
  name = 'ShipmentsAndRefunds1797740000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "carrier" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "carrier_name" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "tracking_number" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "delivered_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE TABLE "order_refund" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "amount" numeric(12,2) NOT NULL, "currency" character varying(3) NOT NULL, "method" character varying(20), "reference" character varying(100) NOT NULL DEFAULT '', "reason" text NOT NULL DEFAULT '', "refunded_on" date NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "order_refund_amount_positive" CHECK ("amount" > 0), CONSTRAINT "PK_order_refund" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_order_refund_order" ON "order_refund" ("order_id")`);
    await queryRunner.query(
      `ALTER TABLE "order_refund" ADD CONSTRAINT "FK_order_refund_order" FOREIGN KEY ("order_id") REFERENCES "customer_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`ALTER TABLE "conservation_entry" ADD "refund_id" uuid`);
    await queryRunner.query(`ALTER TABLE "conservation_entry" DROP CONSTRAINT "conservation_entry_signs"`);
    await queryRunner.query(
      `ALTER TABLE "conservation_entry" ADD CONSTRAINT "conservation_entry_signs" CHECK (("kind" = 'sale' AND "quantity" > 0 AND "sale_amount" >= 0 AND "amount" >= 0 AND "refund_id" IS NULL) OR ("kind" = 'reversal' AND "quantity" < 0 AND "sale_amount" <= 0 AND "amount" <= 0 AND "refund_id" IS NULL) OR ("kind" = 'refund' AND "quantity" = 0 AND "sale_amount" <= 0 AND "amount" <= 0 AND "refund_id" IS NOT NULL))`,
    );
    // Sale and reversal stay once per line; a line has one refund entry per refund.
    await queryRunner.query(`ALTER TABLE "conservation_entry" DROP CONSTRAINT "conservation_entry_once_per_line"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "conservation_entry_once_per_line" ON "conservation_entry" ("order_line_id", "kind") WHERE "refund_id" IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE "conservation_entry" ADD CONSTRAINT "conservation_entry_once_per_refund" UNIQUE ("refund_id", "order_line_id")`);
    await queryRunner.query(
      `ALTER TABLE "conservation_entry" ADD CONSTRAINT "FK_conservation_entry_refund" FOREIGN KEY ("refund_id") REFERENCES "order_refund"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "conservation_entry" WHERE "kind" = 'refund'`);
    await queryRunner.query(`ALTER TABLE "conservation_entry" DROP CONSTRAINT "FK_conservation_entry_refund"`);
    await queryRunner.query(`ALTER TABLE "conservation_entry" DROP CONSTRAINT "conservation_entry_once_per_refund"`);
    await queryRunner.query(`DROP INDEX "conservation_entry_once_per_line"`);
    await queryRunner.query(`ALTER TABLE "conservation_entry" ADD CONSTRAINT "conservation_entry_once_per_line" UNIQUE ("order_line_id", "kind")`);
    await queryRunner.query(`ALTER TABLE "conservation_entry" DROP CONSTRAINT "conservation_entry_signs"`);
    await queryRunner.query(
      `ALTER TABLE "conservation_entry" ADD CONSTRAINT "conservation_entry_signs" CHECK (("kind" = 'sale' AND "quantity" > 0 AND "sale_amount" >= 0 AND "amount" >= 0) OR ("kind" = 'reversal' AND "quantity" < 0 AND "sale_amount" <= 0 AND "amount" <= 0))`,
    );
    await queryRunner.query(`ALTER TABLE "conservation_entry" DROP COLUMN "refund_id"`);
    await queryRunner.query(`DROP TABLE "order_refund"`);
    // A delivered order was shipped: it goes back to being shipped.
    await queryRunner.query(`UPDATE "customer_order" SET "status" = 'shipped' WHERE "status" = 'delivered'`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "delivered_at"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "tracking_number"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "carrier_name"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "carrier"`);
  }
}
