import { fromCents, toCents } from './money';

/**
 * The conservation share: a percentage of each sale set aside for conservation, from 0 to 100
 * with at most two decimals ("10", "12.5"). Computed in integer hundredths, never in floating point.
 */
export const PERCENT_FORMAT = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;

/** The heading of the /conservation block (SPEC texts are an interface: keep it exact). */
export const CONSERVATION_TOTAL_HEADING = 'Raised for conservation';

export const CONSERVATION_MESSAGES = {
  badPercent: 'conservationPercent must be a percentage from 0 to 100 with at most two decimals, for example "10" or "12.5".',
} as const;

export function isPercent(value: string): boolean {
  return PERCENT_FORMAT.test(value);
}

/** "12.5" -> 1250 (hundredths of a percent). */
function toBasisPoints(percent: string): number {
  if (!isPercent(percent)) throw new RangeError(`Not a percentage: ${percent}`);
  const [whole, fraction = ''] = percent.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** "12.5" -> "12.50", as the numeric(5,2) column stores it. */
export function normalisePercent(percent: string): string {
  const points = toBasisPoints(percent);
  return `${Math.floor(points / 100)}.${String(points % 100).padStart(2, '0')}`;
}

/** The artwork's own share when it has one, otherwise the studio's (CONSERVATION_SHARE_PERCENT). */
export function effectiveSharePercent(own: string | null | undefined, studioDefault: string): string {
  return normalisePercent(own ?? studioDefault);
}

/**
 * What of `amount` goes to conservation at `percent`: exact cents, half a cent rounded up
 * ("95.50" at 10% is "9.55"; "0.05" at 10% is "0.01"). BigInt, so no amount the columns hold can overflow.
 */
export function conservationShare(amount: string, percent: string): string {
  const cents = BigInt(toCents(amount)) * BigInt(toBasisPoints(percent));
  return fromCents(Number((cents + 5000n) / 10000n));
}

/** "10.00" -> "10", "12.50" -> "12.5": for text ("10% of the price"). */
export function formatPercent(percent: string): string {
  return normalisePercent(percent).replace(/\.?0+$/, '');
}
