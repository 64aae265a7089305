import { Field, ID, InputType, PartialType } from '@nestjs/graphql';
import { ReferenceId, RequiredText, UploadField } from '@sawa/api/common';
import { FIELD_LIMITS } from '@sawa/shared/domain';
import { type FileUpload, UploadScalar } from '@sawa/api/graphql';

/** Create a collection: the GraphQL input and, under its legacy names (collection.legacy-mapper.ts), the REST form body. */
@InputType()
export class CreateCollectionInput {
  @Field()
  @RequiredText(FIELD_LIMITS.collection.name)
  name: string;

  @Field(() => ID, { description: 'The category the collection belongs to' })
  @ReferenceId('category')
  categoryId: string;

  @Field(() => UploadScalar, { nullable: true, description: 'Required on create (REST: the `image` file)' })
  @UploadField()
  image?: Promise<FileUpload>;
}

/** Update a collection: what is sent changes; a new image replaces the old one. */
@InputType()
export class UpdateCollectionInput extends PartialType(CreateCollectionInput, { skipNullProperties: false }) {}
