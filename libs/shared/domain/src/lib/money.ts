/**
 * Money is exact: amounts travel as decimal strings with at most two fraction digits
 * and are computed in integer cents, never in binary floating point.
 */
/** Up to 10 integer digits: the columns are numeric(12,2). */
const DECIMAL = /^(0|[1-9]\d{0,9})(\.\d{1,2})?$/;

export function isMoney(value: string): boolean {
  return DECIMAL.test(value);
}

/** "1500.5" -> 150050 */
export function toCents(value: string): number {
  if (!isMoney(value)) throw new RangeError(`Not an amount: ${value}`);
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 150050 -> "1500.50" */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** Normalises any accepted amount to two fraction digits: "15" -> "15.00". */
export function normaliseMoney(value: string): string {
  return fromCents(toCents(value));
}

/** The currencies the shop may sell and take payments in (SHOP_CURRENCY, VISIT_CURRENCY). */
export const CURRENCIES = ['USD', 'RWF', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** SHOP_CURRENCY when it is not set: prices in dollars, as SPEC §9 says. */
export const DEFAULT_SHOP_CURRENCY: Currency = 'USD';

const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, cents: boolean): Intl.NumberFormat {
  const key = `${currency}:${cents}`;
  let format = formatters.get(key);
  if (!format) {
    const usual = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    // A currency written without cents (RWF) still shows an amount that has some: money is never rounded for display.
    const digits = cents ? Math.max(usual, 2) : usual;
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: 'negative',
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * An amount in a currency, for display, the one way every page, mail and JSON-LD block shows money:
 * "$1,500.50", "€95.00", "RWF 125,000". A signed amount (a reversal in the ledger) keeps its minus.
 * Formatted from the exact decimal text, never from a float.
 */
export function formatMoney(amount: string, currency: string): string {
  const text = amount.trim();
  const negative = text.startsWith('-');
  const value = normaliseMoney(negative ? text.slice(1) : text);
  const cents = toCents(value) % 100 !== 0;
  // Intl formats a numeric string exactly (ES2023); the cast is for TypeScript's older signature.
  return moneyFormat(currency, cents).format((negative ? `-${value}` : value) as unknown as number);
}

/**
 * True when a decimal text received from outside (any number of fraction digits, e.g. "1200",
 * "1200.5", "1200.500") is exactly `expected`. Compared as digits, never as floats: "1200.001"
 * is not "1200.00". Anything that is not a plain decimal (exponents, signs, blanks) is not equal.
 */
export function sameAmount(received: string | undefined | null, expected: string): boolean {
  const canonical = (value: string) => {
    const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
    if (!match) return undefined;
    const whole = match[1].replace(/^0+(?=\d)/, '');
    const fraction = (match[2] ?? '').replace(/0+$/, '');
    return fraction ? `${whole}.${fraction}` : whole;
  };
  if (typeof received !== 'string') return false;
  const a = canonical(received);
  return a !== undefined && a === canonical(expected);
}
