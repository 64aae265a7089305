import type { Art } from './art.entity';
import { legacyQuantity } from './edition-plan';

/** The artwork as the legacy clients read it (SPEC §3, §7). */
export interface LegacyArt {
  _id: string;
  artName: string;
  productCode: string;
  artDescription: string;
  artSize: string;
  artMaterial: string;
  /** Units the shop can still sell over the editions that have a limit (the original and limited prints); open editions are not counted. */
  quantity: number;
  /** The artist's id. */
  artists: string;
  artistName: string;
  artImageCover: string | null;
  artImages: string[];
  categories: string | null;
  collections: string | null;
  editions: { _id: string; editionType: string; price: number }[];
  createdAt: Date;
  updatedAt: Date;
}

/** Expects artist, coverImage, editions and images (with asset) loaded, as ArtService returns them. */
export function toLegacyArt(art: Art): LegacyArt {
  return {
    _id: art.id,
    artName: art.artName,
    productCode: art.productCode,
    artDescription: art.artDescription,
    artSize: art.artSize,
    artMaterial: art.artMaterial,
    quantity: legacyQuantity(art.editions),
    artists: art.artistId,
    artistName: art.artist.name,
    artImageCover: art.coverImage?.path ?? null,
    artImages: [...art.images].sort((a, b) => a.position - b.position).map((i) => i.asset.path),
    categories: art.categoryId,
    collections: art.collectionId,
    // numeric(12,2) strings have at most two decimals, so the JSON number is exact to the cent.
    editions: [...art.editions].sort((a, b) => a.position - b.position).map((e) => ({ _id: e.id, editionType: e.editionType, price: Number(e.price) })),
    createdAt: art.createdAt,
    updatedAt: art.updatedAt,
  };
}
