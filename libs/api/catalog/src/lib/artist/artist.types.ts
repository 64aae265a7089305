import { ArgsType, Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { IsNotEmpty, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';
import type { FileUpload } from '@sawa/api/graphql';
import { Image, PageArgs, Paginated, UploadScalar } from '@sawa/api/graphql';

const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true };

@ObjectType('Artist')
export class ArtistType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() description: string;
  @Field(() => Image) image: Image;
  @Field(() => String, { nullable: true }) x: string | null;
  @Field(() => String, { nullable: true }) instagram: string | null;
  @Field(() => String, { nullable: true }) linkedin: string | null;
  @Field(() => String, { nullable: true }) facebook: string | null;
  @Field() createdAt: Date;
}

export const ArtistList = Paginated(ArtistType, 'Artist');

@ArgsType()
export class ArtistsArgs extends PageArgs {
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}

@InputType('ArtistInput')
export class ArtistInputType {
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(200)
  name?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'description is required' })
  description?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  x?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsUrl(URL_OPTIONS, { message: 'instagram must be a full URL' })
  @MaxLength(500)
  instagram?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsUrl(URL_OPTIONS, { message: 'linkedin must be a full URL' })
  @MaxLength(500)
  linkedin?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsUrl(URL_OPTIONS, { message: 'facebook must be a full URL' })
  @MaxLength(500)
  facebook?: string | null;

  @Field(() => UploadScalar, { nullable: true, description: 'Required on create' })
  @IsOptional()
  image?: Promise<FileUpload>;
}
