import { ArgsType, Extensions, Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ArrayMaxSize, IsEnum, IsInt, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateNested } from 'class-validator';
import { MaxChars } from '@sawa/api/common';
import {
  AVAILABILITIES,
  CATALOGUE_SEARCH,
  CATALOGUE_SEARCH_MESSAGES,
  CURRENCIES,
  EDITION_KINDS,
  MEDIA,
  ORIENTATIONS,
  SIZE_CLASSES,
  type Availability,
  type EditionKindFacet,
  type Medium,
  type Orientation,
  type SizeClass,
} from '@sawa/shared/domain';
import { Type } from 'class-transformer';
import { DecimalScalar, Image, LIST_SIZE, Paginated, PageArgs } from '@sawa/api/graphql';
import { MAX_EDITIONS, MAX_GALLERY_IMAGES } from './art.params';
import { YEAR_FACET_MAX } from '../search/catalogue-search';

export enum EditionKindEnum {
  original = 'original',
  limited = 'limited',
  open = 'open',
}
registerEnumType(EditionKindEnum, {
  name: 'EditionKind',
  description: 'original: unique (an edition of one); limited: a print with an edition size; open: a print without a limit',
});

/** The shared lists (artwork-attributes.ts) as GraphQL enums: the same words in the API, the form and the shop's URLs. */
const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
export const MediumEnum = enumOf(MEDIA);
registerEnumType(MediumEnum, {
  name: 'Medium',
  description: "What a work is made in (the shop's list; drawing: charcoal and pencil; print: giclée, screen print)",
});
export const OrientationEnum = enumOf(ORIENTATIONS);
registerEnumType(OrientationEnum, { name: 'Orientation', description: 'From width and height: wider is landscape, taller portrait' });
export const SizeClassEnum = enumOf(SIZE_CLASSES);
registerEnumType(SizeClassEnum, { name: 'SizeClass', description: 'By the longest side: small under 40 cm, medium 40 to 100 cm, large over 100 cm' });
export const AvailabilityEnum = enumOf(AVAILABILITIES);
registerEnumType(AvailabilityEnum, { name: 'Availability', description: 'forSale: some edition can still be bought; sold: none can' });

@ObjectType('Price', { description: "An edition's price in one currency, stored as the studio set it (never converted when read)" })
export class PriceType {
  @Field({ description: 'A currency the shop sells in (SHOP_CURRENCIES), e.g. "USD", "RWF"' })
  currency: string;

  @Field(() => DecimalScalar, { description: 'Exact; RWF prices are whole francs ("125000.00")' })
  amount: string;
}
export enum EditionShippingEnum {
  flat_rate = 'flat_rate',
  quote = 'quote',
  none = 'none',
}
registerEnumType(EditionShippingEnum, {
  name: 'EditionShipping',
  description: 'flat_rate: the zone table (prints); quote: the studio quotes (originals, sculptures); none: pickup only',
});

export enum ShipsWithinEnum {
  world = 'world',
  rwanda = 'rwanda',
}
registerEnumType(ShipsWithinEnum, { name: 'ShipsWithin', description: 'world: anywhere the zones reach; rwanda: Rwandan addresses only' });

@ObjectType('Edition', { description: 'A way to buy an artwork (the original or a print), with its own stock.' })
export class EditionType {
  @Field(() => ID)
  id: string;

  @Field({ description: 'e.g. "Original Art Work"' })
  type: string;

  @Field(() => DecimalScalar, { description: 'The dollar price (USD), as the legacy contract has it; every edition has one' })
  price: string;

  @Field(() => [PriceType], {
    description: "Its prices in every currency the shop sells in that it has one in: USD first (= price), then SHOP_CURRENCIES' order",
  })
  @Extensions({ [LIST_SIZE]: CURRENCIES.length })
  prices: PriceType[];

  @Field(() => EditionKindEnum)
  kind: EditionKindEnum;

  @Field(() => Int, { nullable: true, description: 'How many exist (limited prints; 1 for the original); null for an open edition' })
  editionSize: number | null;

