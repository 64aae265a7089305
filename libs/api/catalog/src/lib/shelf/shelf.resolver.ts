import { NotFoundException } from '@nestjs/common';
import { Args, Field, ID, ObjectType, Query, Resolver, registerEnumType } from '@nestjs/graphql';
import { ParseIdPipe, Public } from '@sawa/api/common';
import { CategoryService } from '../category/category.service';
import { CollectionService } from '../collection/collection.service';

export enum ShelfKind {
  category = 'category',
  collection = 'collection',
}
registerEnumType(ShelfKind, { name: 'ShelfKind' });

@ObjectType()
class ShelfParent {
  @Field(() => ID) id: string;
  @Field() name: string;
}

@ObjectType('Shelf', { description: 'What /shop/{id}/artworks shows: a category or a collection, whichever the id names.' })
export class ShelfType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => ShelfKind) kind: ShelfKind;
  @Field(() => ShelfParent, { nullable: true, description: "A collection's category" }) category: ShelfParent | null;
}

@Resolver(() => ShelfType)
export class ShelfResolver {
  constructor(
    private readonly categories: CategoryService,
    private readonly collections: CollectionService,
  ) {}

  @Query(() => ShelfType, { description: 'The category or collection with this id (the shop links both as /shop/{id}/artworks).' })
  @Public()
  async shelf(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<ShelfType> {
    const orNull = <T>(promise: Promise<T>) =>
      promise.catch((error: Error) => {
        if (error instanceof NotFoundException) return null;
        throw error;
      });
    const [category, collection] = await Promise.all([orNull(this.categories.findOne(id)), orNull(this.collections.findOne(id))]);
    if (category) return { id: category.id, name: category.name, kind: ShelfKind.category, category: null };
    if (collection) {
      const parent = await orNull(this.categories.findOne(collection.categoryId));
      return { id: collection.id, name: collection.name, kind: ShelfKind.collection, category: parent ? { id: parent.id, name: parent.name } : null };
    }
    throw new NotFoundException(`No category or collection with id ${id}`);
  }
}
