import { Field, InputType, PartialType } from '@nestjs/graphql';
import { RequiredText, UploadField } from '@sawa/api/common';
import { FIELD_LIMITS } from '@sawa/shared/domain';
import { type FileUpload, UploadScalar } from '@sawa/api/graphql';

/** Add a team member: the GraphQL input and the REST form body (`POST /api/v1/team`, the image as the `image` file). */
@InputType()
export class CreateTeamMemberInput {
  @Field()
  @RequiredText(FIELD_LIMITS.teamMember.name)
  name: string;

  @Field()
  @RequiredText(FIELD_LIMITS.teamMember.position)
  position: string;

  @Field(() => UploadScalar, { nullable: true, description: 'Required on create (REST: the `image` file)' })
  @UploadField()
  image?: Promise<FileUpload>;
}

/** Update a team member: what is sent changes; a new image replaces the old one. */
@InputType()
export class UpdateTeamMemberInput extends PartialType(CreateTeamMemberInput, { skipNullProperties: false }) {}
