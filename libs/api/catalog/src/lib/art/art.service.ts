import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Not, Repository, SelectQueryBuilder } from 'typeorm';
import { AuditLog, snapshotChanges } from '@sawa/api/audit';
import { badInput, conflict, notFound, Page, pageWindow } from '@sawa/api/common';
import { pgConstraint, pgErrorCode, PG_UNIQUE_VIOLATION } from '@sawa/api/database';
import { ImageTransaction, MediaService, PreparedImage } from '@sawa/api/media';
import { ATTRIBUTE_MESSAGES, catalogueSearchProblem, isMoney, STOCK_MESSAGES } from '@sawa/shared/domain';
import { Artist } from '../artist/artist.entity';
import { Category } from '../category/category.entity';
import { Collection } from '../collection/collection.entity';
import { artworkSnapshot } from './art-audit';
import { ArtImage } from './art-image.entity';
import { Art } from './art.entity';
import type { LegacyArtSource } from './art.legacy-mapper';
import { ArtFacetFilters, ArtFiles, ArtInput, ArtListInput, MAX_GALLERY_IMAGES, UNTITLED } from './art.params';
import { CurrencyRatesService } from './currency-rates.service';
import { applyLegacyQuantity, legacyQuantity, PlannedEdition, planEditions } from './edition-plan';
import { Edition } from './edition.entity';
import { CatalogueFacets, CatalogueSearch } from '../search/catalogue-search';
import { assertSold } from './edition-prices';

/** How many of the newest works a New Releases read gives: what was asked, from 1 to 50. */
const recentCount = (limit: number) => Math.min(Math.max(1, limit), 50);

/** Every rule about artworks; the REST controller and the GraphQL resolvers both call it. */
@Injectable()
export class ArtService {
  constructor(
    @InjectRepository(Art) private readonly arts: Repository<Art>,
    private readonly media: MediaService,
    private readonly audit: AuditLog,
    private readonly search: CatalogueSearch,
    private readonly currencies: CurrencyRatesService,
  ) {}

  /**
   * Filtered, searched, sorted and paged. Which works, in which order, is the catalogue search's answer
   * (CatalogueSearch: one rule for the public site, the back office's list and REST); their relations for
   * display are then loaded in one round trip. A search text the rule refuses is a 400 with its message.
   */
  async list(input: ArtListInput = {}): Promise<Page<Art>> {
    const problem = catalogueSearchProblem(input.search);
    if (problem) throw badInput(problem);
    const { skip, take } = pageWindow(input);
    const { ids, totalItems } = await this.search.find({
      ...this.scope(input),
      sort: input.sort ?? 'relevance',
      skip,
      take,
    });
    if (!ids.length) return { items: [], totalItems };
    // The works' own rows only: what a page asks of their editions, images, cover and artist comes from the request's
    // loaders (CatalogLoaders), one statement per relation it asks for, whatever the page size.
    const found = await this.arts.find({ where: { id: In(ids) } });
    const byId = new Map(found.map((art) => [art.id, art]));
    return { items: ids.map((id) => byId.get(id)).filter((art): art is Art => art !== undefined), totalItems };
  }

