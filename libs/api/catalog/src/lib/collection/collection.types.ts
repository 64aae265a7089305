import { ArgsType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { IsOptional, IsString, IsUUID } from 'class-validator';
import { MaxChars } from '@sawa/api/common';
import { FIELD_LIMITS } from '@sawa/shared/domain';
import { Image, PageArgs, Paginated } from '@sawa/api/graphql';

@ObjectType('Collection')
export class CollectionType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => Image) image: Image;
  @Field(() => Int) artworkCount: number;
  @Field() createdAt: Date;
}

export const CollectionList = Paginated(CollectionType, 'Collection');

@ArgsType()
export class CollectionsArgs extends PageArgs {
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxChars(FIELD_LIMITS.search)
  search?: string;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'categoryId must be an id' })
  categoryId?: string;
}
