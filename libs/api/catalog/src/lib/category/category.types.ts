import { ArgsType, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { FileUpload } from '@sawa/api/graphql';
import { Image, PageArgs, Paginated, UploadScalar } from '@sawa/api/graphql';

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
  @MaxLength(200)
  search?: string;
}

@InputType('CategoryInput')
export class CategoryInputType {
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(200)
  name?: string;

  @Field(() => UploadScalar, { nullable: true, description: 'Required on create' })
  @IsOptional()
  image?: Promise<FileUpload>;
}
