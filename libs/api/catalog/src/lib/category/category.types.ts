import { ArgsType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { IsOptional, IsString } from 'class-validator';
import { MaxChars } from '@sawa/api/common';
import { FIELD_LIMITS } from '@sawa/shared/domain';
import { Image, PageArgs, Paginated } from '@sawa/api/graphql';

@ObjectType('Category')
export class CategoryType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => Image) image: Image;
  @Field(() => Int, { description: 'Works in the category, its collections included' }) artworkCount: number;
  @Field() createdAt: Date;
}

export const CategoryList = Paginated(CategoryType, 'Category');

@ArgsType()
export class SearchPageArgs extends PageArgs {
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxChars(FIELD_LIMITS.search)
  search?: string;
}
