import { ArgsType, Extensions, Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsOptional, IsString, IsUUID, ValidateNested } from 'class-validator';
import { MaxChars } from '@sawa/api/common';
import { FIELD_LIMITS } from '@sawa/shared/domain';
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

  @Field(() => DecimalScalar)
  price: string;

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
  newest = 'newest',
  oldest = 'oldest',
  name = 'name',
}
registerEnumType(ArtworkSort, { name: 'ArtworkSort' });

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

  @Field({ nullable: true, description: 'Full-text search over name, description and artist name' })
  @IsOptional()
  @IsString()
  @MaxChars(FIELD_LIMITS.search)
  search?: string;
}

@ArgsType()
export class ArtworksArgs extends PageArgs {
  @Field(() => ArtworkFilter, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => ArtworkFilter)
  filter?: ArtworkFilter;

  @Field(() => ArtworkSort, { defaultValue: ArtworkSort.newest })
  sort: ArtworkSort = ArtworkSort.newest;
}
