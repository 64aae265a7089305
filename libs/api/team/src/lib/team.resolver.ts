import { Args, ArgsType, Field, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, MaxChars, ParseIdPipe, Public } from '@sawa/api/common';
import { FIELD_LIMITS } from '@sawa/shared/domain';
import { Image, PageArgs, PaginatedShape, readUpload } from '@sawa/api/graphql';
import { MediaService } from '@sawa/api/media';
import { IsOptional, IsString } from 'class-validator';
import { TeamMember } from './team-member.entity';
import { CreateTeamMemberInput, UpdateTeamMemberInput } from './team-member.input';
import { TeamMemberList, TeamMemberType } from './team-member.types';
import { TeamService } from './team.service';

@ArgsType()
class TeamMembersArgs extends PageArgs {
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxChars(FIELD_LIMITS.search)
  search?: string;
}

@Resolver(() => TeamMemberType)
export class TeamResolver {
  constructor(
    private readonly team: TeamService,
    private readonly media: MediaService,
  ) {}

  @Query(() => TeamMemberList, { description: 'Team members in the order they joined.' })
  @Public()
  async teamMembers(@Args() args: TeamMembersArgs): Promise<PaginatedShape<TeamMember>> {
    return { ...(await this.team.list(args)), page: args.page, pageSize: args.pageSize };
  }

  @Query(() => TeamMemberType)
  @Public()
  teamMember(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<TeamMember> {
    return this.team.findOne(id);
  }

  @Mutation(() => TeamMemberType)
  @Allow('catalog.manage')
  async createTeamMember(@Args('input') { image, ...input }: CreateTeamMemberInput): Promise<TeamMember> {
    return this.team.create(input, await readUpload(image));
  }

  @Mutation(() => TeamMemberType)
  @Allow('catalog.manage')
  async updateTeamMember(
    @Args('id', { type: () => ID }, ParseIdPipe) id: string,
    @Args('input') { image, ...input }: UpdateTeamMemberInput,
  ): Promise<TeamMember> {
    return this.team.update(id, input, await readUpload(image));
  }

  @Mutation(() => Boolean)
  @Allow('catalog.manage')
  async deleteTeamMember(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<boolean> {
    await this.team.remove(id);
    return true;
  }

  @ResolveField(() => Image)
  image(@Parent() member: TeamMember) {
    return this.media.toImage(member.image);
  }
}
