import { MigrationInterface, QueryRunner } from 'typeorm';

const ORIGINAL = 'Original Art Work';
/** The note the old code wrote on a late payment that took no stock (the order holds nothing). */
const LATE_PAYMENT_NOTE = 'Paid after its reservation ended and a work is no longer in stock: contact the buyer (refund or another work).';
const OVERSOLD_NOTE = (other: string) =>
  `Moved to stock per edition: the original in this order had already been sold or reserved by order ${other} (the old single count allowed it); this order holds no stock: contact the buyer.`;

interface HeldLine {
  orderId: string;
  number: string;
  editionId: string;
  quantity: number;
  status: string;
  original: boolean;
}

/**
 * Stock per edition. Until now an artwork had one `quantity` that every edition drew from. What it
 * meant for each edition, and so what this migration writes:
 * - Order lines learn which edition they took (same work and edition type; the same price first when
 *   a type repeats). Orders learn whether they hold stock: pending, paid and shipped orders do, except
 *   a late payment the old code flagged as having found its works gone.
 * - `reserved` and `sold` of each edition are counted from the orders that hold stock (pending:
 *   reserved; paid or shipped: sold). An original held by more than one order (the old count allowed
 *   it) counts for the first (paid before pending, earliest first); the others hold nothing and say so
 *   in their staff note.
 * - An Original Art Work is an edition of one. If the work's quantity was 0 and no order holds its
 *   original, the original had been taken off sale (sold at the gallery, or a print sale used up the
 *   shared count): it is kept back (`withheld`), so nothing becomes buyable that was not; the studio can
 *   put it back on sale.
 * - Every other edition becomes a limited edition with the old quantity still available: its size is
 *   what its orders hold plus the quantity (at least 1; a size with nothing left is kept back). No
 *   edition can be sold more than before; the studio can make a print an open edition.
 * - The artwork gets a version (raised by every edit and every sale), and loses `quantity`.
 */
export class StockPerEdition1795700000000 implements MigrationInterface {
  name = 'StockPerEdition1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = <T = unknown>(sql: string, params?: unknown[]) => queryRunner.query(sql, params) as Promise<T>;
    await q(`ALTER TABLE "edition" ADD "edition_size" integer`);
    await q(`ALTER TABLE "edition" ADD "reserved" integer NOT NULL DEFAULT '0'`);
    await q(`ALTER TABLE "edition" ADD "sold" integer NOT NULL DEFAULT '0'`);
    await q(`ALTER TABLE "edition" ADD "withheld" integer NOT NULL DEFAULT '0'`);
    await q(`ALTER TABLE "art" ADD "version" integer NOT NULL DEFAULT '1'`);
    await q(`ALTER TABLE "order_line" ADD "edition_id" uuid`);
    await q(`ALTER TABLE "customer_order" ADD "holds_stock" boolean NOT NULL DEFAULT false`);

    await q(`
      UPDATE "order_line" l SET "edition_id" = (
        SELECT e."id" FROM "edition" e
        WHERE e."art_id" = l."art_id" AND e."edition_type" = l."edition"
        ORDER BY (e."price" = l."unit_price") DESC, e."position" ASC LIMIT 1
      ) WHERE l."art_id" IS NOT NULL`);
    await q(`UPDATE "customer_order" SET "holds_stock" = true WHERE "status" IN ('pending', 'paid', 'shipped') AND position($1 in "staff_note") = 0`, [
      LATE_PAYMENT_NOTE,
    ]);

    // Count what each edition's holding orders took; an original goes to its first holder only.
    const lines = await q<HeldLine[]>(`
      SELECT o."id" AS "orderId", o."number", l."edition_id" AS "editionId", l."quantity", o."status", e."edition_type" = '${ORIGINAL}' AS "original"
      FROM "customer_order" o JOIN "order_line" l ON l."order_id" = o."id" JOIN "edition" e ON e."id" = l."edition_id"
      WHERE o."holds_stock"
      ORDER BY (o."status" = 'pending') ASC, coalesce(o."paid_at", o."created_at") ASC, o."created_at" ASC, o."id" ASC`);
    const byOrder = new Map<string, HeldLine[]>();
    for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
    const counts = new Map<string, { reserved: number; sold: number }>();
    const originalHolder = new Map<string, string>();
    for (const [orderId, held] of byOrder) {
      const taken = held.find((l) => l.original && originalHolder.has(l.editionId));
      if (taken) {
        const other = originalHolder.get(taken.editionId) as string;
        await q(`UPDATE "customer_order" SET "holds_stock" = false, "staff_note" = trim(both E'\\n' from "staff_note" || E'\\n' || $2) WHERE "id" = $1`, [
          orderId,
          OVERSOLD_NOTE(other),
        ]);
        continue;
      }
      for (const line of held) {
        if (line.original) originalHolder.set(line.editionId, line.number);
        const count = counts.get(line.editionId) ?? { reserved: 0, sold: 0 };
        if (line.status === 'pending') count.reserved += line.quantity;
        else count.sold += line.quantity;
        counts.set(line.editionId, count);
      }
    }
    for (const [editionId, count] of counts) {
      await q(`UPDATE "edition" SET "reserved" = $2, "sold" = $3 WHERE "id" = $1`, [editionId, count.reserved, count.sold]);
    }

