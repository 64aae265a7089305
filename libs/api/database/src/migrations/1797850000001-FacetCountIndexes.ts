import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The artist facet's bounded counts (issue 26 item 5): each artist's works for sale, counted up to the UI's limit, read
 * from the index alone (artist, then availability: the site lists works for sale unless asked), rather than reading the
 * table until a thousand of that artist's works for sale turn up.
 */
export class FacetCountIndexes1797850000001 implements MigrationInterface {
  name = 'FacetCountIndexes1797850000001';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "art_artist_availability_idx" ON "art" ("artist_id", "availability")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "art_artist_availability_idx"`);
  }
}
