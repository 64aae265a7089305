import { isMoney, isOriginalEdition, ORIGINAL_ART_WORK } from '@sawa/shared/domain';

/**
 * The art form's own rules (SPEC §4, §5), apart from the component so they can be tested alone.
 * Stock is per edition: an original is for sale or not; a print has an edition size (empty: an open
 * edition) and a number kept back from the shop.
 */
export interface EditionRow {
  /** The edition this row edits (keeps its reserved and sold counts); absent for a new row. */
  id?: string;
  type: string;
  price: string;
  /** A print's edition size, '' for an open edition (an original is always 1). */
  editionSize: string;
  /** Units kept back from the shop: an original '1' is not for sale. */
  withheld: string;
}

export interface ArtValues {
  name: string;
  productCode: string;
  description: string;
  size: string;
  material: string;
  artistId: string;
  categoryId: string;
  collectionId: string;
  editions: EditionRow[];
}

export const newEdition = (): EditionRow => ({ type: ORIGINAL_ART_WORK, price: '', editionSize: '', withheld: '0' });

export const EMPTY_ART: ArtValues = {
  name: '',
  productCode: '',
  description: '',
  size: '',
  material: '',
  artistId: '',
  categoryId: '',
  collectionId: '',
  editions: [newEdition()],
};

export const addEdition = (values: ArtValues): ArtValues => ({ ...values, editions: [...values.editions, newEdition()] });

/** The first edition cannot be removed; others can. */
export const removeEdition = (values: ArtValues, index: number): ArtValues =>
  index === 0 ? values : { ...values, editions: values.editions.filter((_, i) => i !== index) };

export const changeEdition = (values: ArtValues, index: number, change: Partial<EditionRow>): ArtValues => ({
  ...values,
  editions: values.editions.map((row, i) => (i === index ? { ...row, ...change } : row)),
});

/** Choosing a category clears the collection and the other way round, so exactly one is set. */
export const chooseCategory = (values: ArtValues, categoryId: string): ArtValues => ({
  ...values,
  categoryId,
  collectionId: categoryId ? '' : values.collectionId,
});
export const chooseCollection = (values: ArtValues, collectionId: string): ArtValues => ({
  ...values,
  collectionId,
  categoryId: collectionId ? '' : values.categoryId,
});

export type ArtErrors = Partial<Record<keyof ArtValues | 'place' | `edition-${number}`, string>>;

export function validateArt(values: ArtValues): ArtErrors {
  const errors: ArtErrors = {};
  const required: [Exclude<keyof ArtValues, 'editions'>, string][] = [
    ['productCode', 'Product Code'],
    ['description', 'Art Description'],
    ['size', 'Art Size'],
    ['material', 'Art Material'],
    ['artistId', 'Artist'],
  ];
  for (const [key, label] of required) if (!String(values[key]).trim()) errors[key] = `${label} is required.`;
  if (!values.categoryId && !values.collectionId) errors.place = 'Choose a category or a collection.';
  values.editions.forEach((row, i) => {
    if (!row.type.trim()) errors[`edition-${i}`] = 'Each edition needs a type.';
    else if (!isMoney(row.price.trim())) errors[`edition-${i}`] = 'Each edition needs a price such as 1200 or 95.50.';
    else if (!isOriginalEdition(row.type) && row.editionSize.trim() && !/^[1-9]\d*$/.test(row.editionSize.trim()))
      errors[`edition-${i}`] = 'The edition size is a whole number of at least 1 (leave it empty for an open edition).';
    else if (!/^\d+$/.test(row.withheld.trim())) errors[`edition-${i}`] = 'Kept back is a whole number (0 or more).';
  });
  return errors;
}

/** The edition rows as the API takes them: an original's size is always 1; an open edition keeps nothing back. */
export function toEditionInputs(rows: EditionRow[]) {
  return rows.map((row) => {
    const type = row.type.trim();
    const original = isOriginalEdition(type);
    const size = row.editionSize.trim();
    return {
      ...(row.id ? { id: row.id } : {}),
      type,
      price: row.price.trim(),
      ...(original ? {} : { editionSize: size ? Number(size) : null }),
      withheld: original || size ? Number(row.withheld.trim()) : 0,
    };
  });
}
