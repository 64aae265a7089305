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

/** For display, in dollars as SPEC §9 says: "1500.5" -> "$1,500.50". */
export function formatPrice(value: string): string {
  const [whole, fraction] = normaliseMoney(value).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
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
