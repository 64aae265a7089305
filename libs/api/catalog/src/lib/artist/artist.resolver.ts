import { BadRequestException } from '@nestjs/common';
import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AdminOnlyGql } from '@sawa/api/auth';
import { ParseIdPipe } from '@sawa/api/common';
import { Image, PaginatedShape, readUpload } from '@sawa/api/graphql';
import { MediaService } from '@sawa/api/media';
import { ArtworkType } from '../art/art.types';
import { CatalogLoaders } from '../catalog.loaders';
import { Artist } from './artist.entity';
import { ArtistService } from './artist.service';
import { ArtistInputType, ArtistList, ArtistsArgs, ArtistType } from './artist.types';

@Resolver(() => ArtistType)
export class ArtistResolver {
  constructor(
    private readonly service: ArtistService,
    private readonly loaders: CatalogLoaders,
    private readonly media: MediaService,
  ) {}

  @Query(() => ArtistList)
  async artists(@Args() args: ArtistsArgs): Promise<PaginatedShape<Artist>> {
    return { ...(await this.service.list(args)), page: args.page, pageSize: args.pageSize };
  }

  @Query(() => ArtistType)
  artist(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<Artist> {
    return this.service.findOne(id);
  }

  @Mutation(() => ArtistType)
  @AdminOnlyGql()
  async createArtist(@Args('input') input: ArtistInputType): Promise<Artist> {
    if (!input.name) throw new BadRequestException('name is required');
    if (!input.description) throw new BadRequestException('description is required');
    return this.service.create({ ...input, name: input.name, description: input.description }, await readUpload(input.image));
  }

  @Mutation(() => ArtistType)
  @AdminOnlyGql()
  async updateArtist(@Args('id', { type: () => ID }, ParseIdPipe) id: string, @Args('input') input: ArtistInputType): Promise<Artist> {
    const { image, ...fields } = input;
    return this.service.update(id, fields, await readUpload(image));
  }

  @Mutation(() => Boolean, { description: 'Refused (CONFLICT) while artworks still name the artist.' })
  @AdminOnlyGql()
  async deleteArtist(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<boolean> {
    await this.service.remove(id);
    return true;
  }

  @ResolveField(() => Image)
  async image(@Parent() artist: Artist, @Context() ctx: object) {
    return this.media.toImage(artist.image ?? (await this.loaders.asset(ctx).load(artist.imageId))!);
  }

  @ResolveField(() => [ArtworkType], { description: "The artist's works, newest first." })
  artworks(@Parent() artist: Artist, @Context() ctx: object) {
    return this.loaders.artworksOf(ctx).load(artist.id);
  }
}
