import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Image, Paginated } from '@sawa/api/graphql';

@ObjectType('TeamMember')
export class TeamMemberType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() position: string;
  @Field(() => Image) image: Image;
  @Field() createdAt: Date;
}

export const TeamMemberList = Paginated(TeamMemberType, 'TeamMember');
