import { badInput, fromLegacyNames, type LegacyFields, wholeNumberText } from '@sawa/api/common';
import type { Art } from './art.entity';
import { legacyQuantity } from './edition-plan';
import type { Edition } from './edition.entity';

/** What the legacy answer reads of an edition. */
export type LegacyEditionSource = Pick<Edition, 'id' | 'type' | 'price' | 'position' | 'editionSize' | 'reserved' | 'sold' | 'withheld'>;
/** What the legacy answer reads of a work: an entity with its display relations, or the legacy list's lean rows (ArtService.legacyList). */
export type LegacyArtSource = Pick<
  Art,
  'id' | 'name' | 'productCode' | 'description' | 'size' | 'material' | 'artistId' | 'categoryId' | 'collectionId' | 'createdAt' | 'updatedAt'
> & {
  artist: { name: string };
  coverImage: { path: string } | null;
  images: { position: number; asset: { path: string } }[];
  editions: LegacyEditionSource[];
};

/** An edition row's legacy REST names (SPEC §7: `editions` as JSON text of `{_id, editionType, price}`). */
const EDITION_LEGACY: LegacyFields = { fields: { id: '_id', type: 'editionType' } };

/** A JSON number is read as its decimal text, a string trimmed; anything else is left for the contract to refuse. */
const decimalText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : value;

/** `editions` travels as JSON text in the multipart form; each row is renamed, its price kept as exact decimal text. */
function decodeEditions(value: unknown): unknown {
  let rows = value;
  if (typeof value === 'string') {
    try {
      rows = JSON.parse(value);
    } catch {
      rows = undefined;
    }
  }
  if (!Array.isArray(rows)) throw badInput('editions must be a JSON array such as [{"editionType":"Original Art Work","price":1200}]');
  return rows.map((row: unknown) => {
    if (row === null || typeof row !== 'object') return row;
    const clean = fromLegacyNames(row as Record<string, unknown>, EDITION_LEGACY);
    const prices = clean['prices'];
    return {
      ...clean,
      price: decimalText(clean['price']),
      ...(Array.isArray(prices) && {
        prices: prices.map((p: unknown) => (p !== null && typeof p === 'object' ? { ...p, amount: decimalText((p as Record<string, unknown>)['amount']) } : p)),
      }),
    };
  });
}

/**
 * `keepArtImages`: JSON text of the addresses to keep (`[]` keeps none), or the form field repeated once
 * per address (a single one arrives as plain text).
 */
function decodeImageList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (!value.trim().startsWith('[')) return [value];
  try {
    return JSON.parse(value);
  } catch {
    throw badInput('keepArtImages must be a JSON array of image addresses such as ["/uploads/5e1f0c7a.jpg"]');
  }
}

/**
 * How the REST art form maps onto the artwork contract (art.input.ts): its legacy field names, and
 * its multipart text decoded (the editions' JSON, the whole numbers `quantity` and `version`).
 */
export const ART_LEGACY: LegacyFields = {
  fields: {
    name: 'artName',
    description: 'artDescription',
    size: 'artSize',
    material: 'artMaterial',
    artistId: 'artists',
    categoryId: 'categories',
    collectionId: 'collections',
    coverImage: 'artImageCover',
    images: 'artImages',
    keepImages: 'keepArtImages',
    ...EDITION_LEGACY.fields,
  },
  decode: (body) => {
    const decoded = { ...body };
    if ('editions' in body) decoded['editions'] = decodeEditions(body['editions']);
    if ('keepImages' in body) decoded['keepImages'] = decodeImageList(body['keepImages']);
    for (const key of ['quantity', 'version']) if (key in body) decoded[key] = wholeNumberText(body[key]);
    return decoded;
  },
};

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
  editions: LegacyEdition[];
  createdAt: Date;
  updatedAt: Date;
}

export interface LegacyEdition {
  _id: string;
  editionType: string;
  price: number;
}

/** Expects `art.editions` loaded. */
export function toLegacyEditions(art: { editions: LegacyEditionSource[] }): LegacyEdition[] {
  // numeric(12,2) strings have at most two decimals, so the JSON number is exact to the cent.
  return [...art.editions].sort((a, b) => a.position - b.position).map((e) => ({ _id: e.id, editionType: e.type, price: Number(e.price) }));
}

/** Expects artist, coverImage, editions and images (with asset) loaded, as ArtService returns them. */
export function toLegacyArt(art: LegacyArtSource): LegacyArt {
  return {
    _id: art.id,
    artName: art.name,
    productCode: art.productCode,
    artDescription: art.description,
    artSize: art.size,
    artMaterial: art.material,
    quantity: legacyQuantity(art.editions),
    artists: art.artistId,
    artistName: art.artist.name,
    artImageCover: art.coverImage?.path ?? null,
    artImages: [...art.images].sort((a, b) => a.position - b.position).map((i) => i.asset.path),
    categories: art.categoryId,
    collections: art.collectionId,
    editions: toLegacyEditions(art),
    createdAt: art.createdAt,
    updatedAt: art.updatedAt,
  };
}
