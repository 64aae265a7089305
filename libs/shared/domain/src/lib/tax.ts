import { fromCents, toCents } from './money';

/**
 * Value added tax (issue 24): prices are VAT-inclusive. When the studio is VAT-registered, an order delivered in Rwanda
 * (or collected at the studio) includes VAT at the studio's rate; an order delivered abroad is a zero-rated export.
 * When it is not registered, no VAT is stated anywhere and none is stored.
 */
export const DEFAULT_VAT_RATE = '18.00';
export const TAX_NUMBER_MAX_LENGTH = 50;
export const EBM_NUMBER_MAX_LENGTH = 50;

/** How an order's VAT was treated: 'domestic' (VAT included at the rate) or 'export' (zero-rated, delivered abroad). */
export const VAT_TREATMENTS = ['domestic', 'export'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];

/** A percent from 0 to 100 with at most two decimals, as typed: "18", "18.5", "0", "100.00". */
const RATE = /^(0|[1-9]\d?|100)(\.\d{1,2})?$/;

export function isVatRate(value: string): boolean {
  const text = value.trim();
  return RATE.test(text) && toBasisPoints(text) <= 10000;
}

/** "18.5" -> 1850 (hundredths of a percent). */
function toBasisPoints(rate: string): number {
  const [whole, fraction = ''] = rate.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** "18" -> "18.00". */
export function normaliseVatRate(rate: string): string {
  const bp = toBasisPoints(rate.trim());
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/** What is wrong with tax settings (null when none): the rate 0 to 100 with at most 2 decimals, a tax number when registered. */
export function taxSettingsProblem(input: { vatRegistered: boolean; taxNumber: string; vatRate: string }): string | null {
  if (!isVatRate(input.vatRate)) return 'The VAT rate must be a percent from 0 to 100 with at most 2 decimals, e.g. 18 or 18.00.';
  if (input.vatRegistered && !input.taxNumber.trim()) return 'A VAT-registered studio needs its tax number (TIN).';
  if (input.taxNumber.trim().length > TAX_NUMBER_MAX_LENGTH) return `The tax number (TIN) must be at most ${TAX_NUMBER_MAX_LENGTH} characters.`;
  return null;
}

/**
 * The VAT included in a VAT-inclusive amount: amount × rate / (100 + rate), rounded half-up to the cent, in integers
 * ("118.00" at 18 % is "18.00"; "100.00" at 18 % is "15.25"; "0.00" is "0.00"). BigInt, so no amount the columns hold overflows.
 */
export function vatIncluded(amount: string, rate: string): string {
  if (!isVatRate(rate)) throw new RangeError(`Not a VAT rate: ${rate}`);
  const bp = BigInt(toBasisPoints(rate.trim()));
  const numerator = BigInt(toCents(amount)) * bp;
  const denominator = 10000n + bp;
  return fromCents(Number((2n * numerator + denominator) / (2n * denominator)));
}

/** Domestic when collected at the studio or delivered in Rwanda; an export when delivered abroad. */
export function vatTreatmentOf(delivery: 'pickup' | 'shipping', countryCode: string | null | undefined): VatTreatment {
  return delivery === 'pickup' || countryCode === 'RW' ? 'domestic' : 'export';
}

/**
 * The VAT an order stores: null when the studio is not registered, 0.00 for an export, else the VAT in its total, in
 * the order's currency (an order in francs: whole francs, rounded half up).
 */
export function orderVat(
  settings: { vatRegistered: boolean; vatRate: string },
  order: { total: string; delivery: 'pickup' | 'shipping'; countryCode: string | null | undefined; currency?: string },
): { vatAmount: string | null; vatTreatment: VatTreatment | null; vatRate: string | null } {
  if (!settings.vatRegistered) return { vatAmount: null, vatTreatment: null, vatRate: null };
  const treatment = vatTreatmentOf(order.delivery, order.countryCode);
  if (treatment === 'export') return { vatAmount: '0.00', vatTreatment: 'export', vatRate: '0.00' };
  const vat = vatIncluded(order.total, settings.vatRate);
  const amount = order.currency === 'RWF' ? fromCents(Math.floor((toCents(vat) + 50) / 100) * 100) : vat;
  return { vatAmount: amount, vatTreatment: 'domestic', vatRate: normaliseVatRate(settings.vatRate) };
}
