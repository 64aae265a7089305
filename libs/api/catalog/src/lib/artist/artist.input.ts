import type { PageInput } from '@sawa/api/common';

/** The fields of an artist an admin writes (REST form or GraphQL input). Null clears an optional link. */
export interface ArtistInput {
  name: string;
  description: string;
  x?: string | null;
  instagram?: string | null;
  linkedin?: string | null;
  facebook?: string | null;
}

export type ArtistListInput = PageInput;
