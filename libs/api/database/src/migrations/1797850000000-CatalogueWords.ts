import { MigrationInterface, QueryRunner } from 'typeorm';

/** The words of a title a close spelling can be corrected to: folded lexemes of three letters or more, no numbers. */
const TITLE_WORDS = (name: string) =>
  `SELECT DISTINCT w.lexeme FROM unnest(to_tsvector('simple', sawa_fold(coalesce(${name}, '')))) AS w WHERE length(w.lexeme) >= 3 AND w.lexeme !~ '^[0-9]+$'`;

/**
 * Close spellings over a word list (issue 26 item 5). `catalogue_word` holds the distinct folded words of the works'
 * titles, kept by PostgreSQL (a statement trigger on insert, a row trigger on a change of title), under a trigram
 * index: a misspelt word is corrected to the known words it is close to (a few thousand rows at most, however many
 * works), and the works are then found through the full-text index, rather than comparing the text with every title.
 * A word is never removed when its last title goes: a word that matches no title finds no work, so it costs nothing
 * but a row.
 */
export class CatalogueWords1797850000000 implements MigrationInterface {
  name = 'CatalogueWords1797850000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "catalogue_word" ("word" text PRIMARY KEY)`);
    await q.query(`CREATE INDEX "catalogue_word_trgm_idx" ON "catalogue_word" USING GIN ("word" gin_trgm_ops)`);
    await q.query(`CREATE FUNCTION catalogue_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO catalogue_word (word) SELECT DISTINCT t.word FROM added a, LATERAL (${TITLE_WORDS('a.art_name')}) AS t(word)
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE FUNCTION catalogue_words_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.art_name IS DISTINCT FROM OLD.art_name THEN
          INSERT INTO catalogue_word (word) ${TITLE_WORDS('NEW.art_name')} ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER catalogue_words_added AFTER INSERT ON art REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalogue_words_added()`,
    );
    await q.query(`CREATE TRIGGER catalogue_words_renamed AFTER UPDATE OF art_name ON art FOR EACH ROW EXECUTE FUNCTION catalogue_words_renamed()`);
    await q.query(
      `INSERT INTO catalogue_word (word) SELECT DISTINCT t.word FROM art a, LATERAL (${TITLE_WORDS('a.art_name')}) AS t(word) ON CONFLICT DO NOTHING`,
    );
    // The titles' trigram index served the close spellings compared with every title: no longer read.
    await q.query(`DROP INDEX "art_name_trgm_idx"`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "art_name_trgm_idx" ON "art" USING GIN (sawa_fold("art_name") gin_trgm_ops)`);
    await q.query(`DROP TRIGGER catalogue_words_renamed ON art`);
    await q.query(`DROP TRIGGER catalogue_words_added ON art`);
    await q.query(`DROP FUNCTION catalogue_words_renamed()`);
    await q.query(`DROP FUNCTION catalogue_words_added()`);
    await q.query(`DROP TABLE "catalogue_word"`);
  }
}
