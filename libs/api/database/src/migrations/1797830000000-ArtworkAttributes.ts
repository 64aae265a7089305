import { MigrationInterface, QueryRunner } from 'typeorm';

/** Media known at this migration (libs/shared/domain artwork-attributes.ts MEDIA); a later list needs a migration of its own. */
export const MEDIUM_CHECK = `"medium" IS NULL OR "medium" IN ('oil', 'acrylic', 'watercolour', 'mixed_media', 'drawing', 'photography', 'print', 'bronze', 'wood', 'stone', 'textile', 'other')`;

/** An edition anyone can still buy: the rule of availableUnits (libs/shared/domain stock.ts), as in the catalogue search. */
const ON_SALE = '(e.edition_size IS NULL OR e.edition_size - e.reserved - e.sold - e.withheld > 0)';

/**
 * An artwork's structured attributes and what the catalogue filters on (issue 26 item 1).
 * - Written by the studio, all nullable so every existing row stays valid: medium (from a list), width, height and
 *   depth in centimetres (numeric(6,1): exact to the millimetre) and the year.
 * - Computed on the row by PostgreSQL, so no writer can leave them stale:
 *   - orientation and size class, from the dimensions, by a BEFORE trigger on the artwork;
 *   - the kinds of edition it offers (editionKind's rule, stock.ts: the Original Art Work, limited or open prints), whether any can still be bought, the lowest price for sale in each currency
 *     (`lowest_prices`, exact decimal text by currency) and the price sort's key (`price_tier`, `sort_price`), by
 *     an AFTER trigger on its editions: in the same transaction as every edit, reservation, sale and release.
 *   Orders lock the artwork's row before they touch its editions (order-stock.ts lockArtworks), so the trigger's
 *   update of that row takes no new lock in another order.
 * Indexes for every filter and the stored price sort.
 */
export class ArtworkAttributes1797830000000 implements MigrationInterface {
  name = 'ArtworkAttributes1797830000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "art" ADD "medium" varchar(20)`);
    await q.query(`ALTER TABLE "art" ADD "width_cm" numeric(6,1)`);
    await q.query(`ALTER TABLE "art" ADD "height_cm" numeric(6,1)`);
    await q.query(`ALTER TABLE "art" ADD "depth_cm" numeric(6,1)`);
    await q.query(`ALTER TABLE "art" ADD "year" integer`);
    await q.query(`ALTER TABLE "art" ADD "orientation" varchar(10)`);
    await q.query(`ALTER TABLE "art" ADD "size_class" varchar(10)`);
    await q.query(`ALTER TABLE "art" ADD "edition_kinds" text array NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE "art" ADD "availability" varchar(10) NOT NULL DEFAULT 'sold'`);
    await q.query(`ALTER TABLE "art" ADD "lowest_prices" jsonb NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE "art" ADD "price_tier" smallint NOT NULL DEFAULT 2`);
    await q.query(`ALTER TABLE "art" ADD "sort_price" numeric(12,2)`);
    await q.query(`ALTER TABLE "art" ADD CONSTRAINT "art_medium_known" CHECK (${MEDIUM_CHECK})`);
    await q.query(
      `ALTER TABLE "art" ADD CONSTRAINT "art_dimensions_positive" CHECK (("width_cm" IS NULL OR "width_cm" > 0) AND ("height_cm" IS NULL OR "height_cm" > 0) AND ("depth_cm" IS NULL OR "depth_cm" > 0))`,
    );
    await q.query(`ALTER TABLE "art" ADD CONSTRAINT "art_year_range" CHECK ("year" IS NULL OR ("year" >= 1800 AND "year" <= 9999))`);

    await q.query(`CREATE FUNCTION art_shape() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.orientation := CASE WHEN NEW.width_cm IS NULL OR NEW.height_cm IS NULL THEN NULL
    WHEN NEW.width_cm > NEW.height_cm THEN 'landscape' WHEN NEW.width_cm < NEW.height_cm THEN 'portrait' ELSE 'square' END;
  NEW.size_class := CASE WHEN greatest(NEW.width_cm, NEW.height_cm, NEW.depth_cm) IS NULL THEN NULL
    WHEN greatest(NEW.width_cm, NEW.height_cm, NEW.depth_cm) < 40 THEN 'small'
    WHEN greatest(NEW.width_cm, NEW.height_cm, NEW.depth_cm) <= 100 THEN 'medium' ELSE 'large' END;
  RETURN NEW;
END $$`);
    await q.query(
      `CREATE TRIGGER "art_shape" BEFORE INSERT OR UPDATE OF "width_cm", "height_cm", "depth_cm", "orientation", "size_class" ON "art" FOR EACH ROW EXECUTE FUNCTION art_shape()`,
    );

