import { isOriginalEdition } from './stock';
import { countryName, RWANDA, SHIPPING_ZONES, type ShippingZone } from './addresses';

/**
 * How an edition reaches a buyer (issue 24), set per edition in the back office's artwork form:
 * - pickup at the studio in Musanze (on by default, free);
 * - shipping: 'flat_rate' (the zone table's rate, for prints), 'quote' (originals and sculptures: the studio quotes;
 *   checkout refuses it until the quote workflow exists) or 'none' (pickup only);
 * - shipsWithin: 'world', or 'rwanda' (limited to Rwandan addresses).
 */
export const EDITION_SHIPPING = {
  flat_rate: 'Flat-rate shipping by zone',
  quote: 'Shipping on quote',
  none: 'No shipping (pickup only)',
} as const;
export type EditionShipping = keyof typeof EDITION_SHIPPING;
export const EDITION_SHIPPING_CODES = Object.keys(EDITION_SHIPPING) as EditionShipping[];

export const SHIPS_WITHIN = { world: 'Anywhere', rwanda: 'Rwanda only' } as const;
export type ShipsWithin = keyof typeof SHIPS_WITHIN;
export const SHIPS_WITHIN_CODES = Object.keys(SHIPS_WITHIN) as ShipsWithin[];

/** A new edition's shipping when the form does not say: an original is quoted, a print takes the flat rate. */
export const defaultEditionShipping = (type: string): EditionShipping => (isOriginalEdition(type) ? 'quote' : 'flat_rate');

/** How the buyer receives the order. */
export type DeliveryMethod = 'pickup' | 'shipping';

export const DELIVERY_MESSAGES = {
  onQuote: (work: string) =>
    `"${work}" is shipped on quote: the studio prices its crating, insurance and freight for your address. Ask for a shipping quote, or choose pickup at the studio.`,
  pickupOnly: (work: string) => `"${work}" can only be collected at the studio in Musanze: choose pickup, or remove it from your cart.`,
  rwandaOnly: (work: string, countryCode: string) =>
    `"${work}" is delivered within Rwanda only, not to ${countryName(countryCode)}: choose a Rwandan address or pickup at the studio.`,
  noPickup: (work: string) => `"${work}" cannot be collected at the studio: choose delivery.`,
  noRate: (zone: ShippingZone) =>
    `The studio has not set its shipping rate for ${SHIPPING_ZONES[zone]} yet, so this order cannot be shipped there online: choose pickup, or write to the studio.`,
  addressRequired: 'A delivery address is required when the order is shipped.',
} as const;

/**
 * Why this edition cannot reach the buyer as asked (the message names the work), or null. `quoted`: the shipping is a
 * quote the studio answered (a work on quote is then shipped at the quoted amount; every other rule still holds).
 */
export function deliveryProblem(
  work: string,
  edition: { pickup: boolean; shipping: EditionShipping; shipsWithin: ShipsWithin },
  method: DeliveryMethod,
  countryCode?: string,
  quoted = false,
): string | null {
  if (method === 'pickup') return edition.pickup ? null : DELIVERY_MESSAGES.noPickup(work);
  if (edition.shipping === 'none') return DELIVERY_MESSAGES.pickupOnly(work);
  if (edition.shipping === 'quote' && !quoted) return DELIVERY_MESSAGES.onQuote(work);
  if (edition.shipsWithin === 'rwanda' && countryCode !== RWANDA) return DELIVERY_MESSAGES.rwandaOnly(work, countryCode ?? '');
  return null;
}

/** A zone's flat rate: an amount for the order (its first item) plus an amount per extra item, in cents. */
export const flatRateCents = (rate: { firstItemCents: number; extraItemCents: number }, items: number): number =>
  items <= 0 ? 0 : rate.firstItemCents + rate.extraItemCents * (items - 1);

/**
 * The studio's threshold (issue 24 item 2, a shop setting): a work whose longest side (cm) or weight (kg) is over it is
 * always shipped on quote, whatever its edition says. null: no limit of that kind.
 */
export interface QuoteThreshold {
  longestSideCm: number | null;
  weightKg: number | null;
}

/** What the threshold compares: the edition's weight, and the work's longest side (its numeric dimensions, issue 26). */
export interface WorkMeasures {
  weightKg?: string | number | null;
  /** null when the work has no numeric dimensions (the free-text size cannot be compared): the rule then reads the weight only. */
  longestSideCm?: number | null;
}

/** An edition's shipping weight in kg as typed: up to 6 digits and 2 decimals. */
export const WEIGHT_KG_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;
export const WEIGHT_KG_MESSAGE = 'weightKg must be a weight in kg with at most two decimals (for example 18.5), or empty';
/** "18.50" → "18.5", "020" → "20": a weight as stored and shown. */
export const normaliseWeightKg = (value: string): string => String(Number(value.trim()));

export const QUOTE_THRESHOLD_LIMITS = { longestSideCm: 10_000, weightKg: 100_000 } as const;

/** Whether the threshold forces this work on quote: over the longest side, or over the weight (strictly). */
export function overQuoteThreshold(work: WorkMeasures, threshold: QuoteThreshold): boolean {
  const weight = work.weightKg === null || work.weightKg === undefined || work.weightKg === '' ? null : Number(work.weightKg);
  const side = work.longestSideCm ?? null;
  return (
    (threshold.weightKg !== null && weight !== null && weight > threshold.weightKg) ||
    (threshold.longestSideCm !== null && side !== null && side > threshold.longestSideCm)
  );
}

/**
 * How an edition is shipped once the threshold is applied: the one rule the checkout, the cart's delivery quote and the
 * quote request read. Pickup only stays pickup only; a work over the threshold is on quote; otherwise the edition's own.
 */
export function effectiveShipping(edition: { shipping: EditionShipping } & WorkMeasures, threshold: QuoteThreshold): EditionShipping {
  if (edition.shipping === 'none') return 'none';
  return overQuoteThreshold(edition, threshold) ? 'quote' : edition.shipping;
}

/** A shipping quote's life (issue 24 item 4): asked by the buyer, answered by the staff, taken up once at checkout. */
export const SHIPPING_QUOTE_STATUSES = { requested: 'Waiting for the studio', answered: 'Answered', taken: 'Taken up' } as const;
export type ShippingQuoteStatus = keyof typeof SHIPPING_QUOTE_STATUSES;

/** How long an answered quote can be taken up, in days, when the staff do not say. */
export const QUOTE_DEFAULT_VALID_DAYS = 30;
export const QUOTE_MAX_VALID_DAYS = 365;
/** A quote keeps at most the cart's lines (a checkout takes at most 50). */
export const QUOTE_MAX_LINES = 50;

export const QUOTE_MESSAGES = {
  nothingOnQuote: 'No work in your cart is shipped on quote: its shipping is priced at checkout.',
  notFound: 'No shipping quote with this reference.',
  notAnswered: 'The studio has not answered this quote yet: you will receive a mail with its amount.',
  alreadyAnswered: 'This quote has already been answered.',
  taken: 'This quote has already been taken up: its order is on its way to payment or paid.',
  expired: (date: string) => `This quote expired on ${date}. Ask the studio for a new quote.`,
  currency: (currency: string, sold: string) => `A quote is paid at checkout in ${currency}, not ${sold}: answer it in ${currency}.`,
} as const;
