import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, ParseIdPipe, Public } from '@sawa/api/common';
import { Image, PageArgs, PaginatedShape, readUpload } from '@sawa/api/graphql';
import { MediaService } from '@sawa/api/media';
import { CatalogLoaders } from '../catalog.loaders';
import { Collection } from '../collection/collection.entity';
import { CollectionList } from '../collection/collection.types';
import { Category } from './category.entity';
import { CategoryService } from './category.service';
import { CreateCategoryInput, UpdateCategoryInput } from './category.input';
import { CategoryList, CategoryType, SearchPageArgs } from './category.types';

@Resolver(() => CategoryType)
export class CategoryResolver {
  constructor(
    private readonly service: CategoryService,
    private readonly loaders: CatalogLoaders,
    private readonly media: MediaService,
  ) {}

  @Query(() => CategoryList)
  @Public()
  async categories(@Args() args: SearchPageArgs): Promise<PaginatedShape<Category>> {
    return { ...(await this.service.list(args)), page: args.page, pageSize: args.pageSize };
  }

  @Query(() => CategoryType)
  @Public()
  category(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<Category> {
    return this.service.findOne(id);
  }

  @Mutation(() => CategoryType)
  @Allow('catalog.manage')
  async createCategory(@Args('input') { image, ...input }: CreateCategoryInput): Promise<Category> {
    return this.service.create(input, await readUpload(image));
  }

  @Mutation(() => CategoryType)
  @Allow('catalog.manage')
  async updateCategory(@Args('id', { type: () => ID }, ParseIdPipe) id: string, @Args('input') { image, ...input }: UpdateCategoryInput): Promise<Category> {
    return this.service.update(id, input, await readUpload(image));
  }

  @Mutation(() => Boolean, { description: 'Refused (CONFLICT) while the category holds collections or artworks.' })
  @Allow('catalog.manage')
  async deleteCategory(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<boolean> {
    await this.service.remove(id);
    return true;
  }

  @ResolveField(() => Image)
  async image(@Parent() category: Category, @Context() ctx: object) {
    return this.media.toImage(category.image ?? (await this.loaders.asset(ctx).load(category.imageId))!);
  }

  @ResolveField(() => CollectionList, { description: "The category's collections, oldest first, a page at a time." })
  async collections(@Parent() category: Category, @Args() window: PageArgs, @Context() ctx: object): Promise<PaginatedShape<Collection>> {
    return { ...(await this.loaders.collectionsOf(ctx, window).load(category.id)), page: window.page, pageSize: window.pageSize };
  }

  @ResolveField(() => Int)
  artworkCount(@Parent() category: Category, @Context() ctx: object) {
    return this.loaders.categoryArtworkCount(ctx).load(category.id);
  }
}
