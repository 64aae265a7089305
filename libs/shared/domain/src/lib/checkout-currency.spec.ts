import { CHECKOUT_CURRENCY_MESSAGES, checkoutCurrencies, checkoutCurrencyProblem } from './checkout-currency';
import { linePrice, repriceLine, subtotal } from './cart';

const SOLD = ['USD', 'RWF'];
const print = {
  work: 'Golden Monkey',
  edition: 'Print A3',
  prices: [
    { currency: 'USD', amount: '95.50' },
    { currency: 'RWF', amount: '138000' },
  ],
};
const dollarsOnly = { work: 'Silverback', edition: 'Print A4', prices: [{ currency: 'USD', amount: '40.00' }] };

describe('the checkout currency follows the delivery', () => {
  it('a pickup or a Rwandan address is in francs only; abroad, every currency sold, dollars first', () => {
    expect(checkoutCurrencies('pickup', null, SOLD)).toEqual(['RWF']);
    expect(checkoutCurrencies('pickup', 'KE', SOLD)).toEqual(['RWF']);
    expect(checkoutCurrencies('shipping', 'RW', SOLD)).toEqual(['RWF']);
    expect(checkoutCurrencies('shipping', 'KE', ['RWF', 'USD'])).toEqual(['USD', 'RWF']);
    // A shop that sells no francs has only its own currency to invoice in.
    expect(checkoutCurrencies('pickup', null, ['USD'])).toEqual(['USD']);
  });

  it('refuses dollars for a domestic sale (the rule named), then a line without a price in the currency (the work named)', () => {
    expect(checkoutCurrencyProblem({ delivery: 'pickup', currency: 'USD', sold: SOLD }, [print])).toBe(CHECKOUT_CURRENCY_MESSAGES.domestic('USD'));
    expect(checkoutCurrencyProblem({ delivery: 'shipping', countryCode: 'RW', currency: 'USD', sold: SOLD }, [print])).toBe(
      CHECKOUT_CURRENCY_MESSAGES.domestic('USD'),
    );
    expect(checkoutCurrencyProblem({ delivery: 'pickup', currency: 'RWF', sold: SOLD }, [print, dollarsOnly])).toBe(
      CHECKOUT_CURRENCY_MESSAGES.noPrice('Silverback', 'Print A4', 'RWF'),
    );
    expect(CHECKOUT_CURRENCY_MESSAGES.noPrice('Silverback', 'Print A4', 'RWF')).toContain('"Silverback"');
    expect(checkoutCurrencyProblem({ delivery: 'shipping', countryCode: 'KE', currency: 'RWF', sold: SOLD }, [print])).toBeUndefined();
    expect(checkoutCurrencyProblem({ delivery: 'shipping', countryCode: 'KE', currency: 'USD', sold: SOLD }, [print, dollarsOnly])).toBeUndefined();
  });

  it('a cart line keeps its price per currency: shown, summed and repriced in the one chosen', () => {
    const line = { id: 'a', name: 'Golden Monkey', edition: 'Print A3', artImageCover: null, quantity: 2, price: '95.50', prices: print.prices };
    const old = { ...line, prices: undefined };
    expect(linePrice(line, 'RWF')).toBe('138000');
    expect(linePrice(old, 'RWF')).toBeUndefined();
    expect(linePrice(old, 'USD')).toBe('95.50');
    expect(subtotal([line], 'RWF')).toBe('276000.00');
    expect(subtotal([line])).toBe('191.00');
    const [repriced] = repriceLine([line], line, '140000', 'RWF');
    expect(linePrice(repriced, 'RWF')).toBe('140000');
    expect(repriced.price).toBe('95.50');
    // A new dollar price: the line's dollar price changes wherever the line keeps it (its prices list has USD too).
    const withDollars = { ...line, prices: [{ currency: 'USD', amount: '95.50' }, ...print.prices.filter((p) => p.currency !== 'USD')] };
    const [dollars] = repriceLine([withDollars], withDollars, '120.00', 'USD');
    expect(linePrice(dollars, 'USD')).toBe('120.00');
    expect(dollars.price).toBe('120.00');
    expect(linePrice(dollars, 'RWF')).toBe('138000');
    expect(subtotal([dollars])).toBe('240.00');
  });
});