    // Sizes: the original is one; every other edition keeps the old quantity available.
    await q(`
      UPDATE "edition" e SET "edition_size" = 1,
        "withheld" = CASE WHEN a."quantity" = 0 AND e."reserved" + e."sold" = 0 THEN 1 ELSE 0 END
      FROM "art" a WHERE a."id" = e."art_id" AND e."edition_type" = '${ORIGINAL}'`);
    await q(`
      UPDATE "edition" e SET "edition_size" = greatest(1, e."reserved" + e."sold" + a."quantity"),
        "withheld" = CASE WHEN e."reserved" + e."sold" + a."quantity" = 0 THEN 1 ELSE 0 END
      FROM "art" a WHERE a."id" = e."art_id" AND e."edition_type" <> '${ORIGINAL}'`);

    await q(`ALTER TABLE "art" DROP CONSTRAINT "art_quantity_not_negative"`);
    await q(`ALTER TABLE "art" DROP COLUMN "quantity"`);
    await q(`ALTER TABLE "edition" ADD CONSTRAINT "edition_counts_not_negative" CHECK ("reserved" >= 0 AND "sold" >= 0 AND "withheld" >= 0)`);
    await q(
      `ALTER TABLE "edition" ADD CONSTRAINT "edition_counts_within_size" CHECK ("edition_size" IS NULL OR ("edition_size" >= 1 AND "reserved" + "sold" + "withheld" <= "edition_size"))`,
    );
    await q(`ALTER TABLE "edition" ADD CONSTRAINT "edition_open_withholds_nothing" CHECK ("edition_size" IS NOT NULL OR "withheld" = 0)`);
    await q(`ALTER TABLE "edition" ADD CONSTRAINT "edition_original_is_unique" CHECK ("edition_type" <> '${ORIGINAL}' OR "edition_size" = 1)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`ALTER TABLE "edition" DROP CONSTRAINT "edition_original_is_unique"`);
    await q(`ALTER TABLE "edition" DROP CONSTRAINT "edition_open_withholds_nothing"`);
    await q(`ALTER TABLE "edition" DROP CONSTRAINT "edition_counts_within_size"`);
    await q(`ALTER TABLE "edition" DROP CONSTRAINT "edition_counts_not_negative"`);
    // The single count again: what the editions with a limit can still sell.
    await q(`ALTER TABLE "art" ADD "quantity" integer NOT NULL DEFAULT 0`);
    await q(`
      UPDATE "art" a SET "quantity" = coalesce((
        SELECT sum(greatest(0, e."edition_size" - e."reserved" - e."sold" - e."withheld")) FROM "edition" e
        WHERE e."art_id" = a."id" AND e."edition_size" IS NOT NULL), 0)`);
    await q(`ALTER TABLE "art" ALTER COLUMN "quantity" DROP DEFAULT`);
    await q(`ALTER TABLE "art" ADD CONSTRAINT "art_quantity_not_negative" CHECK ("quantity" >= 0)`);
    await q(`ALTER TABLE "customer_order" DROP COLUMN "holds_stock"`);
    await q(`ALTER TABLE "order_line" DROP COLUMN "edition_id"`);
    await q(`ALTER TABLE "art" DROP COLUMN "version"`);
    await q(`ALTER TABLE "edition" DROP COLUMN "withheld"`);
    await q(`ALTER TABLE "edition" DROP COLUMN "sold"`);
    await q(`ALTER TABLE "edition" DROP COLUMN "reserved"`);
    await q(`ALTER TABLE "edition" DROP COLUMN "edition_size"`);
  }
}
