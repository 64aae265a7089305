import { Field, ID, InputType, Int, PartialType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import {
  ArtworkYear,
  Centimetres,
  MoneyAmount,
  OneOf,
  OptionalReferenceId,
  OptionalText,
  ReferenceId,
  RequiredText,
  UploadField,
  WholeNumber,
} from '@sawa/api/common';
import {
  ATTRIBUTE_MESSAGES,
  CONSERVATION_MESSAGES,
  MEDIA,
  type Medium,
  EDITION_SHIPPING_CODES,
  EditionShipping,
  FIELD_LIMITS,
  PERCENT_FORMAT,
  SHIPS_WITHIN_CODES,
  WEIGHT_KG_MESSAGE,
  WEIGHT_KG_PATTERN,
  ShipsWithin,
} from '@sawa/shared/domain';
import { EditionShippingEnum, MediumEnum, ShipsWithinEnum } from './art.types';
import { DecimalScalar, type FileUpload, UploadScalar } from '@sawa/api/graphql';
import { MAX_EDITIONS, MAX_GALLERY_IMAGES } from './art.params';

/** An image's stored address is at most this long (asset.path). */
const IMAGE_ADDRESS_MAX = 300;

/** An edition's price in one of the shop's other currencies (SHOP_CURRENCIES); the dollar price is the row's `price`. */
@InputType('PriceInput')
export class PriceInput {
  @Field({ description: 'A currency the shop sells in (SHOP_CURRENCIES), e.g. "RWF"; any other is refused' })
  @IsString({ message: '$property must be a currency code such as RWF' })
  @MaxLength(3, { message: '$property must be a currency code such as RWF' })
  currency: string;

  /** GraphQL's Decimal scalar has already normalised it; REST's text is checked here. Francs must be whole (ArtService). */
  @Field(() => DecimalScalar, { description: 'RWF in whole francs ("125000"); other currencies at most two decimals' })
  @MoneyAmount()
  amount: string;
}

/** One edition row of an artwork write; REST sends the rows as JSON text under legacy names (art.legacy-mapper.ts). */
@InputType('EditionInput')
export class ArtworkEditionInput {
  @Field(() => ID, { nullable: true, description: 'The edition this row edits (keeps its stock); without it the row is matched by type, else new' })
  @OptionalReferenceId('edition')
  id?: string | null;

  @Field({ description: 'e.g. "Original Art Work"' })
  @RequiredText(FIELD_LIMITS.artwork.editionType)
  type: string;

  /** GraphQL's Decimal scalar has already normalised it; REST's text is checked here. */
  @Field(() => DecimalScalar, { description: 'The dollar price (USD), as the legacy contract has it' })
  @MoneyAmount()
  price: string;

  @Field(() => [PriceInput], {
    nullable: true,
    description:
      "The prices in the shop's other currencies from now on (a currency left out: no price in it). Left out: each keeps its price while the dollar price " +
      "is unchanged, else it is set from the studio's rate for that currency, or none when no rate is set.",
  })
  @IsOptional()
  @IsArray({ message: '$property must be a list of prices' })
  @ArrayMaxSize(10, { message: '$property: at most 10 prices' })
  @ValidateNested({ each: true })
  @Type(() => PriceInput)
  prices?: PriceInput[] | null;

  @Field(() => Int, {
    nullable: true,
    description: "A limited print's edition size; null: an open edition; left out: unchanged (a new print is open). An Original Art Work is always 1.",
  })
  @IsOptional()
  @WholeNumber(1)
  editionSize?: number | null;

  @Field(() => Int, { nullable: true, description: 'Units kept back from the shop (an original: 1 = not for sale); left out: unchanged' })
  @IsOptional()
  @WholeNumber(0)
  withheld?: number;

  @Field(() => Boolean, { nullable: true, description: 'Collected at the studio in Musanze (free); left out: unchanged (new: true)' })
  @IsOptional()
  @IsBoolean()
  pickup?: boolean;

  @Field(() => EditionShippingEnum, {
    nullable: true,
    description: 'How it is shipped; left out: unchanged (new: an original on quote, a print the flat rate)',
  })
  @IsOptional()
  @IsIn(EDITION_SHIPPING_CODES, { message: `$property must be one of ${EDITION_SHIPPING_CODES.join(', ')}` })
  shipping?: EditionShipping;

  @Field(() => ShipsWithinEnum, { nullable: true, description: 'Where it ships; left out: unchanged (new: anywhere)' })
  @IsOptional()
  @IsIn(SHIPS_WITHIN_CODES, { message: `$property must be one of ${SHIPS_WITHIN_CODES.join(', ')}` })
  shipsWithin?: ShipsWithin;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'Its weight packed for shipping in kg, e.g. "18.5" (over the studio\'s threshold it is always on quote); null: not known; left out: unchanged',
  })
  @IsOptional()
  @IsString()
  @Matches(WEIGHT_KG_PATTERN, { message: WEIGHT_KG_MESSAGE })
  weightKg?: string | null;
}

