import {
  addToCart,
  CartLine,
  cartLineIssue,
  cartLineKey,
  decrease,
  increase,
  itemCount,
  parseCart,
  payableSubtotal,
  removeLine,
  repriceLine,
  setQuantity,
  subtotal,
} from './cart';
import { MESSAGES } from './messages';

const original = { id: 'a1', name: 'Silverback at Dawn', price: '2400.00', artImageCover: '/uploads/a.jpg', edition: 'Original Art Work' };
const print = { ...original, edition: 'Giclée print (A3)', price: '180.00' };

describe('cart rules', () => {
  it('adds a new line with quantity 1 and raises the quantity of the same art and edition', () => {
    let lines: CartLine[] = [];
    lines = addToCart(lines, print).lines;
    lines = addToCart(lines, print).lines;
    expect(lines).toEqual([{ ...print, quantity: 2 }]);
    lines = addToCart(lines, original).lines;
    expect(lines).toHaveLength(2);
  });

  it('allows one Original Art Work only, with the SPEC messages', () => {
    const once = addToCart([], original);
    const twice = addToCart(once.lines, original);
    expect(twice).toEqual({ ok: false, lines: once.lines, error: MESSAGES.cart.secondOriginal });
    expect(twice.ok || twice.error).toBe('You can only add one Original Artwork of this piece to the cart.');
    const plus = increase(once.lines, original);
    expect(plus.ok).toBe(false);
    expect(plus.ok || plus.error).toBe('You cannot add more than one for an Original Artwork edition.');
  });

  it('plus raises, minus lowers to at least 1, remove deletes', () => {
    let lines = addToCart([], print).lines;
    lines = (increase(lines, print) as { lines: CartLine[] }).lines;
    expect(lines[0].quantity).toBe(2);
    lines = decrease(decrease(decrease(lines, print), print), print);
    expect(lines[0].quantity).toBe(1);
    expect(removeLine(lines, print)).toEqual([]);
  });

  it('totals exactly in cents', () => {
    const lines: CartLine[] = [
      { ...print, price: '0.10', quantity: 3 },
      { ...original, price: '0.20', quantity: 1 },
      { ...print, id: 'b', price: '99.99', quantity: 2 },
    ];
    expect(subtotal(lines)).toBe('200.48');
    expect(itemCount(lines)).toBe(6);
  });

  it('reads a stored cart defensively', () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart('{"a":1}')).toEqual([]);
    const stored = JSON.stringify([{ ...original, quantity: 5 }, { ...print, price: 180, quantity: 2 }, { id: 'x' }, { ...print, id: 'y', price: 'free' }]);
    expect(parseCart(stored)).toEqual([
      { ...original, quantity: 1 },
      { ...print, price: '180', quantity: 2 },
    ]);
  });
});