  /**
   * The legacy list (GET /api/v1/art, SPEC §7): the same works, order and count as list(), read lean for its up to 500
   * works a page: one statement with only what the legacy answer shows (each work's editions and images aggregated on
   * its row), no entities. Joined entities repeat every work's columns on each edition's and image's row, and building
   * them back took most of that answer's time.
   */
  async legacyList(input: ArtListInput = {}): Promise<Page<LegacyArtSource>> {
    const { skip, take } = pageWindow(input);
    const { ids, totalItems } = await this.search.find({ ...this.scope(input), sort: input.sort ?? 'relevance', skip, take });
    if (!ids.length) return { items: [], totalItems };
    const rows = await this.arts.manager.query<LegacyArtSource[]>(
      `SELECT a.id, a.art_name AS name, a.product_code AS "productCode", a.art_description AS description, a.art_size AS size,
              a.art_material AS material, a.artist_id AS "artistId", a.category_id AS "categoryId", a.collection_id AS "collectionId",
              a.created_at AS "createdAt", a.updated_at AS "updatedAt", json_build_object('name', ar.name) AS artist,
              CASE WHEN cover.id IS NULL THEN NULL ELSE json_build_object('path', cover.path) END AS "coverImage",
              coalesce((SELECT json_agg(json_build_object('position', i.position, 'asset', json_build_object('path', asset.path)))
                        FROM art_image i JOIN asset ON asset.id = i.asset_id WHERE i.art_id = a.id), '[]') AS images,
              coalesce((SELECT json_agg(json_build_object('id', e.id, 'type', e.edition_type, 'price', e.price::text, 'position', e.position,
                          'editionSize', e.edition_size, 'reserved', e.reserved, 'sold', e.sold, 'withheld', e.withheld))
                        FROM edition e WHERE e.art_id = a.id), '[]') AS editions
       FROM art a JOIN artist ar ON ar.id = a.artist_id LEFT JOIN asset cover ON cover.id = a.cover_image_id
       WHERE a.id = ANY ($1::uuid[])`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { items: ids.map((id) => byId.get(id)).filter((art): art is LegacyArtSource => art !== undefined), totalItems };
  }

  /** Each facet's values and the count a click would give (the other facets applied); the same checks as list(). */
  facets(input: Omit<ArtListInput, 'sort' | 'page' | 'pageSize'> = {}): Promise<CatalogueFacets> {
    const problem = catalogueSearchProblem(input.search);
    if (problem) throw badInput(problem);
    return this.search.facets(this.scope(input));
  }

  /** What a list asks the search for: text, page scope and the checked filters. */
  private scope(input: ArtListInput) {
    return {
      text: input.search?.trim() || undefined,
      categoryId: input.categoryId,
      collectionId: input.collectionId,
      artistId: input.artistId,
      filters: this.checkedFilters(input),
    };
  }

  /** The ranges make sense and the price's currency is one the shop sells in; the lists' values were checked by the input. */
  private checkedFilters(input: ArtFacetFilters): ArtFacetFilters {
    const { artistIds, media, availability, sizeClasses, orientations, editionKinds, yearFrom, yearTo, priceMin, priceMax } = input;
    const currency = input.currency?.trim().toUpperCase() || undefined;
    if (currency) assertSold(currency, this.currencies.sold);
    for (const [name, value] of [
      ['priceMin', priceMin],
      ['priceMax', priceMax],
    ] as const)
      if (value !== undefined && value !== null && !isMoney(String(value))) throw badInput(`${name} must be an amount of at least 0 with at most two decimals`);
    if (yearFrom != null && yearTo != null && yearFrom > yearTo) throw badInput(ATTRIBUTE_MESSAGES.yearRange);
    if (priceMin != null && priceMax != null && Number(priceMin) > Number(priceMax)) throw badInput(ATTRIBUTE_MESSAGES.priceRange);
    return {
      artistIds,
      media,
      availability,
      sizeClasses,
      orientations,
      editionKinds,
      yearFrom: yearFrom ?? undefined,
      yearTo: yearTo ?? undefined,
      currency,
      priceMin: priceMin ?? undefined,
      priceMax: priceMax ?? undefined,
    };
  }

  /** The newest works (New Releases): 1 to 50. Their relations come from the request's loaders, as list()'s. */
  recent(limit: number): Promise<Art[]> {
    return this.list({ page: 1, pageSize: recentCount(limit) }).then((page) => page.items);
  }

  /** The same newest works read lean for the legacy answer (GET /api/v1/art/recent), as legacyList() reads its page. */
  legacyRecent(limit: number): Promise<LegacyArtSource[]> {
    return this.legacyList({ page: 1, pageSize: recentCount(limit) }).then((page) => page.items);
  }

  /** The SPEC's Other Works: same category or collection as the artwork, itself excluded. */
  async related(artId: string, page: number, pageSize: number): Promise<Page<Art>> {
    const art = await this.arts.findOne({ where: { id: artId }, select: { id: true, categoryId: true, collectionId: true } });
    if (!art) throw notFound('artwork', artId);
    const place = art.collectionId ? { collectionId: art.collectionId } : art.categoryId ? { categoryId: art.categoryId } : undefined;
    if (!place) return { items: [], totalItems: 0 };
    const { skip, take } = pageWindow({ page, pageSize });
    // The works' own rows, as list() reads them: their relations come from the request's loaders.
    const [items, totalItems] = await this.arts.findAndCount({
      where: { id: Not(artId), ...place },
      order: { createdAt: 'DESC', id: 'ASC' },
      skip,
      take,
    });
    return { items, totalItems };
  }

  async findOne(id: string): Promise<Art> {
    const art = await this.withDisplayRelations(this.arts.createQueryBuilder('art'))
      .where('art.id = :id', { id })
      .orderBy('editions.position', 'ASC')
      .addOrderBy('images.position', 'ASC')
      .getOne();
    if (!art) throw notFound('artwork', id);
    return art;
  }

  countAll(): Promise<number> {
    return this.arts.count();
  }

  /** `input` has passed the artwork contract (art.input.ts): required fields, limits, one to MAX_EDITIONS editions. */
  async create(input: ArtInput, files: ArtFiles = {}): Promise<Art> {
    assertExactlyOnePlace(input.categoryId, input.collectionId);
    const images = await this.prepareImages(files);
    const id = await this.write(async (tx) => {
      await this.assertReferences(tx.manager, input);
      await this.assertProductCodeFree(tx.manager, input.productCode);
      const cover = images.cover ? await tx.store(images.cover) : null;
      const art = await tx.manager.save(
        tx.manager.create(Art, {
          name: input.name?.trim() || UNTITLED,
          productCode: input.productCode,
          description: input.description,
          size: input.size,
          material: input.material,
          artistId: input.artistId,
          categoryId: input.categoryId || null,
          collectionId: input.collectionId || null,
          coverImageId: cover?.id ?? null,
          conservationPercent: input.conservationPercent ?? null,
          medium: input.medium ?? null,
          widthCm: input.widthCm ?? null,
          heightCm: input.heightCm ?? null,
          depthCm: input.depthCm ?? null,
          year: input.year ?? null,
        }),
      );
      const { editions } = planEditions([], input.editions, await this.currencies.priceContext(tx.manager));
      // A legacy quantity gives prints their number, unless the editions state their own sizes.
      if (input.quantity !== undefined && input.editions.every((e) => e.editionSize === undefined)) applyLegacyQuantity(editions, input.quantity, true);
      await this.storeEditions(tx.manager, art.id, editions, []);
      await this.saveGallery(tx, art.id, images.gallery);
      await this.audit.record(tx.manager, {
        action: 'artwork.created',
        target: { type: 'artwork', id: art.id },
        changes: snapshotChanges(null, await artworkSnapshot(tx.manager, art.id)),
      });
      return art.id;
    }, images);
    return this.findOne(id);
  }

  /**
   * Changes what is given. Editions, when given, are the artwork's editions from now on: each row
   * keeps the identity and counts of the edition it matches (see planEditions). A new cover replaces the
   * old one; new gallery images replace the gallery, or join the images `keepImages` names (the others
   * go). Moving to a category clears the collection and back.
   * A writer that says which version it loaded is refused (409) when the artwork changed since.
   */
  async update(id: string, input: Partial<ArtInput>, files: ArtFiles = {}): Promise<Art> {
    if (input.categoryId && input.collectionId) assertExactlyOnePlace(input.categoryId, input.collectionId);
    const images = await this.prepareImages(files);
    await this.write(async (tx) => {
      const art = await tx.manager.findOne(Art, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!art) throw notFound('artwork', id);
      if (input.version !== undefined && input.version !== art.version) throw conflict(STOCK_MESSAGES.staleArtwork);
      const before = await artworkSnapshot(tx.manager, id);
      await this.assertReferences(tx.manager, input);
      if (input.productCode !== undefined && input.productCode !== art.productCode) await this.assertProductCodeFree(tx.manager, input.productCode);
      const current = await tx.manager.find(Edition, { where: { artId: id } });
      const plan = input.editions ? planEditions(current, input.editions, await this.currencies.priceContext(tx.manager)) : undefined;
      // A legacy quantity equal to what the artwork reads now changes nothing (a form sending back what it loaded).
      let editions: PlannedEdition[] | undefined = plan?.editions;
      if (input.quantity !== undefined && input.quantity !== legacyQuantity(current)) {
        editions ??= current.sort((a, b) => a.position - b.position).map((e) => ({ ...e }));
        applyLegacyQuantity(editions, input.quantity, false);
      }
      for (const key of ['productCode', 'description', 'size', 'material', 'artistId'] as const) {
        if (input[key] !== undefined) art[key] = input[key];
      }
      if (input.name !== undefined) art.name = input.name?.trim() || UNTITLED;
      if (input.conservationPercent !== undefined) art.conservationPercent = input.conservationPercent;
      for (const key of ['medium', 'widthCm', 'heightCm', 'depthCm', 'year'] as const) {
        if (input[key] !== undefined) (art as unknown as Record<string, unknown>)[key] = input[key];
      }
      if (input.categoryId) {
        art.categoryId = input.categoryId;
        art.collectionId = null;
      } else if (input.collectionId) {
        art.collectionId = input.collectionId;
        art.categoryId = null;
      }
      const previousCover = art.coverImageId;
      if (images.cover) art.coverImageId = (await tx.store(images.cover)).id;
      // Relations are not loaded: save() would otherwise try to reconcile them.
      await tx.manager.update(
        Art,
        { id },
        {
          name: art.name,
          productCode: art.productCode,
          description: art.description,
          size: art.size,
          material: art.material,
          artistId: art.artistId,
          categoryId: art.categoryId,
          collectionId: art.collectionId,
          coverImageId: art.coverImageId,
          conservationPercent: art.conservationPercent,
          medium: art.medium,
          widthCm: art.widthCm,
          heightCm: art.heightCm,
          depthCm: art.depthCm,
          year: art.year,
          version: () => '"version" + 1',
        },
      );
      if (images.cover && previousCover) await tx.release(previousCover);
      if (editions) await this.storeEditions(tx.manager, id, editions, plan?.removed ?? []);
      if (images.gallery.length || input.keepImages !== undefined) await this.updateGallery(tx, id, input.keepImages, images.gallery);
      await this.audit.record(tx.manager, {
        action: 'artwork.updated',
        target: { type: 'artwork', id },
        changes: snapshotChanges(before, await artworkSnapshot(tx.manager, id)),
      });
    }, images);
    return this.findOne(id);
  }

  /** Deletes the artwork, its editions and every image file. */
  async remove(id: string): Promise<void> {
    await this.media.transaction(async (tx) => {
      const art = await tx.manager.findOne(Art, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!art) throw notFound('artwork', id);
      const before = await artworkSnapshot(tx.manager, id);
      const images = await tx.manager.find(ArtImage, { where: { artId: id } });
      await tx.manager.delete(Art, { id });
      await this.audit.record(tx.manager, { action: 'artwork.deleted', target: { type: 'artwork', id }, changes: snapshotChanges(before, null) });
      await tx.release(art.coverImageId);
      for (const image of images) await tx.release(image.assetId);
    });
  }

  private withDisplayRelations(query: SelectQueryBuilder<Art>): SelectQueryBuilder<Art> {
    return query
      .leftJoinAndSelect('art.artist', 'artist')
      .leftJoinAndSelect('artist.image', 'artistImage')
      .leftJoinAndSelect('art.coverImage', 'coverImage')
      .leftJoinAndSelect('art.editions', 'editions')
      .leftJoinAndSelect('art.images', 'images')
      .leftJoinAndSelect('images.asset', 'imageAsset');
  }

  /** A transaction that turns a lost race on the unique product code into the same 409. */
  private async write<T>(work: (tx: ImageTransaction) => Promise<T>, images: { cover?: PreparedImage; gallery: PreparedImage[] }): Promise<T> {
    try {
      return await this.media.transaction(work, [images.cover, ...images.gallery]);
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === 'art_product_code_key') {
        throw conflict('An artwork with this product code already exists.');
      }
      throw error;
    }
  }

