import type { Category } from './category.entity';

/** The category as the legacy clients read it (SPEC §3, §7). */
export interface LegacyCategory {
  _id: string;
  name: string;
  /** Legacy image path, `/uploads/{key}.jpg`; clients prefix the API host. */
  image: string;
  /** Ids of the category's collections; the shop links to its collections when this is not empty. */
  collections: string[];
  createdAt: Date;
  updatedAt: Date;
}

/** Expects `category.image` and `category.collections` (ids at least) loaded. */
export function toLegacyCategory(category: Category): LegacyCategory {
  return {
    _id: category.id,
    name: category.name,
    image: category.image.path,
    collections: category.collections.map((collection) => collection.id),
    createdAt: category.createdAt,
    updatedAt: category.updatedAt,
  };
}
