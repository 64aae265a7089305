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
    `"${work}" is shipped on quote: the studio prices its crating, insurance and freight for your address. Choose pickup at the studio, or write to the studio for a shipping quote.`,
  pickupOnly: (work: string) => `"${work}" can only be collected at the studio in Musanze: choose pickup, or remove it from your cart.`,
  rwandaOnly: (work: string, countryCode: string) =>
    `"${work}" is delivered within Rwanda only, not to ${countryName(countryCode)}: choose a Rwandan address or pickup at the studio.`,
  noPickup: (work: string) => `"${work}" cannot be collected at the studio: choose delivery.`,
  noRate: (zone: ShippingZone) =>
    `The studio has not set its shipping rate for ${SHIPPING_ZONES[zone]} yet, so this order cannot be shipped there online: choose pickup, or write to the studio.`,
  addressRequired: 'A delivery address is required when the order is shipped.',
} as const;

/** Why this edition cannot reach the buyer as asked (the message names the work), or null. */
export function deliveryProblem(
  work: string,
  edition: { pickup: boolean; shipping: EditionShipping; shipsWithin: ShipsWithin },
  method: DeliveryMethod,
  countryCode?: string,
): string | null {
  if (method === 'pickup') return edition.pickup ? null : DELIVERY_MESSAGES.noPickup(work);
  if (edition.shipping === 'none') return DELIVERY_MESSAGES.pickupOnly(work);
  if (edition.shipping === 'quote') return DELIVERY_MESSAGES.onQuote(work);
  if (edition.shipsWithin === 'rwanda' && countryCode !== RWANDA) return DELIVERY_MESSAGES.rwandaOnly(work, countryCode ?? '');
  return null;
}

/** A zone's flat rate: an amount for the order (its first item) plus an amount per extra item, in cents. */
export const flatRateCents = (rate: { firstItemCents: number; extraItemCents: number }, items: number): number =>
  items <= 0 ? 0 : rate.firstItemCents + rate.extraItemCents * (items - 1);