  @Field(() => Int, { nullable: true, description: 'Units the shop can still sell; null for an open edition (no limit)' })
  available: number | null;

  @Field({ description: 'True when no unit of this edition can be bought' })
  soldOut: boolean;

  @Field({ description: "Sold out only because unpaid orders hold its units (shown 'Reserved'): they come back if the payment does not" })
  onHold: boolean;

  @Field(() => DecimalScalar, { description: "What of this edition's price goes to conservation (the artwork's conservationPercent of it)" })
  conservationShare: string;

  @Field({ description: 'Can be collected at the studio in Musanze (free)' })
  pickup: boolean;

  @Field(() => EditionShippingEnum, { description: 'How it is shipped' })
  shipping: EditionShippingEnum;

  @Field(() => ShipsWithinEnum, { description: 'Where it ships' })
  shipsWithin: ShipsWithinEnum;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: "Its weight packed for shipping in kg (over the studio's threshold it is always on quote); null: not known",
  })
  weightKg: string | null;
}

@ObjectType('EditionStock', { description: "An edition's counts, for the back office." })
export class EditionStockType {
  @Field(() => ID, { description: 'The edition id' })
  id: string;

  @Field()
  type: string;

  @Field(() => EditionKindEnum)
  kind: EditionKindEnum;

  @Field(() => Int, { nullable: true })
  editionSize: number | null;

  @Field(() => Int, { nullable: true, description: 'null for an open edition' })
  available: number | null;

  @Field(() => Int, { description: 'Held by pending orders' })
  reserved: number;

  @Field(() => Int, { description: 'Sold through the shop (paid or shipped orders)' })
  sold: number;

  @Field(() => Int, { description: 'Kept back from the shop by the studio' })
  withheld: number;
}

@ObjectType('ArtworkStock', { description: "An artwork's stock per edition and the version an edit must carry." })
export class ArtworkStockType {
  @Field(() => ID)
  artworkId: string;

  @Field(() => Int)
  version: number;

  @Field(() => [EditionStockType])
  @Extensions({ [LIST_SIZE]: MAX_EDITIONS })
  editions: EditionStockType[];
}

@ObjectType('Artwork')
export class ArtworkType {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  productCode: string;

  @Field()
  description: string;

  @Field()
  size: string;

  @Field()
  material: string;

  @Field(() => MediumEnum, { nullable: true })
  medium: Medium | null;

  @Field(() => String, { nullable: true, description: 'Centimetres, one decimal ("60.0")' })
  widthCm: string | null;

  @Field(() => String, { nullable: true, description: 'Centimetres, one decimal' })
  heightCm: string | null;

  @Field(() => String, { nullable: true, description: 'Centimetres, one decimal' })
  depthCm: string | null;

  @Field(() => Int, { nullable: true })
  year: number | null;

  @Field(() => OrientationEnum, { nullable: true, description: 'Computed from width and height; null without both' })
  orientation: Orientation | null;

  @Field(() => SizeClassEnum, { nullable: true, description: 'Computed from the longest side; null without dimensions' })
  sizeClass: SizeClass | null;

  @Field(() => [EditionKindEnum], { description: 'The kinds of edition it offers (computed from its editions)' })
  @Extensions({ [LIST_SIZE]: EDITION_KINDS.length })
  editionKinds: EditionKindFacet[];

  @Field(() => AvailabilityEnum, { description: 'Computed from its editions: forSale while one can be bought' })
  availability: Availability;

  @Field(() => [PriceType], { description: 'The lowest price of an edition for sale, per currency (stored on the work, kept by the database)' })
  @Extensions({ [LIST_SIZE]: CURRENCIES.length })
  lowestPrices: PriceType[];

  @Field(() => Int, {
    description: 'Units for sale over the editions with a limit (the legacy REST `quantity`)',
    deprecationReason: 'Stock is per edition: read editions { available soldOut }.',
  })
  quantity: number;

  @Field({ description: 'True when every edition is sold out' })
  soldOut: boolean;