  private async assertProductCodeFree(manager: EntityManager, productCode: string): Promise<void> {
    if (await manager.exists(Art, { where: { productCode } })) throw conflict(`An artwork with product code ${productCode} already exists.`);
  }

  private async assertReferences(manager: EntityManager, input: Partial<ArtInput>): Promise<void> {
    if (input.artistId && !(await manager.exists(Artist, { where: { id: input.artistId } }))) {
      throw badInput(`There is no artist with id ${input.artistId}.`);
    }
    if (input.categoryId && !(await manager.exists(Category, { where: { id: input.categoryId } }))) {
      throw badInput(`There is no category with id ${input.categoryId}.`);
    }
    if (input.collectionId && !(await manager.exists(Collection, { where: { id: input.collectionId } }))) {
      throw badInput(`There is no collection with id ${input.collectionId}.`);
    }
  }

  /** Writes the planned editions; reserved and sold are the orders' to write, never the form's. */
  private async storeEditions(manager: EntityManager, artId: string, editions: PlannedEdition[], removed: Edition[]): Promise<void> {
    if (removed.length) await manager.delete(Edition, { id: In(removed.map((e) => e.id)) });
    for (const { id, type, price, otherPrices, position, editionSize, withheld, pickup, shipping, shipsWithin, weightKg } of editions) {
      if (id) await manager.update(Edition, { id }, { type, price, otherPrices, position, editionSize, withheld, pickup, shipping, shipsWithin, weightKg });
      else await manager.insert(Edition, { artId, type, price, otherPrices, position, editionSize, withheld, pickup, shipping, shipsWithin, weightKg });
    }
  }

