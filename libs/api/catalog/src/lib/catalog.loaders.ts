import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { byKeys, groupByKeys, RequestLoaders } from '@sawa/api/graphql';
import { Asset } from '@sawa/api/media';
import { ArtImage } from './art/art-image.entity';
import { Art } from './art/art.entity';
import { Edition } from './art/edition.entity';
import { Artist } from './artist/artist.entity';
import { Category } from './category/category.entity';
import { Collection } from './collection/collection.entity';

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

  collectionsOf(ctx: object) {
    return this.loaders.get<string, Collection[]>(ctx, 'collectionsOf', async (categoryIds) =>
      groupByKeys(
        categoryIds,
        await this.dataSource
          .getRepository(Collection)
          .find({ where: { categoryId: In([...categoryIds]) }, relations: { image: true }, order: { createdAt: 'ASC' } }),
        (c) => c.categoryId,
      ),
    );
  }

  artworksOf(ctx: object) {
    return this.loaders.get<string, Art[]>(ctx, 'artworksOf', async (artistIds) =>
      groupByKeys(
        artistIds,
        await this.dataSource.getRepository(Art).find({
          where: { artistId: In([...artistIds]) },
          relations: { coverImage: true, editions: true },
          order: { createdAt: 'DESC', editions: { position: 'ASC' } },
        }),
        (a) => a.artistId,
      ),
    );
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
