import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, ParseIdPipe, Public } from '@sawa/api/common';
import { Image, PaginatedShape, readUpload } from '@sawa/api/graphql';
import { MediaService } from '@sawa/api/media';
import { CatalogLoaders } from '../catalog.loaders';
import { CategoryType } from '../category/category.types';
import { Collection } from './collection.entity';
import { CollectionService } from './collection.service';
import { CreateCollectionInput, UpdateCollectionInput } from './collection.input';
import { CollectionList, CollectionsArgs, CollectionType } from './collection.types';

@Resolver(() => CollectionType)
export class CollectionResolver {
  constructor(
    private readonly service: CollectionService,
    private readonly loaders: CatalogLoaders,
    private readonly media: MediaService,
  ) {}

  @Query(() => CollectionList)
  @Public()
  async collections(@Args() args: CollectionsArgs): Promise<PaginatedShape<Collection>> {
    return { ...(await this.service.list(args)), page: args.page, pageSize: args.pageSize };
  }

  @Query(() => CollectionType)
  @Public()
  collection(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<Collection> {
    return this.service.findOne(id);
  }

  @Mutation(() => CollectionType)
  @Allow('catalog.manage')
  async createCollection(@Args('input') { image, ...input }: CreateCollectionInput): Promise<Collection> {
    return this.service.create(input, await readUpload(image));
  }

  @Mutation(() => CollectionType)
  @Allow('catalog.manage')
  async updateCollection(
    @Args('id', { type: () => ID }, ParseIdPipe) id: string,
    @Args('input') { image, ...input }: UpdateCollectionInput,
  ): Promise<Collection> {
    return this.service.update(id, input, await readUpload(image));
  }

  @Mutation(() => Boolean, { description: 'Refused (CONFLICT) while artworks are in the collection.' })
  @Allow('catalog.manage')
  async deleteCollection(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<boolean> {
    await this.service.remove(id);
    return true;
  }

  @ResolveField(() => Image)
  async image(@Parent() collection: Collection, @Context() ctx: object) {
    return this.media.toImage(collection.image ?? (await this.loaders.asset(ctx).load(collection.imageId))!);
  }

  @ResolveField(() => CategoryType)
  category(@Parent() collection: Collection, @Context() ctx: object) {
    return this.loaders.category(ctx).load(collection.categoryId);
  }

  @ResolveField(() => Int)
  artworkCount(@Parent() collection: Collection, @Context() ctx: object) {
    return this.loaders.collectionArtworkCount(ctx).load(collection.id);
  }
}
