import type { PageInput } from '@sawa/api/common';

/** The fields of a collection an admin writes (REST form or GraphQL input); the image travels apart. */
export interface CollectionInput {
  name: string;
  /** The id of the category the collection belongs to. */
  categoryId: string;
}

export interface CollectionListInput extends PageInput {
  /** Only the collections of this category. */
  categoryId?: string;
}
