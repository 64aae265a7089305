import { ArgsType, Extensions, Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ArrayMaxSize, ArrayMinSize, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, Min, ValidateNested } from 'class-validator';
import { MaxChars } from '@sawa/api/common';
import { CONSERVATION_MESSAGES, FIELD_LIMITS, PERCENT_FORMAT } from '@sawa/shared/domain';
import { Type } from 'class-transformer';
import type { FileUpload } from '@sawa/api/graphql';
import { DecimalScalar, Image, LIST_SIZE, Paginated, PageArgs, UploadScalar } from '@sawa/api/graphql';
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

  @Field(() => DecimalScalar, { description: "What of this edition's price goes to conservation (the artwork's conservationPercent of it)" })
  conservationShare: string;
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

@InputType('EditionInput')
export class EditionInputType {
  @Field()
  @IsString()
  @IsNotEmpty({ message: 'editions.type is required' })
  @MaxChars(FIELD_LIMITS.artwork.editionType)
  type: string;

  /** Already checked and normalised by the Decimal scalar; the decorator keeps the field through whitelisting. */
  @Field(() => DecimalScalar)
  @IsString()
  price: string;

  @Field(() => ID, { nullable: true, description: 'The edition this row edits (keeps its stock); without it the row is matched by type, else new' })
  @IsOptional()
  @IsUUID('all', { message: 'editions.id must be an edition id' })
  id?: string;

  @Field(() => Int, {
    nullable: true,
    description: 'A limited print\'s edition size; null: an open edition; left out: unchanged (a new print is open). An Original Art Work is always 1.',
  })
  @IsOptional()
  @IsInt({ message: 'editions.editionSize must be a whole number' })
  @Min(1, { message: 'editions.editionSize must be at least 1' })
  editionSize?: number | null;

  @Field(() => Int, { nullable: true, description: 'Units kept back from the shop (an original: 1 = not for sale); left out: unchanged' })
  @IsOptional()
  @IsInt({ message: 'editions.withheld must be a whole number' })
  @Min(0, { message: 'editions.withheld must be 0 or more' })
  withheld?: number;
}

@InputType()
export class CreateArtworkInput {
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxChars(FIELD_LIMITS.artwork.artName)
  name?: string;

  @Field()
  @IsString()
  @IsNotEmpty({ message: 'productCode is required' })
  @MaxChars(FIELD_LIMITS.artwork.productCode)
  productCode: string;

  @Field()
  @IsString()
  @IsNotEmpty({ message: 'description is required' })
  @MaxChars(FIELD_LIMITS.artwork.artDescription)
  description: string;

  @Field()
  @IsString()
  @IsNotEmpty({ message: 'size is required' })
  @MaxChars(FIELD_LIMITS.artwork.artSize)
  size: string;

  @Field()
  @IsString()
  @IsNotEmpty({ message: 'material is required' })
  @MaxChars(FIELD_LIMITS.artwork.artMaterial)
  material: string;

  @Field(() => ID)
  @IsUUID('all', { message: 'artistId must be an id' })
  artistId: string;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'categoryId must be an id' })
  categoryId?: string;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'collectionId must be an id' })
  collectionId?: string;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: "This work's own conservation share, in percent (0 to 100, at most two decimals); null: the studio's CONSERVATION_SHARE_PERCENT",
  })
  @IsOptional()
  @IsString()
  @Matches(PERCENT_FORMAT, { message: CONSERVATION_MESSAGES.badPercent })
  conservationPercent?: string | null;

  @Field(() => [EditionInputType])
  @ArrayMinSize(1, { message: 'editions must have at least one edition' })
  @ArrayMaxSize(MAX_EDITIONS, { message: `editions: at most ${MAX_EDITIONS} editions` })
  @ValidateNested({ each: true })
  @Type(() => EditionInputType)
  editions: EditionInputType[];

  @Field(() => UploadScalar, { nullable: true })
  @IsOptional()
  coverImage?: Promise<FileUpload>;

  @Field(() => [UploadScalar], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(MAX_GALLERY_IMAGES)
  images?: Promise<FileUpload>[];
}

@InputType()
export class UpdateArtworkInput {
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxChars(FIELD_LIMITS.artwork.artName)
  name?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'productCode must not be empty' })
  @MaxChars(FIELD_LIMITS.artwork.productCode)
  productCode?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'description must not be empty' })
  @MaxChars(FIELD_LIMITS.artwork.artDescription)
  description?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'size must not be empty' })
  @MaxChars(FIELD_LIMITS.artwork.artSize)
  size?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'material must not be empty' })
  @MaxChars(FIELD_LIMITS.artwork.artMaterial)
  material?: string;

  @Field(() => Int, { description: 'The version of the artwork the form loaded: an older one than the current is refused (CONFLICT)' })
  @IsInt()
  @Min(1)
  version: number;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'artistId must be an id' })
  artistId?: string;

  @Field(() => ID, { nullable: true, description: 'Moves the artwork into this category (out of any collection)' })
  @IsOptional()
  @IsUUID('all')
  categoryId?: string;

  @Field(() => ID, { nullable: true, description: 'Moves the artwork into this collection (out of any category)' })
  @IsOptional()
  @IsUUID('all')
  collectionId?: string;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: "This work's own conservation share, in percent (0 to 100, at most two decimals); null: the studio's CONSERVATION_SHARE_PERCENT; left out: unchanged",
  })
  @IsOptional()
  @IsString()
  @Matches(PERCENT_FORMAT, { message: CONSERVATION_MESSAGES.badPercent })
  conservationPercent?: string | null;

  @Field(() => [EditionInputType], { nullable: true, description: 'The editions from now on; rows keep the edition they match (by id, else by type)' })
  @IsOptional()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_EDITIONS, { message: `editions: at most ${MAX_EDITIONS} editions` })
  @ValidateNested({ each: true })
  @Type(() => EditionInputType)
  editions?: EditionInputType[];

  @Field(() => UploadScalar, { nullable: true, description: 'Replaces the cover' })
  @IsOptional()
  coverImage?: Promise<FileUpload>;

  @Field(() => [UploadScalar], { nullable: true, description: 'Replaces the gallery' })
  @IsOptional()
  @ArrayMaxSize(MAX_GALLERY_IMAGES)
  images?: Promise<FileUpload>[];
}
