import { Field, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { SIGNED_IN } from '@sawa/shared/domain';
import { Allow } from '@sawa/api/common';
import { ArtistService, ArtService, CategoryService, CollectionService } from '@sawa/api/catalog';
import { TeamService } from '@sawa/api/team';

@ObjectType('Dashboard', { description: 'The counts on the back office dashboard.' })
export class DashboardType {
  @Field(() => Int) artists: number;
  @Field(() => Int) teamMembers: number;
  @Field(() => Int) artworks: number;
  @Field(() => Int) collections: number;
  @Field(() => Int) categories: number;
}

/** The back office overview; it composes several features, so it lives in the app. */
@Resolver(() => DashboardType)
export class DashboardResolver {
  constructor(
    private readonly artists: ArtistService,
    private readonly team: TeamService,
    private readonly arts: ArtService,
    private readonly collections: CollectionService,
    private readonly categories: CategoryService,
  ) {}

  @Query(() => DashboardType)
  @Allow(SIGNED_IN)
  async dashboard(): Promise<DashboardType> {
    const [artists, teamMembers, artworks, collections, categories] = await Promise.all([
      this.artists.countAll(),
      this.team.countAll(),
      this.arts.countAll(),
      this.collections.countAll(),
      this.categories.countAll(),
    ]);
    return { artists, teamMembers, artworks, collections, categories };
  }
}
