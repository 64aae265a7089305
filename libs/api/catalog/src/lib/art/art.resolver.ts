import { ConfigService } from '@nestjs/config';
import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Environment, ParseIdPipe, Public } from '@sawa/api/common';
import { DecimalScalar, Image, PaginatedShape, readUpload, readUploads } from '@sawa/api/graphql';
import { MediaService } from '@sawa/api/media';
import {
  artworkSoldOut,
  BASE_CURRENCY,
  cardPrice,
  availableUnits,
  conservationShare,
  editionKind,
  effectiveSharePercent,
  heldByUnpaidOrders,
  normaliseWeightKg,
  PAGE_SIZES,
} from '@sawa/shared/domain';
import { ArtistType } from '../artist/artist.types';
import { CatalogLoaders } from '../catalog.loaders';
import { CategoryType } from '../category/category.types';
import { CollectionType } from '../collection/collection.types';
import { Art } from './art.entity';
import { CreateArtworkInput, UpdateArtworkInput } from './art.input';
import { ArtService } from './art.service';
import { CurrencyRatesService } from './currency-rates.service';
import {
  ArtworkFacetsType,
  ArtworkFilter,
  ArtworkList,
  ArtworksArgs,
  ArtworkStockType,
  ArtworkType,
  EditionKindEnum,
  EditionShippingEnum,
  EditionStockType,
  EditionType,
  PriceType,
  ShipsWithinEnum,
} from './art.types';
import { legacyQuantity } from './edition-plan';
import { Edition } from './edition.entity';

type Ctx = object;

const byPosition = (editions: Edition[]) => [...editions].sort((a, b) => a.position - b.position);

/** The edition's prices in the currencies sold (USD first), as stored. */
export function editionPrices(e: Pick<Edition, 'price' | 'otherPrices'>, sold: readonly string[]): PriceType[] {
  return sold.flatMap((currency) => {
    const amount = currency === BASE_CURRENCY ? e.price : e.otherPrices?.[currency];
    return amount === undefined ? [] : [{ currency, amount }];
  });
}

function toEditionType(e: Edition, sold: readonly string[] = [BASE_CURRENCY]): Omit<EditionType, 'conservationShare'> {
  const available = availableUnits(e);
  return {
    id: e.id,
    type: e.type,
    price: e.price,
    prices: editionPrices(e, sold),
    kind: editionKind(e.type, e.editionSize) as EditionKindEnum,
    editionSize: e.editionSize,
    available,
    soldOut: available !== null && available <= 0,
    onHold: heldByUnpaidOrders(e),
    pickup: e.pickup,
    shipping: e.shipping as EditionShippingEnum,
    shipsWithin: e.shipsWithin as ShipsWithinEnum,
    weightKg: e.weightKg === null ? null : normaliseWeightKg(e.weightKg),
  };
}

function toEditionStock(e: Edition): EditionStockType {
  const { id, type, kind, editionSize, available } = toEditionType(e);
  return { id, type, kind, editionSize, available, reserved: e.reserved, sold: e.sold, withheld: e.withheld };
}

@Resolver(() => ArtworkType)
export class ArtResolver {
  private readonly studioSharePercent: string;

  constructor(
    private readonly arts: ArtService,
    private readonly loaders: CatalogLoaders,
    private readonly media: MediaService,
    private readonly currencies: CurrencyRatesService,
    config: ConfigService<Environment, true>,
  ) {
    this.studioSharePercent = config.get('CONSERVATION_SHARE_PERCENT', { infer: true });
  }

  @Query(() => ArtworkList, { description: 'Artworks, filtered, searched, sorted and paged on the server.' })
  @Public()
  async artworks(@Args() args: ArtworksArgs): Promise<PaginatedShape<Art>> {
    const page = await this.arts.list({ ...args.filter, sort: args.sort, page: args.page, pageSize: args.pageSize });
    return { ...page, page: args.page, pageSize: args.pageSize };
  }

  @Query(() => ArtworkFacetsType, {
    description: "The catalogue's facets for these filters: each value with how many works a click on it would give, the other facets applied",
  })
  @Public()
  artworkFacets(@Args('filter', { type: () => ArtworkFilter, nullable: true }) filter?: ArtworkFilter): Promise<ArtworkFacetsType> {
    return this.arts.facets({ ...filter });
  }

  @Query(() => ArtworkType)
  @Public()
  artwork(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<Art> {
    return this.arts.findOne(id);
  }

  @Query(() => ArtworkStockType, { description: "An artwork's stock per edition (available, reserved, sold, kept back) and its version." })
  @Allow('catalog.manage')
  async artworkStock(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<ArtworkStockType> {
    const art = await this.arts.findOne(id);
    return { artworkId: art.id, version: art.version, editions: byPosition(art.editions).map(toEditionStock) };
  }

  @Query(() => [ArtworkType], { description: 'The newest artworks (New Releases).' })
  @Public()
  recentArtworks(@Args('limit', { type: () => Int, defaultValue: 8 }) limit: number): Promise<Art[]> {
    return this.arts.recent(limit);
  }

  @Query(() => ArtworkList, { description: "Other Works: the artwork's category or collection, itself excluded." })
  @Public()
  async relatedArtworks(
    @Args('artworkId', { type: () => ID }, ParseIdPipe) artworkId: string,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: PAGE_SIZES.otherWorks }) pageSize: number,
  ): Promise<PaginatedShape<Art>> {
    const safePage = Math.max(1, page);
    const result = await this.arts.related(artworkId, safePage, pageSize);
    return { ...result, page: safePage, pageSize };
  }

