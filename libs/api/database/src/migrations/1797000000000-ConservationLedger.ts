import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The conservation ledger: an artwork's own conservation share (null: CONSERVATION_SHARE_PERCENT),
 * the share each order line was placed at, and one entry per paid order line (and per reversal of
 * a paid order cancelled since). Orders paid before this migration have no entries: the ledger
 * starts with it.
 */
export class ConservationLedger1797000000000 implements MigrationInterface {
  name = 'ConservationLedger1797000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "conservation_entry" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "order_line_id" uuid NOT NULL, "kind" character varying(10) NOT NULL, "quantity" integer NOT NULL, "sale_amount" numeric(12,2) NOT NULL, "percent" numeric(5,2) NOT NULL, "amount" numeric(12,2) NOT NULL, "currency" character varying(3) NOT NULL, "test" boolean NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "conservation_entry_once_per_line" UNIQUE ("order_line_id", "kind"), CONSTRAINT "conservation_entry_percent_range" CHECK ("percent" >= 0 AND "percent" <= 100), CONSTRAINT "conservation_entry_signs" CHECK (("kind" = 'sale' AND "quantity" > 0 AND "sale_amount" >= 0 AND "amount" >= 0) OR ("kind" = 'reversal' AND "quantity" < 0 AND "sale_amount" <= 0 AND "amount" <= 0)), CONSTRAINT "PK_ac1416962610f153d6974fc246a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_6ff7fc18ce132ae68986d64a3e" ON "conservation_entry" ("order_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_0fe5dcc8b96bccd4b2262a4503" ON "conservation_entry" ("created_at")`);
    await queryRunner.query(`ALTER TABLE "art" ADD "conservation_percent" numeric(5,2)`);
    await queryRunner.query(`ALTER TABLE "order_line" ADD "conservation_percent" numeric(5,2)`);
    await queryRunner.query(
      `ALTER TABLE "art" ADD CONSTRAINT "art_conservation_percent_range" CHECK ("conservation_percent" IS NULL OR ("conservation_percent" >= 0 AND "conservation_percent" <= 100))`,
    );
    await queryRunner.query(
      `ALTER TABLE "conservation_entry" ADD CONSTRAINT "FK_6ff7fc18ce132ae68986d64a3e9" FOREIGN KEY ("order_id") REFERENCES "customer_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "conservation_entry" ADD CONSTRAINT "FK_e9644a34eb38a6fa914fe165bd8" FOREIGN KEY ("order_line_id") REFERENCES "order_line"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "conservation_entry"`);
    await queryRunner.query(`ALTER TABLE "art" DROP CONSTRAINT "art_conservation_percent_range"`);
    await queryRunner.query(`ALTER TABLE "order_line" DROP COLUMN "conservation_percent"`);
    await queryRunner.query(`ALTER TABLE "art" DROP COLUMN "conservation_percent"`);
  }
}
