import * as z from 'zod/mini';
import {
  ATTRIBUTE_MESSAGES,
  BASE_CURRENCY,
  isArtworkYear,
  isDimension,
  MEDIA,
  defaultEditionShipping,
  type EditionShipping,
  FIELD_LIMITS,
  isMoney,
  WEIGHT_KG_PATTERN,
  isOriginalEdition,
  isPercent,
  MAX_GALLERY_IMAGES,
  ORIGINAL_ART_WORK,
  priceProblem,
  type ShipsWithin,
} from '@sawa/shared/domain';
import type { AdminArtworkQuery } from '../gql/graphql';
import { imageFiles, optionalText, requiredChoice, requiredText } from './rules';

/**
 * The art form's own rules (SPEC §4, §5), apart from the component so they can be tested alone.
 * Stock is per edition: an original is for sale or not; a print has an edition size (empty: an open
 * edition) and a number kept back from the shop.
 */
export interface EditionRow {
  /** The edition this row edits (keeps its reserved and sold counts); absent for a new row. */
  editionId?: string;
  type: string;
  /** The dollar price. */
  price: string;
  /** Its prices in the shop's other currencies, by code ('RWF'); blank: no price in that currency. */
  otherPrices: Record<string, string>;
  /** A print's edition size, '' for an open edition (an original is always 1). */
  editionSize: string;
  /** Units kept back from the shop: an original '1' is not for sale. */
  withheld: string;
  /** How it reaches a buyer (issue 24): collected at the studio; shipped by flat rate, on quote or not at all; where. */
  pickup: boolean;
  shipping: EditionShipping;
  shipsWithin: ShipsWithin;
  /** Its shipping weight in kg ('' not known): over the studio's threshold it is always on quote. */
  weightKg?: string;
}

/**
 * A new edition row: the first is the Original Art Work (SPEC §5); once the work has an original, a new row is a print
 * (a second original cannot be sold; docs/deviations.md).
 */
export const newEdition = (rows: Pick<EditionRow, 'type'>[] = []): EditionRow => {
  const type = rows.some((row) => isOriginalEdition(row.type)) ? NEW_PRINT_TYPE : ORIGINAL_ART_WORK;
  return { type, price: '', otherPrices: {}, editionSize: '', withheld: '0', pickup: true, shipping: defaultEditionShipping(type), shipsWithin: 'world' };
};

/** The type a new row gets when the work already has its original; the studio writes the format after it ("Print A3"). */
export const NEW_PRINT_TYPE = 'Print';

/**
 * What is wrong with an edition row, the first thing only (one message per row), and on which of its fields: the
 * message sits on that field, so fixing it clears it, and a refused submit focuses it.
 */
function editionProblem(row: EditionRow): { field: keyof EditionRow; message: string } | undefined {
  if (!row.type.trim()) return { field: 'type', message: 'Each edition needs a type.' };
  if (!isMoney(row.price.trim())) return { field: 'price', message: 'Each edition needs a price such as 1200 or 95.50.' };
  for (const [currency, amount] of Object.entries(row.otherPrices)) {
    const problem = amount.trim() ? priceProblem(currency, amount.trim()) : undefined;
    if (problem) return { field: 'otherPrices', message: problem };
  }
  if (!isOriginalEdition(row.type) && row.editionSize.trim() && !/^[1-9]\d*$/.test(row.editionSize.trim()))
    return { field: 'editionSize', message: 'The edition size is a whole number of at least 1 (leave it empty for an open edition).' };
  if (!/^\d+$/.test(row.withheld.trim())) return { field: 'withheld', message: 'Kept back is a whole number (0 or more).' };
  if (row.weightKg?.trim() && !WEIGHT_KG_PATTERN.test(row.weightKg.trim()))
    return { field: 'weightKg', message: 'The weight is in kg with at most two decimals, such as 18.5 (leave it empty when not known).' };
  return undefined;
}

const edition = z
  .object({
    editionId: z.optional(z.string()),
    type: z.string(),
    price: z.string(),
    otherPrices: z.record(z.string(), z.string()),
    editionSize: z.string(),
    withheld: z.string(),
    pickup: z.boolean(),
    shipping: z.enum(['flat_rate', 'quote', 'none']),
    shipsWithin: z.enum(['world', 'rwanda']),
    weightKg: z.optional(z.string()),
  })
  .check(
    z.superRefine((row, ctx) => {
      const problem = editionProblem(row);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, input: row, path: [problem.field] });
    }),
  );

/** The message of an edition row (on whichever of its fields it is). */
export function editionRowError(
  row: Partial<Record<keyof EditionRow, { message?: string }>> | undefined,
): { field: keyof EditionRow; message: string } | undefined {
  for (const field of ['type', 'price', 'otherPrices', 'editionSize', 'withheld', 'weightKg'] as const) {
    const message = row?.[field]?.message;
    if (message) return { field, message };
  }
  return undefined;
}

const ART = FIELD_LIMITS.artwork;

export const CONSERVATION_SHARE_ERROR = 'The conservation share is a percentage from 0 to 100 with at most two decimals, such as 10 or 12.5.';

/** The work's own conservation share: blank is the studio's share, sent as null. */
const conservationPercent = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((text) => text === '' || isPercent(text), CONSERVATION_SHARE_ERROR),
  ),
  z.transform((text) => text || null),
);

/** A dimension in centimetres (the API's rule, isDimension): blank is "not said", sent as null. */
const centimetres = (label: string) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine((text) => text === '' || isDimension(text), ATTRIBUTE_MESSAGES.badDimension(label)),
    ),
    z.transform((text) => text || null),
  );

