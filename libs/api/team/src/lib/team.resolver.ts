import { BadRequestException } from '@nestjs/common';
import { Args, ArgsType, Field, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AdminOnlyGql } from '@sawa/api/auth';
import { ParseIdPipe } from '@sawa/api/common';
import { Image, PageArgs, PaginatedShape, readUpload } from '@sawa/api/graphql';
import { MediaService } from '@sawa/api/media';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { TeamMember } from './team-member.entity';
import { TeamMemberInputType, TeamMemberList, TeamMemberType } from './team-member.types';
import { TeamService } from './team.service';

@ArgsType()
class TeamMembersArgs extends PageArgs {
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}

@Resolver(() => TeamMemberType)
export class TeamResolver {
  constructor(
    private readonly team: TeamService,
    private readonly media: MediaService,
  ) {}

  @Query(() => TeamMemberList, { description: 'Team members in the order they joined.' })
  async teamMembers(@Args() args: TeamMembersArgs): Promise<PaginatedShape<TeamMember>> {
    return { ...(await this.team.list(args)), page: args.page, pageSize: args.pageSize };
  }

  @Query(() => TeamMemberType)
  teamMember(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<TeamMember> {
    return this.team.findOne(id);
  }

  @Mutation(() => TeamMemberType)
  @AdminOnlyGql()
  async createTeamMember(@Args('input') input: TeamMemberInputType): Promise<TeamMember> {
    if (!input.name) throw new BadRequestException('name is required');
    if (!input.position) throw new BadRequestException('position is required');
    return this.team.create({ name: input.name, position: input.position }, await readUpload(input.image));
  }

  @Mutation(() => TeamMemberType)
  @AdminOnlyGql()
  async updateTeamMember(@Args('id', { type: () => ID }, ParseIdPipe) id: string, @Args('input') input: TeamMemberInputType): Promise<TeamMember> {
    return this.team.update(id, { name: input.name, position: input.position }, await readUpload(input.image));
  }

  @Mutation(() => Boolean)
  @AdminOnlyGql()
  async deleteTeamMember(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<boolean> {
    await this.team.remove(id);
    return true;
  }

  @ResolveField(() => Image)
  image(@Parent() member: TeamMember) {
    return this.media.toImage(member.image);
  }
}