  @Mutation(() => ArtworkType)
  @Allow('catalog.manage')
  async createArtwork(@Args('input') { coverImage, images, ...input }: CreateArtworkInput): Promise<Art> {
    return this.arts.create(input, { cover: await readUpload(coverImage), images: await readUploads(images) });
  }

  @Mutation(() => ArtworkType)
  @Allow('catalog.manage')
  async updateArtwork(
    @Args('id', { type: () => ID }, ParseIdPipe) id: string,
    @Args('input') { coverImage, images, ...input }: UpdateArtworkInput,
  ): Promise<Art> {
    return this.arts.update(id, input, { cover: await readUpload(coverImage), images: await readUploads(images) });
  }

  @Mutation(() => Boolean, { description: 'Deletes the artwork, its editions and image files.' })
  @Allow('catalog.manage')
  async deleteArtwork(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<boolean> {
    await this.arts.remove(id);
    return true;
  }

  @ResolveField(() => DecimalScalar)
  conservationPercent(@Parent() art: Art): string {
    return effectiveSharePercent(art.conservationPercent, this.studioSharePercent);
  }

  @ResolveField(() => DecimalScalar, { nullable: true })
  ownConservationPercent(@Parent() art: Art): string | null {
    return art.conservationPercent;
  }

  @ResolveField(() => [PriceType])
  lowestPrices(@Parent() art: Art): PriceType[] {
    return this.currencies.sold.flatMap((currency) => {
      const amount = art.lowestPrices?.[currency];
      return amount === undefined ? [] : [{ currency, amount }];
    });
  }

  @ResolveField(() => Boolean)
  async soldOut(@Parent() art: Art, @Context() ctx: Ctx): Promise<boolean> {
    return artworkSoldOut((await this.editionsOf(art, ctx)).map((e) => toEditionType(e)));
  }

  @ResolveField(() => Boolean)
  async onHold(@Parent() art: Art, @Context() ctx: Ctx): Promise<boolean> {
    const editions = (await this.editionsOf(art, ctx)).map((e) => toEditionType(e));
    return artworkSoldOut(editions) && editions.some((e) => e.onHold);
  }

  @ResolveField(() => [PriceType])
  async cardPrices(@Parent() art: Art, @Context() ctx: Ctx): Promise<PriceType[]> {
    const editions = byPosition(await this.editionsOf(art, ctx)).map((e) => toEditionType(e, this.currencies.sold));
    return cardPrice(editions).prices;
  }

  @ResolveField(() => Int)
  async quantity(@Parent() art: Art, @Context() ctx: Ctx): Promise<number> {
    return legacyQuantity(await this.editionsOf(art, ctx));
  }

  @ResolveField(() => ArtistType)
  artist(@Parent() art: Art, @Context() ctx: Ctx) {
    return art.artist ?? this.loaders.artist(ctx).load(art.artistId);
  }

  @ResolveField(() => CategoryType, { nullable: true })
  category(@Parent() art: Art, @Context() ctx: Ctx) {
    return art.categoryId ? this.loaders.category(ctx).load(art.categoryId) : null;
  }

  @ResolveField(() => CollectionType, { nullable: true })
  collection(@Parent() art: Art, @Context() ctx: Ctx) {
    return art.collectionId ? this.loaders.collection(ctx).load(art.collectionId) : null;
  }

  @ResolveField(() => Image, { nullable: true })
  async coverImage(@Parent() art: Art, @Context() ctx: Ctx) {
    if (!art.coverImageId) return null;
    const asset = art.coverImage ?? (await this.loaders.asset(ctx).load(art.coverImageId));
    return asset ? this.media.toImage(asset) : null;
  }

  @ResolveField(() => [Image])
  async images(@Parent() art: Art, @Context() ctx: Ctx) {
    const images = art.images ?? (await this.loaders.imagesOf(ctx).load(art.id));
    return [...images].sort((a, b) => a.position - b.position).map((i) => this.media.toImage(i.asset));
  }

  @ResolveField(() => [EditionType])
  async editions(@Parent() art: Art, @Context() ctx: Ctx): Promise<EditionType[]> {
    // Each edition says what of its price goes to conservation, at the artwork's share.
    const sharePercent = this.conservationPercent(art);
    return byPosition(await this.editionsOf(art, ctx)).map((e) => ({
      ...toEditionType(e, this.currencies.sold),
      conservationShare: conservationShare(e.price, sharePercent),
    }));
  }

  private async editionsOf(art: Art, ctx: Ctx): Promise<Edition[]> {
    return art.editions ?? (await this.loaders.editionsOf(ctx).load(art.id));
  }
}
