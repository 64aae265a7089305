import { ORIGINAL_ART_WORK } from '@sawa/shared/domain';
import { addEdition, changeEdition, chooseCategory, chooseCollection, EMPTY_ART, removeEdition, toEditionInputs, validateArt, type ArtValues } from './art-form-rules';

const filled: ArtValues = {
  ...EMPTY_ART,
  productCode: 'GM-1',
  description: 'Golden monkey',
  size: '50 x 70 cm',
  material: 'Acrylic',
  artistId: 'a1',
  categoryId: 'c1',
  editions: [{ type: ORIGINAL_ART_WORK, price: '1200', editionSize: '', withheld: '0' }],
};

describe('art form rules', () => {
  it('starts with one Original Art Work edition with an empty price; Add Edition adds another such row', () => {
    const blank = { type: ORIGINAL_ART_WORK, price: '', editionSize: '', withheld: '0' };
    expect(EMPTY_ART.editions).toEqual([blank]);
    expect(addEdition(EMPTY_ART).editions).toEqual([blank, blank]);
  });

  it('never removes the first edition; removes the others', () => {
    const two = changeEdition(addEdition(filled), 1, { type: 'Print A3', price: '95.5' });
    expect(removeEdition(two, 0)).toBe(two);
    expect(removeEdition(two, 1).editions).toEqual(filled.editions);
  });

  it('keeps category and collection exclusive: choosing one clears the other', () => {
    const inCollection = chooseCollection(filled, 'col1');
    expect(inCollection).toMatchObject({ categoryId: '', collectionId: 'col1' });
    expect(chooseCategory(inCollection, 'c2')).toMatchObject({ categoryId: 'c2', collectionId: '' });
    expect(chooseCategory(inCollection, '')).toMatchObject({ categoryId: '', collectionId: 'col1' });
  });

  it('requires the SPEC fields, a category or a collection, and a type and price on every edition', () => {
    expect(validateArt(filled)).toEqual({});
    const errors = validateArt({
      ...EMPTY_ART,
      editions: [
        { type: '', price: '', editionSize: '', withheld: '0' },
        { type: 'Print', price: '1.234', editionSize: '', withheld: '0' },
        { type: 'Print', price: '12', editionSize: '0', withheld: '0' },
        { type: 'Print', price: '12', editionSize: '5', withheld: '-1' },
      ],
    });
    expect(errors).toEqual({
      productCode: 'Product Code is required.',
      description: 'Art Description is required.',
      size: 'Art Size is required.',
      material: 'Art Material is required.',
      artistId: 'Artist is required.',
      place: 'Choose a category or a collection.',
      'edition-0': 'Each edition needs a type.',
      'edition-1': 'Each edition needs a price such as 1200 or 95.50.',
      'edition-2': 'The edition size is a whole number of at least 1 (leave it empty for an open edition).',
      'edition-3': 'Kept back is a whole number (0 or more).',
    });
  });

  it('sends each edition with its id and its stock: an original has no size, an open print keeps nothing back', () => {
    expect(
      toEditionInputs([
        { id: 'e1', type: ORIGINAL_ART_WORK, price: '1200', editionSize: '', withheld: '1' },
        { id: 'e2', type: 'Print A3 ', price: ' 95.50', editionSize: '25', withheld: '3' },
        { type: 'Print A4', price: '40', editionSize: '', withheld: '2' },
      ]),
    ).toEqual([
      { id: 'e1', type: ORIGINAL_ART_WORK, price: '1200', withheld: 1 },
      { id: 'e2', type: 'Print A3', price: '95.50', editionSize: 25, withheld: 3 },
      { type: 'Print A4', price: '40', editionSize: null, withheld: 0 },
    ]);
  });
});
