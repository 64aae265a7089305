import { MigrationInterface, QueryRunner } from 'typeorm';

const OLD_EXPRESSION =
  "setweight(to_tsvector('simple', coalesce(art_name, '')), 'A') || setweight(to_tsvector('simple', coalesce(product_code, '')), 'A') || setweight(to_tsvector('simple', coalesce(art_description, '')), 'B')";
/** The same document, with accents folded away (sawa_fold): "Éléphant" and "elephant" are one word. */
const EXPRESSION =
  "setweight(to_tsvector('simple', sawa_fold(coalesce(art_name, ''))), 'A') || setweight(to_tsvector('simple', sawa_fold(coalesce(product_code, ''))), 'A') || setweight(to_tsvector('simple', sawa_fold(coalesce(art_description, ''))), 'B')";

/**
 * Forgiving catalogue search (issue 26): the `unaccent` and `pg_trgm` extensions (both trusted, both shipped with
 * the embedded PostgreSQL and the server's), an immutable accent-and-case fold that indexes can use, the search
 * document rebuilt over folded text, and trigram indexes on the folded names of works and artists for close
 * spellings ("elefant" finds Elephant). Every row keeps its data: the document is computed by PostgreSQL.
 */
export class ForgivingSearch1797760000000 implements MigrationInterface {
  name = 'ForgivingSearch1797760000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS "unaccent" WITH SCHEMA public`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS "pg_trgm" WITH SCHEMA public`);
    // unaccent() is only STABLE (its dictionary could change); naming the dictionary makes the result fixed, so
    // this wrapper may be IMMUTABLE and serve in a generated column and in index expressions.
    await q.query(
      `CREATE FUNCTION public.sawa_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`,
    );
    await this.rebuildDocument(q, OLD_EXPRESSION, EXPRESSION);
    await q.query(`DROP INDEX "artist_name_search_idx"`);
    await q.query(`CREATE INDEX "artist_name_search_idx" ON "artist" USING GIN (to_tsvector('simple', sawa_fold("name")))`);
    await q.query(`CREATE INDEX "art_name_trgm_idx" ON "art" USING GIN (sawa_fold("art_name") gin_trgm_ops)`);
    await q.query(`CREATE INDEX "artist_name_trgm_idx" ON "artist" USING GIN (sawa_fold("name") gin_trgm_ops)`);
    // The title sort, to its last page, in index order rather than a sort of the whole table.
    await q.query(`CREATE INDEX "art_name_id_idx" ON "art" ("art_name", "id")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "art_name_id_idx"`);
    await q.query(`DROP INDEX "artist_name_trgm_idx"`);
    await q.query(`DROP INDEX "art_name_trgm_idx"`);
    await q.query(`DROP INDEX "artist_name_search_idx"`);
    await q.query(`CREATE INDEX "artist_name_search_idx" ON "artist" USING GIN (to_tsvector('simple', "name"))`);
    await this.rebuildDocument(q, EXPRESSION, OLD_EXPRESSION);
    await q.query(`DROP FUNCTION public.sawa_fold(text)`);
    // The extensions stay: another database object may have come to use them.
  }

  private async rebuildDocument(q: QueryRunner, from: string, to: string): Promise<void> {
    await q.query(`DROP INDEX "art_search_idx"`);
    await q.query(`ALTER TABLE "art" DROP COLUMN "search_vector"`);
    await q.query(`ALTER TABLE "art" ADD "search_vector" tsvector GENERATED ALWAYS AS (${to}) STORED NOT NULL`);
    // TypeORM compares generated columns with the entities through this table, per database.
    await q.query(
      `UPDATE "typeorm_metadata" SET "value" = $1 WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'art' AND "name" = 'search_vector' AND "database" = current_database() AND "value" = $2`,
      [to, from],
    );
    await q.query(`CREATE INDEX "art_search_idx" ON "art" USING GIN ("search_vector")`);
  }
}
