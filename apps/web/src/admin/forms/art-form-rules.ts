import { isMoney, ORIGINAL_ART_WORK } from '@sawa/shared/domain';

/** The art form's own rules (SPEC §4, §5), apart from the component so they can be tested alone. */
export interface EditionRow {
  type: string;
  price: string;
}

export interface ArtValues {
  name: string;
  productCode: string;
  description: string;
  size: string;
  material: string;
  quantity: string;
  artistId: string;
  categoryId: string;
  collectionId: string;
  editions: EditionRow[];
}

export const newEdition = (): EditionRow => ({ type: ORIGINAL_ART_WORK, price: '' });

export const EMPTY_ART: ArtValues = {
  name: '',
  productCode: '',
  description: '',
  size: '',
  material: '',
  quantity: '1',
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
  const required: [keyof ArtValues, string][] = [
    ['productCode', 'Product Code'],
    ['description', 'Art Description'],
    ['size', 'Art Size'],
    ['material', 'Art Material'],
    ['artistId', 'Artist'],
  ];
  for (const [key, label] of required) if (!String(values[key]).trim()) errors[key] = `${label} is required.`;
  if (!/^\d+$/.test(values.quantity.trim())) errors.quantity = 'Quantity must be a whole number (0 or more).';
  if (!values.categoryId && !values.collectionId) errors.place = 'Choose a category or a collection.';
  values.editions.forEach((row, i) => {
    if (!row.type.trim()) errors[`edition-${i}`] = 'Each edition needs a type.';
    else if (!isMoney(row.price.trim())) errors[`edition-${i}`] = 'Each edition needs a price such as 1200 or 95.50.';
  });
  return errors;
}
