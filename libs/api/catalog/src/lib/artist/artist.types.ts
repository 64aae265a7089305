import { ArgsType, Field, ID, ObjectType } from '@nestjs/graphql';
import { IsOptional, IsString } from 'class-validator';
import { MaxChars } from '@sawa/api/common';
import { FIELD_LIMITS } from '@sawa/shared/domain';
import { Image, PageArgs, Paginated } from '@sawa/api/graphql';

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
  @MaxChars(FIELD_LIMITS.search)
  search?: string;
}
