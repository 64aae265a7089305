import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { FileUpload } from '@sawa/api/graphql';
import { Image, Paginated, UploadScalar } from '@sawa/api/graphql';

@ObjectType('TeamMember')
export class TeamMemberType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() position: string;
  @Field(() => Image) image: Image;
  @Field() createdAt: Date;
}

export const TeamMemberList = Paginated(TeamMemberType, 'TeamMember');

@InputType('TeamMemberInput')
export class TeamMemberInputType {
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(200)
  name?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'position is required' })
  @MaxLength(200)
  position?: string;

  @Field(() => UploadScalar, { nullable: true, description: 'Required on create' })
  @IsOptional()
  image?: Promise<FileUpload>;
}
