import type { PageInput } from '@sawa/api/common';

export interface EditionInput {
  editionType: string;
  /** Exact decimal string, at most two fraction digits. */
  price: string;
}

/** The fields of an artwork an admin writes (REST form or GraphQL input). Exactly one of categoryId/collectionId. */
export interface ArtInput {
  artName?: string;
  productCode: string;
  artDescription: string;
  artSize: string;
  artMaterial: string;
  quantity: number;
  artistId: string;
  categoryId?: string | null;
  collectionId?: string | null;
  editions: EditionInput[];
}

export type ArtSort = 'newest' | 'oldest' | 'name';

export interface ArtListInput extends PageInput {
  categoryId?: string;
  collectionId?: string;
  artistId?: string;
  sort?: ArtSort;
}

/** Files of an artwork form: a new cover replaces the old one; new gallery images replace the gallery. */
export interface ArtFiles {
  cover?: import('@sawa/api/media').UploadedImage;
  images?: import('@sawa/api/media').UploadedImage[];
}

export const MAX_GALLERY_IMAGES = 10;
export const UNTITLED = 'Untitled';
