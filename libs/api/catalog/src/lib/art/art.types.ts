import { ArgsType, Extensions, Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsEnum, IsOptional, IsString, IsUUID, ValidateNested } from 'class-validator';
import { MaxChars } from '@sawa/api/common';
import { CATALOGUE_SEARCH, CATALOGUE_SEARCH_MESSAGES, CURRENCIES } from '@sawa/shared/domain';
import { Type } from 'class-transformer';
import { DecimalScalar, Image, LIST_SIZE, Paginated, PageArgs } from '@sawa/api/graphql';
import { MAX_EDITIONS, MAX_GALLERY_IMAGES } from './art.params';

export enum EditionKindEnum {
  original = 'original',
  limited = 'limited',
  open = 'open',
}
registerEnumType(EditionKindEnum, {
  name: 'EditionKind',
  description: 'original: unique (an edition of one); limited: a print with an edition size; open: a print without a limit',
});

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
  },
});

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
