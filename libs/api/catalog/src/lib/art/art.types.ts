import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ArrayMaxSize, ArrayMinSize, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, Min, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import type { FileUpload } from '@sawa/api/graphql';
import { DecimalScalar, Image, Paginated, PageArgs, UploadScalar } from '@sawa/api/graphql';
import { MAX_GALLERY_IMAGES } from './art.input';

@ObjectType('Edition', { description: 'A way to buy an artwork (the original or a print).' })
export class EditionType {
  @Field(() => ID)
  id: string;

  @Field({ description: 'e.g. "Original Art Work"' })
  type: string;

  @Field(() => DecimalScalar)
  price: string;
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

  @Field(() => Int, { description: 'Units in stock' })
  quantity: number;

  @Field({ description: 'True when no unit is left' })
  soldOut: boolean;

  @Field(() => Image, { nullable: true })
  coverImage: Image | null;

  @Field(() => [Image])
  images: Image[];

  @Field(() => [EditionType])
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
  @MaxLength(200)
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
  @MaxLength(100)
  type: string;

  /** Already checked and normalised by the Decimal scalar; the decorator keeps the field through whitelisting. */
  @Field(() => DecimalScalar)
  @IsString()
  price: string;
}

@InputType()
export class CreateArtworkInput {
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string;

  @Field()
  @IsString()
  @IsNotEmpty({ message: 'productCode is required' })
  @MaxLength(100)
  productCode: string;

  @Field()
  @IsString()
  @IsNotEmpty({ message: 'description is required' })
  @MaxLength(10_000)
  description: string;

  @Field()
  @IsString()
  @IsNotEmpty({ message: 'size is required' })
  @MaxLength(200)
  size: string;

  @Field()
  @IsString()
  @IsNotEmpty({ message: 'material is required' })
  @MaxLength(200)
  material: string;

  @Field(() => Int)
  @IsInt()
  @Min(0, { message: 'quantity must be 0 or more' })
  quantity: number;

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

  @Field(() => [EditionInputType])
  @ArrayMinSize(1, { message: 'editions must have at least one edition' })
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
  @MaxLength(200)
  name?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'productCode must not be empty' })
  @MaxLength(100)
  productCode?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'description must not be empty' })
  @MaxLength(10_000)
  description?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'size must not be empty' })
  @MaxLength(200)
  size?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'material must not be empty' })
  @MaxLength(200)
  material?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(0, { message: 'quantity must be 0 or more' })
  quantity?: number;

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

  @Field(() => [EditionInputType], { nullable: true, description: 'Replaces all editions' })
  @IsOptional()
  @ArrayMinSize(1)
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
