import type { PageInput } from '@sawa/api/common';

/** The fields of a category an admin writes (REST form or GraphQL input); the image travels apart. */
export interface CategoryInput {
  name: string;
}

export type CategoryListInput = PageInput;
