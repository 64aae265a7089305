import type { LegacyFields } from '@sawa/api/common';
import type { Collection } from './collection.entity';

/** The legacy REST names of the collection contract's fields that REST spells otherwise (SPEC §7). */
export const COLLECTION_LEGACY: LegacyFields = { fields: { categoryId: 'categories' } };

/** The collection as the legacy clients read it (SPEC §3, §7). */
export interface LegacyCollection {
  _id: string;
  name: string;
  /** Legacy image path, `/uploads/{key}.jpg`; clients prefix the API host. */
  image: string;
  /** The id of the collection's one category (the legacy field name is plural). */
  categories: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Expects `collection.image` loaded. */
export function toLegacyCollection(collection: Collection): LegacyCollection {
  return {
    _id: collection.id,
    name: collection.name,
    image: collection.image.path,
    categories: collection.categoryId,
    createdAt: collection.createdAt,
    updatedAt: collection.updatedAt,
  };
}