/**
 * Create an artwork: the GraphQL input and, under its legacy names (art.legacy-mapper.ts), the
 * REST form body (`POST /api/v1/art`; files `artImageCover` and `artImages`). Exactly one of
 * categoryId and collectionId: a rule over both fields, which ArtService keeps for create and update.
 */
@InputType()
export class CreateArtworkInput {
  @Field(() => String, { nullable: true, description: 'Optional: left out or blank, the artwork is "Untitled"' })
  @OptionalText(FIELD_LIMITS.artwork.name)
  name?: string | null;

  @Field({ description: 'Unique' })
  @RequiredText(FIELD_LIMITS.artwork.productCode)
  productCode: string;

  @Field()
  @RequiredText(FIELD_LIMITS.artwork.description)
  description: string;

  @Field()
  @RequiredText(FIELD_LIMITS.artwork.size)
  size: string;

  @Field()
  @RequiredText(FIELD_LIMITS.artwork.material)
  material: string;

  @Field(() => MediumEnum, { nullable: true, description: "What it is made in, from the shop's list; null: not said; on update, left out: unchanged" })
  @OneOf(MEDIA, ATTRIBUTE_MESSAGES.badMedium)
  medium?: Medium | null;

  @Field(() => String, {
    nullable: true,
    description: 'Width in centimetres, at most one decimal ("60", "42.5"); null: not said; on update, left out: unchanged',
  })
  @Centimetres()
  widthCm?: string | null;

  @Field(() => String, { nullable: true, description: 'Height in centimetres, at most one decimal; null: not said; on update, left out: unchanged' })
  @Centimetres()
  heightCm?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Depth in centimetres (sculpture, framed work), at most one decimal; null: not said; on update, left out: unchanged',
  })
  @Centimetres()
  depthCm?: string | null;

  @Field(() => Int, { nullable: true, description: 'The year it was made (1800 to this year); null: not said; on update, left out: unchanged' })
  @ArtworkYear()
  year?: number | null;

  @Field(() => ID)
  @ReferenceId('artist')
  artistId: string;

  @Field(() => ID, { nullable: true, description: 'Exactly one of categoryId and collectionId; setting one moves the artwork out of the other' })
  @OptionalReferenceId('category')
  categoryId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Exactly one of categoryId and collectionId; setting one moves the artwork out of the other' })
  @OptionalReferenceId('collection')
  collectionId?: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description:
      "This work's own conservation share, in percent (0 to 100, at most two decimals); null: the studio's CONSERVATION_SHARE_PERCENT; on update, left out: unchanged",
  })
  @IsOptional()
  @Matches(PERCENT_FORMAT, { message: CONSERVATION_MESSAGES.badPercent })
  conservationPercent?: string | null;

  @Field(() => [ArtworkEditionInput], { description: 'The editions from now on; on update, rows keep the edition they match (by id, else by type)' })
  @IsArray({ message: '$property must be a list of editions' })
  @ArrayMinSize(1, { message: '$property must have at least one edition' })
  @ArrayMaxSize(MAX_EDITIONS, { message: `$property: at most ${MAX_EDITIONS} editions` })
  @ValidateNested({ each: true })
  @Type(() => ArtworkEditionInput)
  editions: ArtworkEditionInput[];

  @Field(() => UploadScalar, { nullable: true, description: 'The cover; on update, a new one replaces it' })
  @UploadField()
  coverImage?: Promise<FileUpload>;

  @Field(() => [UploadScalar], { nullable: true, description: 'The gallery; on update, new images replace it, or are added after the images keepImages keeps' })
  @UploadField({ each: true })
  @ArrayMaxSize(MAX_GALLERY_IMAGES, { message: `$property: at most ${MAX_GALLERY_IMAGES} images` })
  images?: Promise<FileUpload>[];
}

/** Update an artwork: what is sent changes, what is left out stays; the version the form loaded guards against lost edits. */
@InputType()
export class UpdateArtworkInput extends PartialType(CreateArtworkInput, { skipNullProperties: false }) {
  @Field(() => [String], {
    nullable: true,
    description:
      'The gallery images to keep, by url (as `images { url }` reads them), in the order wanted: the others are deleted and new `images` are added after them. ' +
      'Left out: new `images` replace the whole gallery, and none leave it as it is.',
  })
  @IsOptional()
  @IsArray({ message: '$property must be a list of image addresses' })
  @ArrayMaxSize(MAX_GALLERY_IMAGES, { message: `$property: at most ${MAX_GALLERY_IMAGES} images` })
  @ArrayUnique({ message: '$property names an image twice' })
  @IsString({ each: true, message: '$property must be a list of image addresses' })
  @MaxLength(IMAGE_ADDRESS_MAX, { each: true, message: '$property must be a list of image addresses' })
  keepImages?: string[];

  /** Required in the GraphQL schema; REST may send it as If-Match instead, or not at all (legacy clients). */
  @Field(() => Int, { description: 'The version of the artwork the form loaded: an older one than the current is refused (CONFLICT)' })
  @IsOptional()
  @WholeNumber(1)
  version?: number;
}
