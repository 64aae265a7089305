import type { Art } from '../art/art.entity';
import { type LegacyEdition, toLegacyEditions } from '../art/art.legacy-mapper';
import type { Artist } from './artist.entity';

/** The artist as the legacy clients read it (SPEC §3, §7). */
export interface LegacyArtist {
  _id: string;
  name: string;
  description: string;
  /** Legacy image path, `/uploads/{key}.jpg`; clients prefix the API host. */
  image: string;
  x: string | null;
  instagram: string | null;
  linkedin: string | null;
  facebook: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One work in the artist page's Works grid. */
export interface LegacyArtistArtwork {
  _id: string;
  artName: string;
  artImageCover: string | null;
  editions: LegacyEdition[];
  categories: string | null;
  collections: string | null;
}

export type LegacyArtistWithArtworks = LegacyArtist & { artworks: LegacyArtistArtwork[] };

/** Expects `artist.image` loaded. */
export function toLegacyArtist(artist: Artist): LegacyArtist {
  return {
    _id: artist.id,
    name: artist.name,
    description: artist.description,
    image: artist.image.path,
    x: artist.x,
    instagram: artist.instagram,
    linkedin: artist.linkedin,
    facebook: artist.facebook,
    createdAt: artist.createdAt,
    updatedAt: artist.updatedAt,
  };
}

/** Expects each art's `coverImage` and `editions` loaded. */
export function toLegacyArtistWithArtworks(artist: Artist, artworks: Art[]): LegacyArtistWithArtworks {
  return {
    ...toLegacyArtist(artist),
    artworks: artworks.map((art) => ({
      _id: art.id,
      artName: art.name,
      artImageCover: art.coverImage?.path ?? null,
      editions: toLegacyEditions(art),
      categories: art.categoryId,
      collections: art.collectionId,
    })),
  };
}