  @Field({ description: "Sold out, but some edition only because unpaid orders hold it (shown 'Reserved', not 'Sold')" })
  onHold: boolean;

  @Field(() => [PriceType], {
    description:
      "The prices a card shows: those of the first edition still for sale (SPEC §2; cardPrice), in every currency it has; none when nothing is for sale. A list of cards asks for this, not every edition's prices.",
  })
  @Extensions({ [LIST_SIZE]: CURRENCIES.length })
  cardPrices: PriceType[];

  @Field(() => Int, { description: 'Raised by every edit and every sale; updateArtwork must send the version it loaded' })
  version: number;

  @Field(() => DecimalScalar, {
    description: "Share of this work's price that goes to conservation, in percent: its own share, or the studio's (CONSERVATION_SHARE_PERCENT)",
  })
  conservationPercent: string;

  @Field(() => DecimalScalar, { nullable: true, description: "This work's own conservation share in percent; null: the studio's applies" })
  ownConservationPercent: string | null;

  @Field(() => Image, { nullable: true })
  coverImage: Image | null;

  @Field(() => [Image])
  @Extensions({ [LIST_SIZE]: MAX_GALLERY_IMAGES })
  images: Image[];

  @Field(() => [EditionType])
  @Extensions({ [LIST_SIZE]: MAX_EDITIONS })
  editions: EditionType[];

  @Field()
  createdAt: Date;
}

export const ArtworkList = Paginated(ArtworkType, 'Artwork');

export enum ArtworkSort {
  relevance = 'relevance',
  newest = 'newest',
  oldest = 'oldest',
  name = 'name',
  priceAscending = 'priceAscending',
  priceDescending = 'priceDescending',
  yearDescending = 'yearDescending',
  yearAscending = 'yearAscending',
}
registerEnumType(ArtworkSort, {
  name: 'ArtworkSort',
  description: 'Every sort ends with the id, so paging never repeats or skips a work.',
  valuesMap: {
    relevance: { description: 'Best match first when there is a search text (exact words, then close spellings); otherwise newest' },
    newest: { description: 'Newest first' },
    oldest: { description: 'Oldest first' },
    name: { description: 'By title, A to Z' },
    priceAscending: { description: 'Cheapest edition for sale, low to high; works for sale without a price next, sold works last' },
    priceDescending: { description: 'Cheapest edition for sale, high to low; works for sale without a price next, sold works last' },
    yearDescending: { description: 'Most recent year first; works without a year last' },
    yearAscending: { description: 'Earliest year first; works without a year last' },
  },
});

/** At most this many values of one facet in a filter. */
export const FACET_VALUES_MAX = 50;