/** The year (isArtworkYear: 1800 to this year): blank is "not said", sent as null. */
const year = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((text) => text === '' || (/^\d{4}$/.test(text) && isArtworkYear(Number(text))), ATTRIBUTE_MESSAGES.badYear('Year', new Date().getUTCFullYear())),
  ),
  z.transform((text) => (text ? Number(text) : null)),
);

/** The medium from the shop's list (MEDIA); none chosen is "not said". */
const medium = z.pipe(
  z.string().check(z.refine((text) => text === '' || (MEDIA as readonly string[]).includes(text), ATTRIBUTE_MESSAGES.badMedium('Medium'))),
  z.transform((text) => (text || null) as (typeof MEDIA)[number] | null),
);

export const GALLERY_FULL = `An artwork has at most ${MAX_GALLERY_IMAGES} gallery images: remove some first.`;

/** The SPEC's required fields, exactly one of category and collection, and each edition's type, price and stock. */
export const artSchema = z
  .object({
    name: optionalText('Art Name', ART.name),
    productCode: requiredText('Product Code', ART.productCode),
    description: requiredText('Art Description', ART.description),
    size: requiredText('Art Size', ART.size),
    material: requiredText('Art Material', ART.material),
    medium,
    widthCm: centimetres('Width (cm)'),
    heightCm: centimetres('Height (cm)'),
    depthCm: centimetres('Depth (cm)'),
    year,
    artistId: requiredChoice('Artist'),
    categoryId: z.string(),
    collectionId: z.string(),
    coverImage: imageFiles('Art Image Cover', false),
    images: imageFiles('Art Images', false),
    /** The edit form: the current gallery images still there (their addresses); the others are removed on save. */
    keepImages: z.array(z.string()),
    editions: z.array(edition),
    conservationPercent,
  })
  // Shown beside the collection, the field that comes second.
  .check(
    z.refine((art) => Boolean(art.categoryId || art.collectionId), { message: 'Choose a category or a collection.', path: ['collectionId'] }),
    z.refine((art) => art.keepImages.length + art.images.length <= MAX_GALLERY_IMAGES, { message: GALLERY_FULL, path: ['images'] }),
  );

export type ArtValues = z.input<typeof artSchema>;
export type ArtOutput = z.output<typeof artSchema>;

export const EMPTY_ART: ArtValues = {
  name: '',
  productCode: '',
  description: '',
  size: '',
  material: '',
  medium: '',
  widthCm: '',
  heightCm: '',
  depthCm: '',
  year: '',
  artistId: '',
  categoryId: '',
  collectionId: '',
  coverImage: [],
  images: [],
  keepImages: [],
  editions: [newEdition()],
  conservationPercent: '',
};

/** The edit form's values: the artwork as loaded, each edition with what is kept back of it. */
export function toArtValues({ artwork: a, artworkStock: stock }: AdminArtworkQuery): ArtValues {
  return {
    ...EMPTY_ART,
    name: a.name,
    productCode: a.productCode,
    description: a.description,
    size: a.size,
    material: a.material,
    medium: a.medium ?? '',
    // Stored to the millimetre ("60.0"): shown as typed ("60").
    widthCm: a.widthCm?.replace(/\.0$/, '') ?? '',
    heightCm: a.heightCm?.replace(/\.0$/, '') ?? '',
    depthCm: a.depthCm?.replace(/\.0$/, '') ?? '',
    year: a.year === null || a.year === undefined ? '' : String(a.year),
    artistId: a.artist.id,
    categoryId: a.category?.id ?? '',
    collectionId: a.collection?.id ?? '',
    keepImages: a.images.map((image) => image.url),
    editions: a.editions.map((e) => ({
      editionId: e.id,
      type: e.type,
      price: e.price,
      otherPrices: Object.fromEntries(e.prices.filter((p) => p.currency !== BASE_CURRENCY).map((p) => [p.currency, p.amount.replace(/\.00$/, '')])),
      editionSize: e.kind === 'limited' && e.editionSize !== null ? String(e.editionSize) : '',
      withheld: String(stock.editions.find((s) => s.id === e.id)?.withheld ?? 0),
      pickup: e.pickup,
      shipping: e.shipping,
      shipsWithin: e.shipsWithin,
      weightKg: e.weightKg?.replace(/\.?0+$/, '') ?? '',
    })),
    conservationPercent: a.ownConservationPercent ?? '',
  };
}

/**
 * The edition rows as the API takes them: an original's size is always 1; an open edition keeps nothing back; the prices
 * in the other currencies are the form's (a blank one: none in that currency).
 */
export function toEditionInputs(rows: EditionRow[]) {
  return rows.map((row) => {
    const type = row.type.trim();
    const original = isOriginalEdition(type);
    const size = row.editionSize.trim();
    return {
      ...(row.editionId ? { id: row.editionId } : {}),
      type,
      price: row.price.trim(),
      prices: Object.entries(row.otherPrices ?? {}).flatMap(([currency, amount]) => (amount.trim() ? [{ currency, amount: amount.trim() }] : [])),
      ...(original ? {} : { editionSize: size ? Number(size) : null }),
      withheld: original || size ? Number(row.withheld.trim()) : 0,
      pickup: row.pickup,
      shipping: row.shipping,
      shipsWithin: row.shipsWithin,
      weightKg: row.weightKg?.trim() || null,
    };
  });
}
