import { artworkSoldOut, availabilityText, availableUnits, editionAvailabilityText, editionKind } from './stock';

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
    expect(availabilityText({ kind: 'limited', editionSize: 25, available: 3 })).toBe('3 left');
    expect(availabilityText({ kind: 'limited', editionSize: 50, available: 50 })).toBe('50 left');
    // Beside the price, a limited print also says its size.
    expect(editionAvailabilityText({ kind: 'limited', editionSize: 50, available: 12 })).toBe('Edition of 50 · 12 left');
    expect(editionAvailabilityText({ kind: 'limited', editionSize: 50, available: 0, onHold: true })).toBe('Reserved');
    expect(editionAvailabilityText({ kind: 'original', editionSize: 1, available: 1 })).toBe('Available');
    expect(availabilityText({ kind: 'limited', editionSize: 25, available: 0 })).toBe('Sold');
    expect(availabilityText({ kind: 'open', editionSize: null, available: null })).toBe('');
    expect(artworkSoldOut([{ available: 0 }, { available: 2 }])).toBe(false);
    expect(artworkSoldOut([{ available: 0 }, { available: null }])).toBe(false);
    expect(artworkSoldOut([{ available: 0 }, { available: 0 }])).toBe(true);
  });
});