@InputType()
export class ArtworkFilter {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'categoryId must be an id' })
  categoryId?: string;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'collectionId must be an id' })
  collectionId?: string;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'artistId must be an id' })
  artistId?: string;

  @Field({
    nullable: true,
    description: `Search over title, product code, description and artist name: accents and case ignored, words as prefixes, close spellings when exact matches are few; ${CATALOGUE_SEARCH.minChars} to ${CATALOGUE_SEARCH.maxChars} characters (blank: no search)`,
  })
  @IsOptional()
  @IsString()
  @MaxChars(CATALOGUE_SEARCH.maxChars, { message: CATALOGUE_SEARCH_MESSAGES.tooLong })
  search?: string;

  // The facets (issue 26 item 2): AND across them, OR within a list.
  @Field(() => [ID], { nullable: true, description: 'Any of these artists' })
  @IsOptional()
  @ArrayMaxSize(FACET_VALUES_MAX, { message: `artistIds: at most ${FACET_VALUES_MAX}` })
  @IsUUID('all', { each: true, message: 'artistIds must be ids' })
  artistIds?: string[];

  @Field(() => [MediumEnum], { nullable: true, description: 'Any of these media' })
  @IsOptional()
  @IsEnum(MediumEnum, { each: true })
  media?: Medium[];

  @Field(() => [AvailabilityEnum], { nullable: true, description: 'forSale, sold or both; left out: both' })
  @IsOptional()
  @IsEnum(AvailabilityEnum, { each: true })
  availability?: Availability[];

  @Field(() => [SizeClassEnum], { nullable: true })
  @IsOptional()
  @IsEnum(SizeClassEnum, { each: true })
  sizeClasses?: SizeClass[];

  @Field(() => [OrientationEnum], { nullable: true })
  @IsOptional()
  @IsEnum(OrientationEnum, { each: true })
  orientations?: Orientation[];

  @Field(() => [EditionKindEnum], { nullable: true, description: 'Works that offer any of these kinds of edition' })
  @IsOptional()
  @IsEnum(EditionKindEnum, { each: true })
  editionKinds?: EditionKindFacet[];

  @Field(() => Int, { nullable: true, description: 'Made in this year or later' })
  @IsOptional()
  @IsInt()
  yearFrom?: number;

  @Field(() => Int, { nullable: true, description: 'Made in this year or earlier' })
  @IsOptional()
  @IsInt()
  yearTo?: number;

  @Field({ nullable: true, description: 'The currency of priceMin and priceMax (one the shop sells in); default USD' })
  @IsOptional()
  @IsString()
  @MaxLength(3)
  @Matches(/^[A-Z]{3}$/, { message: 'currency must be a currency code such as RWF' })
  currency?: string;

  @Field(() => DecimalScalar, { nullable: true, description: "The work's lowest price for sale in `currency` is at least this" })
  @IsOptional()
  priceMin?: string;

  @Field(() => DecimalScalar, { nullable: true, description: "The work's lowest price for sale in `currency` is at most this" })
  @IsOptional()
  priceMax?: string;
}

@ObjectType('FacetCount', { description: 'How many works a click on this value would give, the other facets applied' })
export class FacetCountType {
  @Field({ description: "The value to filter by (an artist's id, a medium, …)" })
  value: string;

  @Field(() => String, { nullable: true, description: "What to show for it when the value is an id: the artist's name" })
  label?: string | null;

  @Field(() => Int, { description: 'Exact up to the limit (FACET_COUNT_LIMIT), else the limit with `more` true' })
  count: number;

  @Field({ description: 'True when more works than `count` match ("more than 1,000")' })
  more: boolean;
}

@ObjectType('ArtworkFacets', { description: "Each facet's values with the count a click would give (the other facets' filters applied)" })
export class ArtworkFacetsType {
  @Field(() => [FacetCountType])
  @Extensions({ [LIST_SIZE]: 50 })
  artists: FacetCountType[];

  @Field(() => [FacetCountType])
  @Extensions({ [LIST_SIZE]: MEDIA.length })
  media: FacetCountType[];

  @Field(() => [FacetCountType])
  @Extensions({ [LIST_SIZE]: AVAILABILITIES.length })
  availability: FacetCountType[];

  @Field(() => [FacetCountType])
  @Extensions({ [LIST_SIZE]: SIZE_CLASSES.length })
  sizeClasses: FacetCountType[];

  @Field(() => [FacetCountType])
  @Extensions({ [LIST_SIZE]: ORIENTATIONS.length })
  orientations: FacetCountType[];

  @Field(() => [FacetCountType])
  @Extensions({ [LIST_SIZE]: EDITION_KINDS.length })
  editionKinds: FacetCountType[];

  @Field(() => [FacetCountType], {
    description: 'Each year (newest first) with the count of a click on it: yearFrom and yearTo that year, the other filters applied, the year range not',
  })
  @Extensions({ [LIST_SIZE]: YEAR_FACET_MAX })
  years: FacetCountType[];
}

@ArgsType()
export class ArtworksArgs extends PageArgs {
  @Field(() => ArtworkFilter, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => ArtworkFilter)
  filter?: ArtworkFilter;

  @Field(() => ArtworkSort, { defaultValue: ArtworkSort.relevance })
  // Without a validator the global pipe's whitelist drops the argument (the sort used to be ignored).
  @IsEnum(ArtworkSort)
  sort: ArtworkSort = ArtworkSort.relevance;
}
