import { BadRequestException } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AdminOnlyGql } from '@sawa/api/auth';
import { ParseIdPipe } from '@sawa/api/common';
import { Image, PaginatedShape, readUpload } from '@sawa/api/graphql';
import { MediaService } from '@sawa/api/media';
import { CatalogLoaders } from '../catalog.loaders';
import { CollectionType } from '../collection/collection.types';
import { Category } from './category.entity';
import { CategoryService } from './category.service';
import { CategoryInputType, CategoryList, CategoryType, SearchPageArgs } from './category.types';

@Resolver(() => CategoryType)
export class CategoryResolver {
  constructor(
    private readonly service: CategoryService,
    private readonly loaders: CatalogLoaders,
    private readonly media: MediaService,
  ) {}

  @Query(() => CategoryList)
  async categories(@Args() args: SearchPageArgs): Promise<PaginatedShape<Category>> {
    return { ...(await this.service.list(args)), page: args.page, pageSize: args.pageSize };
  }

  @Query(() => CategoryType)
  category(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<Category> {
    return this.service.findOne(id);
  }

  @Mutation(() => CategoryType)
  @AdminOnlyGql()
  async createCategory(@Args('input') input: CategoryInputType): Promise<Category> {
    if (!input.name) throw new BadRequestException('name is required');
    return this.service.create({ name: input.name }, await readUpload(input.image));
  }

  @Mutation(() => CategoryType)
  @AdminOnlyGql()
  async updateCategory(@Args('id', { type: () => ID }, ParseIdPipe) id: string, @Args('input') input: CategoryInputType): Promise<Category> {
    return this.service.update(id, { name: input.name }, await readUpload(input.image));
  }

  @Mutation(() => Boolean, { description: 'Refused (CONFLICT) while the category holds collections or artworks.' })
  @AdminOnlyGql()
  async deleteCategory(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<boolean> {
    await this.service.remove(id);
    return true;
  }

  @ResolveField(() => Image)
  async image(@Parent() category: Category, @Context() ctx: object) {
    return this.media.toImage(category.image ?? (await this.loaders.asset(ctx).load(category.imageId))!);
  }

  @ResolveField(() => [CollectionType])
  collections(@Parent() category: Category, @Context() ctx: object) {
    return this.loaders.collectionsOf(ctx).load(category.id);
  }

  @ResolveField(() => Int)
  artworkCount(@Parent() category: Category, @Context() ctx: object) {
    return this.loaders.categoryArtworkCount(ctx).load(category.id);
  }
}