describe('cart line flags', () => {
  const line = { edition: 'Giclée print (A3)', price: '180.00' };
  const art = (soldOut: boolean, editions: [string, string][]) => ({ soldOut, editions: editions.map(([type, price]) => ({ type, price })) });

  it('says nothing until the catalogue has answered, and nothing for a line that still stands', () => {
    expect(cartLineIssue(line, undefined, 'USD')).toBeUndefined();
    expect(cartLineIssue(line, art(false, [['Giclée print (A3)', '180.00']]), 'USD')).toBeUndefined();
    expect(cartLineIssue(line, art(false, [['Giclée print (A3)', '180']]), 'USD')).toBeUndefined(); // the same amount written differently
  });

  it('flags a deleted art, a sold one, a vanished edition and a changed price, in that order', () => {
    expect(cartLineIssue(line, null, 'USD')).toEqual({ kind: 'deleted', message: 'This work is no longer available.' });
    expect(cartLineIssue(line, art(true, [['Giclée print (A3)', '999.00']]), 'USD')).toEqual({
      kind: 'sold',
      message: 'Sold: this work is no longer available.',
    });
    expect(cartLineIssue(line, art(false, [['Original Art Work', '180.00']]), 'USD')).toEqual({
      kind: 'editionGone',
      message: 'This edition is no longer available.',
    });
    expect(cartLineIssue(line, art(false, [['Giclée print (A3)', '1200.5']]), 'USD')).toEqual({
      kind: 'priceChanged',
      price: '1200.5',
      message: 'The price is now $1,200.50.',
    });
    expect(cartLineIssue({ ...line, price: '180.01' }, art(false, [['Giclée print (A3)', '180.00']]), 'USD')?.kind).toBe('priceChanged');
  });

  it('flags each edition on its own: a sold-out edition of a work still for sale, and fewer left than the line wants', () => {
    const withStock = (available: number | null) => ({
      soldOut: false,
      editions: [
        { type: 'Original Art Work', price: '2400.00', available: 1 },
        { type: 'Giclée print (A3)', price: '180.00', available },
      ],
    });
    expect(cartLineIssue({ ...line, quantity: 1 }, withStock(0), 'USD')).toEqual({ kind: 'sold', message: 'Sold: this edition is no longer available.' });
    expect(cartLineIssue({ ...line, quantity: 3 }, withStock(2), 'USD')).toEqual({
      kind: 'fewerLeft',
      available: 2,
      message: 'Only 2 of this edition are left.',
    });
    expect(cartLineIssue({ ...line, quantity: 2 }, withStock(1), 'USD')?.message).toBe('Only 1 of this edition is left.');
    expect(cartLineIssue({ ...line, quantity: 2 }, withStock(2), 'USD')).toBeUndefined();
    expect(cartLineIssue({ ...line, quantity: 50 }, withStock(null), 'USD')).toBeUndefined(); // an open edition
    const originalSold = {
      soldOut: false,
      editions: [
        { type: 'Original Art Work', price: '2400.00', available: 0 },
        { type: 'Giclée print (A3)', price: '180.00', available: 5 },
      ],
    };
    expect(cartLineIssue({ edition: 'Original Art Work', price: '2400.00' }, originalSold, 'USD')).toEqual({
      kind: 'sold',
      message: 'Sold: this work is no longer available.',
    });
    expect(cartLineIssue(line, originalSold, 'USD')).toBeUndefined();
  });
});

describe('cart prices and totals', () => {
  const print = { id: 'p', name: 'Print', price: '240.00', artImageCover: null, edition: 'Giclée print (A3)' };
  const gone = { id: 'g', name: 'Gone', price: '99.00', artImageCover: null, edition: 'Giclée print (A3)' };

  it('adding again takes the price the page shows now', () => {
    const once = addToCart([], print).lines;
    expect(addToCart(once, { ...print, price: '260.00' }).lines).toEqual([{ ...print, price: '260.00', quantity: 2 }]);
  });

  it('repriceLine takes the new price for that line only; setQuantity keeps an original at one', () => {
    const lines = addToCart(addToCart([], print).lines, gone).lines;
    expect(repriceLine(lines, print, '260.00').map((l) => l.price)).toEqual(['260.00', '99.00']);
    expect(setQuantity(lines, print, 0)[0].quantity).toBe(1);
    expect(setQuantity([{ ...print, edition: 'Original Art Work', quantity: 1 }], { id: 'p', edition: 'Original Art Work' }, 3)[0].quantity).toBe(1);
  });

  it('a line that cannot be bought counts in no total; a changed price still counts as stored until taken', () => {
    const lines = addToCart(addToCart([], print).lines, gone).lines;
    expect(payableSubtotal(lines, {})).toBe('339.00');
    expect(payableSubtotal(lines, { [cartLineKey(gone)]: { kind: 'sold', message: 'x' } })).toBe('240.00');
    expect(payableSubtotal(lines, { [cartLineKey(print)]: { kind: 'priceChanged', message: 'x', price: '260.00' } })).toBe('339.00');
  });
});
