import { Field, InputType, PartialType } from '@nestjs/graphql';
import { RequiredText, UploadField } from '@sawa/api/common';
import { FIELD_LIMITS } from '@sawa/shared/domain';
import { type FileUpload, UploadScalar } from '@sawa/api/graphql';

/** Create a category: the GraphQL input and the REST form body (`POST /api/v1/category`, the image as the `image` file). */
@InputType()
export class CreateCategoryInput {
  @Field()
  @RequiredText(FIELD_LIMITS.category.name)
  name: string;

  @Field(() => UploadScalar, { nullable: true, description: 'Required on create (REST: the `image` file)' })
  @UploadField()
  image?: Promise<FileUpload>;
}

/** Update a category: what is sent changes (REST `PATCH /api/v1/category/{id}`); a new image replaces the old one. */
@InputType()
export class UpdateCategoryInput extends PartialType(CreateCategoryInput, { skipNullProperties: false }) {}