    // Written only when something differs: an open edition's sale changes nothing a visitor reads, and then writes
    // nothing (the public cache's triggers see no change of the work).
    await q.query(`CREATE FUNCTION art_refresh_offer(target uuid) RETURNS void LANGUAGE sql AS $$
UPDATE art a SET edition_kinds = d.kinds, availability = d.availability, lowest_prices = d.lowest, price_tier = d.tier, sort_price = d.price
FROM (SELECT
  coalesce((SELECT array_agg(DISTINCT CASE WHEN btrim(e.edition_type) = 'Original Art Work' THEN 'original' WHEN e.edition_size IS NULL THEN 'open' ELSE 'limited' END)
            FROM edition e WHERE e.art_id = target), '{}') AS kinds,
  CASE WHEN EXISTS (SELECT 1 FROM edition e WHERE e.art_id = target AND ${ON_SALE}) THEN 'forSale' ELSE 'sold' END AS availability,
  coalesce((SELECT jsonb_object_agg(p.currency, p.amount::text) FROM (
      SELECT x.key AS currency, min(x.value::numeric) AS amount
      FROM edition e, LATERAL jsonb_each_text(e.other_prices || jsonb_build_object('USD', e.price::text)) x
      WHERE e.art_id = target AND ${ON_SALE} AND x.value::numeric > 0 GROUP BY x.key) p), '{}'::jsonb) AS lowest,
  (SELECT CASE WHEN min(e.price) FILTER (WHERE ${ON_SALE} AND e.price > 0) IS NOT NULL THEN 0 WHEN bool_or(${ON_SALE}) THEN 1 ELSE 2 END
   FROM edition e WHERE e.art_id = target) AS tier,
  (SELECT coalesce(min(e.price) FILTER (WHERE ${ON_SALE} AND e.price > 0), min(e.price)) FROM edition e WHERE e.art_id = target) AS price
) d
WHERE a.id = target
  AND (a.edition_kinds, a.availability, a.lowest_prices, a.price_tier, a.sort_price) IS DISTINCT FROM (d.kinds, d.availability, d.lowest, d.tier, d.price)
$$`);
    await q.query(`CREATE FUNCTION edition_refresh_offer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM art_refresh_offer(OLD.art_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.art_id <> OLD.art_id) THEN PERFORM art_refresh_offer(NEW.art_id); END IF;
  RETURN NULL;
END $$`);
    await q.query(`CREATE TRIGGER "edition_refresh_offer" AFTER INSERT OR UPDATE OR DELETE ON "edition" FOR EACH ROW EXECUTE FUNCTION edition_refresh_offer()`);
    // Every existing work: its shape (no dimensions yet: null) and its offer from its editions.
    await q.query(`SELECT art_refresh_offer(a.id) FROM art a`);

    await q.query(`CREATE INDEX "art_medium_idx" ON "art" ("medium")`);
    await q.query(`CREATE INDEX "art_year_idx" ON "art" ("year")`);
    await q.query(`CREATE INDEX "art_orientation_idx" ON "art" ("orientation")`);
    await q.query(`CREATE INDEX "art_size_class_idx" ON "art" ("size_class")`);
    await q.query(`CREATE INDEX "art_availability_idx" ON "art" ("availability")`);
    await q.query(`CREATE INDEX "art_edition_kinds_idx" ON "art" USING GIN ("edition_kinds")`);
    await q.query(`CREATE INDEX "art_price_sort_idx" ON "art" ("price_tier", "sort_price", "id")`);
    await q.query(`CREATE INDEX "art_lowest_usd_idx" ON "art" ((("lowest_prices" ->> 'USD')::numeric))`);
    await q.query(`CREATE INDEX "art_lowest_rwf_idx" ON "art" ((("lowest_prices" ->> 'RWF')::numeric))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'art_lowest_rwf_idx',
      'art_lowest_usd_idx',
      'art_price_sort_idx',
      'art_edition_kinds_idx',
      'art_availability_idx',
      'art_size_class_idx',
      'art_orientation_idx',
      'art_year_idx',
      'art_medium_idx',
    ])
      await q.query(`DROP INDEX "${index}"`);
    await q.query(`DROP TRIGGER "edition_refresh_offer" ON "edition"`);
    await q.query(`DROP FUNCTION edition_refresh_offer()`);
    await q.query(`DROP FUNCTION art_refresh_offer(uuid)`);
    await q.query(`DROP TRIGGER "art_shape" ON "art"`);
    await q.query(`DROP FUNCTION art_shape()`);
    await q.query(`ALTER TABLE "art" DROP CONSTRAINT "art_year_range"`);
    await q.query(`ALTER TABLE "art" DROP CONSTRAINT "art_dimensions_positive"`);
    await q.query(`ALTER TABLE "art" DROP CONSTRAINT "art_medium_known"`);
    for (const column of [
      'sort_price',
      'price_tier',
      'lowest_prices',
      'availability',
      'edition_kinds',
      'size_class',
      'orientation',
      'year',
      'depth_cm',
      'height_cm',
      'width_cm',
      'medium',
    ])
      await q.query(`ALTER TABLE "art" DROP COLUMN "${column}"`);
  }
}
