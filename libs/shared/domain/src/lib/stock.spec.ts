import { artworkSoldOut, availabilityText, availableUnits, editionKind } from './stock';

describe('stock per edition', () => {
  it('knows an original, a limited and an open edition', () => {
    expect(editionKind('Original Art Work', 1)).toBe('original');
    expect(editionKind('Giclée print (A3)', 25)).toBe('limited');
    expect(editionKind('Giclée print (A4)', null)).toBe('open');
  });

  it('counts what is left: size less reserved, sold and kept back; an open edition has no limit', () => {
    expect(availableUnits({ type: 'Print', editionSize: 25, reserved: 2, sold: 20, withheld: 0 })).toBe(3);
    expect(availableUnits({ type: 'Original Art Work', editionSize: 1, reserved: 0, sold: 0, withheld: 1 })).toBe(0);
    expect(availableUnits({ type: 'Print', editionSize: null, reserved: 7, sold: 90, withheld: 0 })).toBeNull();
  });

  it('says Sold per edition and how many of a limited print are left; sold out only when every edition is', () => {
    expect(availabilityText({ kind: 'original', editionSize: 1, available: 0 })).toBe('Sold');
    expect(availabilityText({ kind: 'original', editionSize: 1, available: 1 })).toBe('Available');
    expect(availabilityText({ kind: 'limited', editionSize: 25, available: 3 })).toBe('3 of 25 left');
    expect(availabilityText({ kind: 'limited', editionSize: 25, available: 0 })).toBe('Sold');
    expect(availabilityText({ kind: 'open', editionSize: null, available: null })).toBe('');
    expect(artworkSoldOut([{ available: 0 }, { available: 2 }])).toBe(false);
    expect(artworkSoldOut([{ available: 0 }, { available: null }])).toBe(false);
    expect(artworkSoldOut([{ available: 0 }, { available: 0 }])).toBe(true);
  });
});
