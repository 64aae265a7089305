import { chosenCurrency, convertPrice, cookieValue, normalisePrice, PRICE_MESSAGES, priceProblem, rateProblem, shownPrice } from './prices';

describe('prices per currency', () => {
  it('francs are whole, other currencies have at most two decimals', () => {
    expect(priceProblem('RWF', '125000')).toBeUndefined();
    expect(priceProblem('RWF', '125000.00')).toBeUndefined();
    expect(priceProblem('RWF', '125000.50')).toBe(PRICE_MESSAGES.wholeFrancs);
    expect(priceProblem('USD', '12.50')).toBeUndefined();
    expect(priceProblem('USD', '12.505')).toMatch(/at most two decimals/);
    expect(normalisePrice('RWF', '125000.00')).toBe('125000');
    expect(normalisePrice('USD', '12.5')).toBe('12.50');
  });

  it('converts a dollar price exactly, rounded half up to the step', () => {
    const rwf = { currency: 'RWF', perDollar: '1450', step: '1000' };
    expect(convertPrice('86.21', rwf)).toBe('125000'); // 125,004.50
    expect(convertPrice('86.55', rwf)).toBe('125000'); // 125,497.50
    expect(convertPrice('86.56', rwf)).toBe('126000'); // 125,512
    expect(convertPrice('0.01', { currency: 'RWF', perDollar: '1450.5', step: '1' })).toBe('15'); // 14.505
    expect(convertPrice('100', { currency: 'EUR', perDollar: '0.9213', step: '0.01' })).toBe('92.13');
    expect(convertPrice('0', rwf)).toBe('0');
  });

  it('checks a rate', () => {
    expect(rateProblem({ currency: 'RWF', perDollar: '1450', step: '1000' })).toBeUndefined();
    expect(rateProblem({ currency: 'USD', perDollar: '1', step: '1' })).toBe(PRICE_MESSAGES.rateBase);
    expect(rateProblem({ currency: 'RWF', perDollar: '0', step: '1' })).toBe(PRICE_MESSAGES.ratePositive);
    expect(rateProblem({ currency: 'RWF', perDollar: '1.23456', step: '1' })).toBe(PRICE_MESSAGES.ratePositive);
    expect(rateProblem({ currency: 'RWF', perDollar: '1450', step: '0.5' })).toBe(PRICE_MESSAGES.stepPositive('RWF'));
    expect(rateProblem({ currency: 'EUR', perDollar: '0.92', step: '0' })).toBe(PRICE_MESSAGES.stepPositive('EUR'));
  });

  it('reads the chosen currency from the address, else the cookie, else the default; only a currency sold', () => {
    const sold = ['USD', 'RWF'];
    expect(chosenCurrency('rwf', 'USD', sold, 'USD')).toBe('RWF');
    expect(chosenCurrency(null, 'RWF', sold, 'USD')).toBe('RWF');
    expect(chosenCurrency('EUR', undefined, sold, 'USD')).toBe('USD');
    expect(chosenCurrency('EUR', 'RWF', sold, 'USD')).toBe('RWF');
    expect(cookieValue('a=1; currency=RWF; b=2', 'currency')).toBe('RWF');
    expect(cookieValue('xcurrency=RWF', 'currency')).toBeUndefined();
  });

  it('shows the price in the chosen currency, else the other price, marked', () => {
    const prices = [{ currency: 'USD', amount: '95.00' }];
    expect(shownPrice(prices, 'USD')).toEqual({ currency: 'USD', amount: '95.00', other: false });
    expect(shownPrice(prices, 'RWF')).toEqual({ currency: 'USD', amount: '95.00', other: true });
    expect(shownPrice([], 'RWF')).toBeUndefined();
    expect(PRICE_MESSAGES.pricedIn('RWF')).toBe('priced in Rwandan francs');
  });
});
