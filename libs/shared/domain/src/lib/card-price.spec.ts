import { cardPrice, cheapestOnSale } from './card-price';

const original = (soldOut: boolean) => ({ price: '2400.00', type: 'Original Art Work', soldOut });
const print = (soldOut: boolean, price = '95.00') => ({ price, type: 'Giclée print (A3)', soldOut });

describe('a card’s price', () => {
  it('is the first edition’s while it is for sale (SPEC §2)', () => {
    expect(cardPrice([original(false), print(false)])).toEqual({ price: '2400.00', prices: expect.any(Array), originalSold: false });
  });
  it('skips a sold original, and says the original is sold while prints remain', () => {
    expect(cardPrice([original(true), print(false)])).toEqual({ price: '95.00', prices: expect.any(Array), originalSold: true });
  });
  it('is no price at all when everything is sold (the card says Sold)', () => {
    expect(cardPrice([original(true), print(true)])).toEqual({ price: null, prices: expect.any(Array), originalSold: false });
    expect(cardPrice([])).toEqual({ price: null, prices: expect.any(Array), originalSold: false });
  });
  it('prints only: a sold first print gives the next one', () => {
    expect(cardPrice([print(true, '120.00'), print(false, '80.00')])).toEqual({ price: '80.00', prices: expect.any(Array), originalSold: false });
  });
});

describe('the back office’s "from" price', () => {
  it('is the cheapest edition still for sale, in exact cents', () => {
    expect(
      cheapestOnSale([
        { price: '2400.00', available: 0 },
        { price: '95.10', available: 3 },
        { price: '95.09', available: 0 },
        { price: '240.00', available: null },
      ]),
    ).toBe('95.10');
    expect(cheapestOnSale([{ price: '2400.00', available: 0 }])).toBeNull();
  });
});