  /** Decodes and re-encodes the form's images before any transaction is opened (see MediaService.prepare). */
  private async prepareImages(files: ArtFiles): Promise<{ cover?: PreparedImage; gallery: PreparedImage[] }> {
    const cover = files.cover ? await this.media.prepare(files.cover, { field: 'coverImage' }) : undefined;
    return { cover, gallery: await this.media.prepareAll(files.images, { field: 'images' }) };
  }

  private async saveGallery(tx: ImageTransaction, artId: string, images: PreparedImage[], from = 0): Promise<void> {
    for (const [index, image] of images.entries()) {
      const asset = await tx.store(image);
      await tx.manager.insert(ArtImage, { artId, assetId: asset.id, position: from + index });
    }
  }

  /**
   * The gallery from now on: the images kept (by address, in the order given; all of them go when `keep` is
   * undefined, as legacy clients expect), then the new ones. A removed image's files go once the change is
   * committed, as a replaced one's do.
   */
  private async updateGallery(tx: ImageTransaction, artId: string, keep: string[] | undefined, added: PreparedImage[]): Promise<void> {
    const current = await tx.manager.find(ArtImage, { where: { artId } });
    const byPath = new Map(current.map((image) => [image.asset.path, image]));
    const kept = (keep ?? []).map((path) => {
      const image = byPath.get(path);
      if (!image) throw badInput(`${path} is not one of this artwork's gallery images.`);
      return image;
    });
    if (kept.length + added.length > MAX_GALLERY_IMAGES) {
      throw badInput(`An artwork has at most ${MAX_GALLERY_IMAGES} gallery images (${kept.length} kept and ${added.length} added).`);
    }
    const removed = current.filter((image) => !kept.includes(image));
    if (removed.length) await tx.manager.delete(ArtImage, { id: In(removed.map((image) => image.id)) });
    for (const image of removed) await tx.release(image.assetId);
    for (const [position, image] of kept.entries()) if (image.position !== position) await tx.manager.update(ArtImage, { id: image.id }, { position });
    await this.saveGallery(tx, artId, added, kept.length);
  }
}

function assertExactlyOnePlace(categoryId: string | null | undefined, collectionId: string | null | undefined): void {
  if (Boolean(categoryId) === Boolean(collectionId)) throw badInput('Choose exactly one of a category or a collection.');
}
