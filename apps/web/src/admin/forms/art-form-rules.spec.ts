import { ORIGINAL_ART_WORK } from '@sawa/shared/domain';
import { artSchema, CONSERVATION_SHARE_ERROR, EMPTY_ART, toEditionInputs, type ArtValues } from './art-form-rules';
const QUOTE = { pickup: true, shipping: 'quote', shipsWithin: 'world' } as const;
const FLAT = { pickup: true, shipping: 'flat_rate', shipsWithin: 'world' } as const;

const filled: ArtValues = {
  ...EMPTY_ART,
  productCode: 'GM-1',
  description: 'Golden monkey',
  size: '50 x 70 cm',
  material: 'Acrylic',
  artistId: 'a1',
  categoryId: 'c1',
  editions: [{ type: ORIGINAL_ART_WORK, price: '1200', otherPrices: {}, editionSize: '', withheld: '0', ...QUOTE }],
};

/** The messages the rules give, by field path, as the form shows them. */
const problems = (values: ArtValues) =>
  Object.fromEntries((artSchema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('art form rules', () => {
  it('starts with one Original Art Work edition with an empty price', () => {
    expect(EMPTY_ART.editions).toEqual([{ type: ORIGINAL_ART_WORK, price: '', otherPrices: {}, editionSize: '', withheld: '0', ...QUOTE }]);
  });

  it('requires the SPEC fields (spaces are not a value), a category or a collection, and a type and price on every edition', () => {
    expect(problems(filled)).toEqual({});
    expect(problems({ ...filled, categoryId: '', collectionId: 'k1' })).toEqual({});
    expect(
      problems({
        ...EMPTY_ART,
        productCode: '   ',
        editions: [
          { type: '', price: '', otherPrices: {}, editionSize: '', withheld: '0', ...FLAT },
          { type: 'Print', price: '1.234', otherPrices: {}, editionSize: '', withheld: '0', ...FLAT },
          { type: 'Print', price: '12', otherPrices: {}, editionSize: '0', withheld: '0', ...FLAT },
          { type: 'Print', price: '12', otherPrices: {}, editionSize: '5', withheld: '-1', ...FLAT },
        ],
      }),
    ).toEqual({
      productCode: 'Product Code is required.',
      description: 'Art Description is required.',
      size: 'Art Size is required.',
      material: 'Art Material is required.',
      artistId: 'Artist is required.',
      collectionId: 'Choose a category or a collection.',
      'editions.0.type': 'Each edition needs a type.',
      'editions.1.price': 'Each edition needs a price such as 1200 or 95.50.',
      'editions.2.editionSize': 'The edition size is a whole number of at least 1 (leave it empty for an open edition).',
      'editions.3.withheld': 'Kept back is a whole number (0 or more).',
    });
  });

  it('takes a price per currency: francs whole, a blank one is no price', () => {
    const row = (otherPrices: Record<string, string>) => ({ ...filled, editions: [{ ...filled.editions[0], otherPrices }] });
    expect(problems(row({ RWF: '125000' }))).toEqual({});
    expect(problems(row({ RWF: '' }))).toEqual({});
    expect(problems(row({ RWF: '125000.50' }))).toEqual({ 'editions.0.otherPrices': 'RWF prices are whole francs' });
    expect(toEditionInputs(row({ RWF: ' 125000 ' }).editions)).toEqual([
      { type: ORIGINAL_ART_WORK, price: '1200', prices: [{ currency: 'RWF', amount: '125000' }], withheld: 0, ...QUOTE, weightKg: null },
    ]);
    expect(toEditionInputs(row({ RWF: '' }).editions)[0].prices).toEqual([]);
  });

  it('holds text to the shared limits, counted in characters as the server counts them', () => {
    expect(problems({ ...filled, productCode: 'x'.repeat(101) })).toEqual({ productCode: 'Product Code is at most 100 characters.' });
    expect(problems({ ...filled, productCode: '🦍'.repeat(100) })).toEqual({}); // 100 characters, 200 UTF-16 units
  });

  it('trims what it sends; a blank art name is no name', () => {
    const art = artSchema.parse({ ...filled, name: '  ', productCode: ' GM-1 ' });
    expect(art).toMatchObject({ name: null, productCode: 'GM-1' });
  });

  it('sends each edition with its id and its stock: an original has no size, an open print keeps nothing back', () => {
    expect(
      toEditionInputs([
        { editionId: 'e1', type: ORIGINAL_ART_WORK, price: '1200', otherPrices: {}, editionSize: '', withheld: '1', ...QUOTE },
        { editionId: 'e2', type: 'Print A3 ', price: ' 95.50', otherPrices: {}, editionSize: '25', withheld: '3', ...FLAT, weightKg: ' 18.5 ' },
        { type: 'Print A4', price: '40', otherPrices: {}, editionSize: '', withheld: '2', ...FLAT },
      ]),
    ).toEqual([
      { id: 'e1', type: ORIGINAL_ART_WORK, price: '1200', prices: [], withheld: 1, ...QUOTE, weightKg: null },
      { id: 'e2', type: 'Print A3', price: '95.50', prices: [], editionSize: 25, withheld: 3, ...FLAT, weightKg: '18.5' },
      { type: 'Print A4', price: '40', prices: [], editionSize: null, withheld: 0, ...FLAT, weightKg: null },
    ]);
  });

  it("takes a work's own conservation share from 0 to 100 with two decimals; blank is the studio's share (null)", () => {
    for (const good of ['0', '12.5', ' 100 ']) expect(problems({ ...filled, conservationPercent: good })).toEqual({});
    for (const bad of ['-1', '100.5', '12.345', 'ten'])
      expect(problems({ ...filled, conservationPercent: bad })).toEqual({ conservationPercent: CONSERVATION_SHARE_ERROR });
    expect(artSchema.parse({ ...filled, conservationPercent: '  ' }).conservationPercent).toBeNull();
    expect(artSchema.parse({ ...filled, conservationPercent: ' 12.5 ' }).conservationPercent).toBe('12.5');
  });
});
