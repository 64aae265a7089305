import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { Page } from '@sawa/api/common';
import { byKeys, groupByKeys, RequestLoaders } from '@sawa/api/graphql';
import { Asset } from '@sawa/api/media';
import { ArtImage } from './art/art-image.entity';
import { Art } from './art/art.entity';
import { Edition } from './art/edition.entity';
import { Artist } from './artist/artist.entity';
import { Category } from './category/category.entity';
import { Collection } from './collection/collection.entity';

/** A page of a nested list (an artist's works, a category's collections). */
export interface ChildPage {
  page: number;
  pageSize: number;
}

/** One batched query per relation per GraphQL request (no N+1 whatever the page size). */
@Injectable()
export class CatalogLoaders {
  private readonly loaders = new RequestLoaders();

  constructor(private readonly dataSource: DataSource) {}

  artist(ctx: object) {
    return this.loaders.get<string, Artist | undefined>(ctx, 'artist', async (ids) =>
      byKeys(ids, await this.dataSource.getRepository(Artist).find({ where: { id: In([...ids]) }, relations: { image: true } }), (a) => a.id),
    );
  }

  category(ctx: object) {
    return this.loaders.get<string, Category | undefined>(ctx, 'category', async (ids) =>
      byKeys(ids, await this.dataSource.getRepository(Category).find({ where: { id: In([...ids]) }, relations: { image: true } }), (c) => c.id),
    );
  }

  collection(ctx: object) {
    return this.loaders.get<string, Collection | undefined>(ctx, 'collection', async (ids) =>
      byKeys(ids, await this.dataSource.getRepository(Collection).find({ where: { id: In([...ids]) }, relations: { image: true } }), (c) => c.id),
    );
  }

  asset(ctx: object) {
    return this.loaders.get<string, Asset | undefined>(ctx, 'asset', async (ids) =>
      byKeys(ids, await this.dataSource.getRepository(Asset).find({ where: { id: In([...ids]) } }), (a) => a.id),
    );
  }

  editionsOf(ctx: object) {
    return this.loaders.get<string, Edition[]>(ctx, 'editionsOf', async (artIds) =>
      groupByKeys(artIds, await this.dataSource.getRepository(Edition).find({ where: { artId: In([...artIds]) }, order: { position: 'ASC' } }), (e) => e.artId),
    );
  }

  imagesOf(ctx: object) {
    return this.loaders.get<string, ArtImage[]>(ctx, 'imagesOf', async (artIds) =>
      groupByKeys(
        artIds,
        await this.dataSource.getRepository(ArtImage).find({ where: { artId: In([...artIds]) }, relations: { asset: true }, order: { position: 'ASC' } }),
        (i) => i.artId,
      ),
    );
  }

  /** One page of each category's collections (oldest first, as the shop lists them) and their number. */
  collectionsOf(ctx: object, window: ChildPage) {
    return this.loaders.get<string, Page<Collection>>(ctx, `collectionsOf:${window.page}:${window.pageSize}`, async (categoryIds) => {
      const pages = await this.childPages('collection', 'category_id', 'created_at ASC, id ASC', categoryIds, window);
      const rows = await this.dataSource.getRepository(Collection).find({ where: { id: In(pages.ids) }, relations: { image: true } });
      return pages.fill(rows);
    });
  }

  /** One page of each artist's works (newest first) with cover and editions, and their number. */
  artworksOf(ctx: object, window: ChildPage) {
    return this.loaders.get<string, Page<Art>>(ctx, `artworksOf:${window.page}:${window.pageSize}`, async (artistIds) => {
      const pages = await this.childPages('art', 'artist_id', 'created_at DESC, id DESC', artistIds, window);
      const rows = await this.dataSource
        .getRepository(Art)
        .find({ where: { id: In(pages.ids) }, relations: { coverImage: true, editions: true }, order: { editions: { position: 'ASC' } } });
      return pages.fill(rows);
    });
  }

  /**
   * The ids on one page of each parent's children, and each parent's count, in one query (a
   * window per parent). Row 1 of every parent is always read so a page past the end still knows
   * the total. `fill` puts the loaded rows back in page order under their parents.
   */
  private async childPages(table: string, parentColumn: string, order: string, parentIds: readonly string[], { page, pageSize }: ChildPage) {
    const offset = (page - 1) * pageSize;
    const rows: { parent: string; id: string; n: string; total: number }[] = await this.dataSource.query(
      `SELECT parent, id, n, total FROM (
         SELECT ${parentColumn} AS parent, id, row_number() OVER w AS n, count(*) OVER (PARTITION BY ${parentColumn})::int AS total
         FROM "${table}" WHERE ${parentColumn} = ANY($1)
         WINDOW w AS (PARTITION BY ${parentColumn} ORDER BY ${order})
       ) ranked WHERE n = 1 OR (n > $2 AND n <= $3)`,
      [[...parentIds], offset, offset + pageSize],
    );
    const onPage = rows.filter((r) => Number(r.n) > offset && Number(r.n) <= offset + pageSize).sort((a, b) => Number(a.n) - Number(b.n));
    return {
      ids: onPage.map((r) => r.id),
      fill: <T extends { id: string }>(entities: T[]): Page<T>[] => {
        const byId = new Map(entities.map((e) => [e.id, e]));
        return parentIds.map((parent) => ({
          items: onPage.filter((r) => r.parent === parent).flatMap((r) => byId.get(r.id) ?? []),
          totalItems: rows.find((r) => r.parent === parent)?.total ?? 0,
        }));
      },
    };
  }

  /** Works of a category: its own and those of its collections. */
  categoryArtworkCount(ctx: object) {
    return this.loaders.get<string, number>(ctx, 'categoryArtworkCount', async (ids) => {
      const rows: { id: string; n: number }[] = await this.dataSource.query(
        `SELECT c.id, count(DISTINCT a.id)::int AS n FROM category c
           LEFT JOIN collection col ON col.category_id = c.id
           LEFT JOIN art a ON a.category_id = c.id OR a.collection_id = col.id
         WHERE c.id = ANY($1) GROUP BY c.id`,
        [[...ids]],
      );
      return ids.map((id) => rows.find((r) => r.id === id)?.n ?? 0);
    });
  }

  collectionArtworkCount(ctx: object) {
    return this.loaders.get<string, number>(ctx, 'collectionArtworkCount', async (ids) => {
      const rows: { id: string; n: number }[] = await this.dataSource.query(
        `SELECT collection_id AS id, count(*)::int AS n FROM art WHERE collection_id = ANY($1) GROUP BY collection_id`,
        [[...ids]],
      );
      return ids.map((id) => rows.find((r) => r.id === id)?.n ?? 0);
    });
  }
}
