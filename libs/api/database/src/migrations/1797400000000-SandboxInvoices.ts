import { MigrationInterface, QueryRunner } from 'typeorm';

/** The payment sandbox's invoices, shared by every instance (they lived in one instance's memory). */
export class SandboxInvoices1797400000000 implements MigrationInterface {
  name = 'SandboxInvoices1797400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sandbox_invoice" ("invoice_number" character varying(20) NOT NULL, "transaction_id" character varying(100) NOT NULL, "payment_status" character varying(10) NOT NULL, "amount" character varying(30) NOT NULL, "currency" character varying(3) NOT NULL, "expiry_at" character varying(40) NOT NULL, "payment_link_url" character varying(500) NOT NULL, "description" text NOT NULL, "items" jsonb NOT NULL, "account" character varying(100) NOT NULL, "paid_at" character varying(40), "payment_method" character varying(100), "payment_reference" character varying(100), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_fb4924274b052d761c63ef76803" UNIQUE ("transaction_id"), CONSTRAINT "PK_fefa5d196303621e61f11c6f469" PRIMARY KEY ("invoice_number"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sandbox_invoice"`);
  }
}
