import { Field, InputType, PartialType } from '@nestjs/graphql';
import { OptionalText, OptionalWebAddress, RequiredText, UploadField } from '@sawa/api/common';
import { FIELD_LIMITS } from '@sawa/shared/domain';
import { type FileUpload, UploadScalar } from '@sawa/api/graphql';

/**
 * Create an artist: the GraphQL input and the REST form body (`POST /api/v1/artist`, the image as
 * the `image` file). The links are optional; blank means none (and clears a stored one on update).
 */
@InputType()
export class CreateArtistInput {
  @Field()
  @RequiredText(FIELD_LIMITS.artist.name)
  name: string;

  @Field()
  @RequiredText(FIELD_LIMITS.artist.description)
  description: string;

  @Field(() => String, { nullable: true, description: 'X (Twitter) handle or link; free text' })
  @OptionalText(FIELD_LIMITS.artist.x)
  x?: string | null;

  @Field(() => String, { nullable: true, description: 'A full URL, e.g. https://instagram.com/name' })
  @OptionalWebAddress(FIELD_LIMITS.artist.instagram)
  instagram?: string | null;

  @Field(() => String, { nullable: true, description: 'A full URL, e.g. https://linkedin.com/in/name' })
  @OptionalWebAddress(FIELD_LIMITS.artist.linkedin)
  linkedin?: string | null;

  @Field(() => String, { nullable: true, description: 'A full URL, e.g. https://facebook.com/name' })
  @OptionalWebAddress(FIELD_LIMITS.artist.facebook)
  facebook?: string | null;

  @Field(() => UploadScalar, { nullable: true, description: 'Required on create (REST: the `image` file)' })
  @UploadField()
  image?: Promise<FileUpload>;
}

/** Update an artist: what is sent changes, what is left out stays; a new image replaces the old one. */
@InputType()
export class UpdateArtistInput extends PartialType(CreateArtistInput, { skipNullProperties: false }) {}
