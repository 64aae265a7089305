import { ArgsType, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import type { FileUpload } from '@sawa/api/graphql';
import { Image, PageArgs, Paginated, UploadScalar } from '@sawa/api/graphql';

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
  @MaxLength(200)
  search?: string;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'categoryId must be an id' })
  categoryId?: string;
}

@InputType('CollectionInput')
export class CollectionInputType {
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(200)
  name?: string;

  @Field(() => ID, { nullable: true, description: 'Required on create' })
  @IsOptional()
  @IsUUID('all', { message: 'categoryId must be an id' })
  categoryId?: string;

  @Field(() => UploadScalar, { nullable: true, description: 'Required on create' })
  @IsOptional()
  image?: Promise<FileUpload>;
}
