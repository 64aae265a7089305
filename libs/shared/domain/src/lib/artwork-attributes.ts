/**
 * An artwork's structured attributes (issue 26 item 1), beside the legacy free-text size and material: a medium from
 * a list, its dimensions in centimetres and its year; and what is computed from them and from its editions, which the
 * catalogue filters on. One list, one rule each, for the API's inputs, the back office's form and the shop's filters.
 */

/** The media a work is made in, in the order the filters list them. */
export const MEDIA = [
  'oil',
  'acrylic',
  'watercolour',
  'mixed_media',
  'drawing',
  'photography',
  'print',
  'bronze',
  'wood',
  'stone',
  'textile',
  'other',
] as const;
export type Medium = (typeof MEDIA)[number];

export const MEDIUM_LABELS: Record<Medium, string> = {
  oil: 'Oil',
  acrylic: 'Acrylic',
  watercolour: 'Watercolour',
  mixed_media: 'Mixed media',
  drawing: 'Charcoal and pencil',
  photography: 'Photography',
  print: 'Print (giclée, screen print)',
  bronze: 'Bronze',
  wood: 'Wood',
  stone: 'Stone',
  textile: 'Textile',
  other: 'Other',
};

export const ORIENTATIONS = ['portrait', 'landscape', 'square'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];
export const ORIENTATION_LABELS: Record<Orientation, string> = { portrait: 'Portrait', landscape: 'Landscape', square: 'Square' };

/** Artsy's size classes, by the longest side: under 40 cm, 40 to 100 cm, over 100 cm. */
export const SIZE_CLASSES = ['small', 'medium', 'large'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];
export const SIZE_CLASS_LABELS: Record<SizeClass, string> = { small: 'Small (under 40 cm)', medium: 'Medium (40 to 100 cm)', large: 'Large (over 100 cm)' };
/** The longest side (cm) a small work stays under, and a medium one does not pass. */
export const SIZE_CLASS_LIMITS = { smallUnder: 40, mediumUpTo: 100 } as const;

/** What a work's editions offer (stock.ts editionKind): the unique original, limited prints, open prints. A work may offer several. */
export const EDITION_KINDS = ['original', 'limited', 'open'] as const;
export type EditionKindFacet = (typeof EDITION_KINDS)[number];
export const EDITION_KIND_LABELS: Record<EditionKindFacet, string> = { original: 'Unique', limited: 'Limited edition', open: 'Open edition' };

/** forSale: some edition can still be bought; sold: none can. */
export const AVAILABILITIES = ['forSale', 'sold'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const AVAILABILITY_LABELS: Record<Availability, string> = { forSale: 'For sale', sold: 'Sold' };

/**
 * Dimensions are centimetres with at most one decimal (a millimetre): exact decimal text such as "60" or "42.5",
 * stored as numeric(6,1). Above zero, at most 10,000 cm (a 100 m mural is not a shop's work).
 */
export const DIMENSION = { maxCm: 10_000, pattern: /^(0|[1-9]\d{0,4})(\.\d)?$/ } as const;
/** The earliest year a work may carry. */
export const EARLIEST_YEAR = 1800;

export const ATTRIBUTE_MESSAGES = {
  badDimension: (field: string) => `${field} must be centimetres above 0 with at most one decimal (for example 60 or 42.5), at most ${DIMENSION.maxCm}`,
  badYear: (field: string, thisYear: number) => `${field} must be a year from ${EARLIEST_YEAR} to ${thisYear}`,
  badMedium: (field: string) => `${field} must be one of ${MEDIA.join(', ')}`,
  yearRange: 'The year range is empty: "from" is after "to".',
  priceRange: 'The price range is empty: the lowest price is above the highest.',
  unknownValue: (facet: string, value: string, known: readonly string[]) => `"${value}" is not a ${facet} filter: use one of ${known.join(', ')}.`,
} as const;

/** True for a dimension the rule above takes. */
export function isDimension(value: unknown): value is string {
  if (typeof value !== 'string' || !DIMENSION.pattern.test(value.trim())) return false;
  const cm = Number(value.trim());
  return cm > 0 && cm <= DIMENSION.maxCm;
}

/** True for a year from EARLIEST_YEAR to this year (a work is not dated in the future). */
export function isArtworkYear(value: unknown, now: Date = new Date()): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= EARLIEST_YEAR && value <= now.getUTCFullYear();
}

/** The orientation of a width and a height (cm), or null without both. The same rule as the database's (migration ArtworkAttributes). */
export function orientationOf(width: number | null | undefined, height: number | null | undefined): Orientation | null {
  if (width == null || height == null) return null;
  return width > height ? 'landscape' : width < height ? 'portrait' : 'square';
}

/** The size class by the longest side given, or null without any. */
export function sizeClassOf(...sides: (number | null | undefined)[]): SizeClass | null {
  const known = sides.filter((side): side is number => side != null);
  if (!known.length) return null;
  const longest = Math.max(...known);
  return longest < SIZE_CLASS_LIMITS.smallUnder ? 'small' : longest <= SIZE_CLASS_LIMITS.mediumUpTo ? 'medium' : 'large';
}
