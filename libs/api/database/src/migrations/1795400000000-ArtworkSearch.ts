import { MigrationInterface, QueryRunner } from 'typeorm';

const EXPRESSION =
  "setweight(to_tsvector('simple', coalesce(art_name, '')), 'A') || setweight(to_tsvector('simple', coalesce(product_code, '')), 'A') || setweight(to_tsvector('simple', coalesce(art_description, '')), 'B')";

/**
 * Full-text search over artworks: a stored tsvector (name and product code weighted over the
 * description) with a GIN index, and an expression index over artist names.
 */
export class ArtworkSearch1795400000000 implements MigrationInterface {
  name = 'ArtworkSearch1795400000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "art" ADD "search_vector" tsvector GENERATED ALWAYS AS (${EXPRESSION}) STORED NOT NULL`);
    // TypeORM compares generated columns with the entities through this table, per database.
    await q.query(
      `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (current_database(), 'public', 'art', 'GENERATED_COLUMN', 'search_vector', $1)`,
      [EXPRESSION],
    );
    await q.query(`CREATE INDEX "art_search_idx" ON "art" USING GIN ("search_vector")`);
    await q.query(`CREATE INDEX "artist_name_search_idx" ON "artist" USING GIN (to_tsvector('simple', "name"))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "artist_name_search_idx"`);
    await q.query(`DROP INDEX "art_search_idx"`);
    await q.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'art' AND "name" = 'search_vector' AND "database" = current_database()`,
    );
    await q.query(`ALTER TABLE "art" DROP COLUMN "search_vector"`);
  }
}
