import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, ParseIdPipe, Public } from '@sawa/api/common';
import { Image, PageArgs, PaginatedShape, readUpload } from '@sawa/api/graphql';
import { MediaService } from '@sawa/api/media';
import { Art } from '../art/art.entity';
import { ArtworkList } from '../art/art.types';
import { CatalogLoaders } from '../catalog.loaders';
import { Artist } from './artist.entity';
import { ArtistService } from './artist.service';
import { CreateArtistInput, UpdateArtistInput } from './artist.input';
import { ArtistList, ArtistsArgs, ArtistType } from './artist.types';

@Resolver(() => ArtistType)
export class ArtistResolver {
  constructor(
    private readonly service: ArtistService,
    private readonly loaders: CatalogLoaders,
    private readonly media: MediaService,
  ) {}

  @Query(() => ArtistList)
  @Public()
  async artists(@Args() args: ArtistsArgs): Promise<PaginatedShape<Artist>> {
    return { ...(await this.service.list(args)), page: args.page, pageSize: args.pageSize };
  }

  @Query(() => ArtistType)
  @Public()
  artist(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<Artist> {
    return this.service.findOne(id);
  }

  @Mutation(() => ArtistType)
  @Allow('catalog.manage')
  async createArtist(@Args('input') { image, ...input }: CreateArtistInput): Promise<Artist> {
    return this.service.create(input, await readUpload(image));
  }

  @Mutation(() => ArtistType)
  @Allow('catalog.manage')
  async updateArtist(@Args('id', { type: () => ID }, ParseIdPipe) id: string, @Args('input') { image, ...input }: UpdateArtistInput): Promise<Artist> {
    return this.service.update(id, input, await readUpload(image));
  }

  @Mutation(() => Boolean, { description: 'Refused (CONFLICT) while artworks still name the artist.' })
  @Allow('catalog.manage')
  async deleteArtist(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<boolean> {
    await this.service.remove(id);
    return true;
  }

  @ResolveField(() => Image)
  async image(@Parent() artist: Artist, @Context() ctx: object) {
    return this.media.toImage(artist.image ?? (await this.loaders.asset(ctx).load(artist.imageId))!);
  }

  @ResolveField(() => ArtworkList, { description: "The artist's works, newest first, a page at a time." })
  async artworks(@Parent() artist: Artist, @Args() window: PageArgs, @Context() ctx: object): Promise<PaginatedShape<Art>> {
    return { ...(await this.loaders.artworksOf(ctx, window).load(artist.id)), page: window.page, pageSize: window.pageSize };
  }
}
