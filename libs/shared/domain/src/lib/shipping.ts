/**
 * The carriers an order can be shipped with, and where each one's tracking page is: the one table of
 * tracking-link patterns (the API builds the links for the buyer's mail and order page from it, the
 * back office offers its labels). `{number}` is replaced by the URL-encoded tracking number. A carrier
 * with no public tracking page that takes a number (EMS through Rwanda Post) gets no link; neither
 * does 'other', whose name the staff type.
 */
export const CARRIERS = {
  dhl: { label: 'DHL Express', trackingUrl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={number}' },
  fedex: { label: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={number}' },
  ups: { label: 'UPS', trackingUrl: 'https://www.ups.com/track?loc=en_US&tracknum={number}' },
  aramex: { label: 'Aramex', trackingUrl: 'https://www.aramex.com/us/en/track/results?ShipmentNumber={number}' },
  iposita: { label: 'EMS / Rwanda Post (Iposita)', trackingUrl: null },
  other: { label: 'Other', trackingUrl: null },
} as const satisfies Record<string, { label: string; trackingUrl: string | null }>;

export type Carrier = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as Carrier[];

export const isCarrier = (value: unknown): value is Carrier => typeof value === 'string' && Object.hasOwn(CARRIERS, value);

/** The carrier's name as the buyer reads it: its label, or the name the staff typed for 'other'. */
export function carrierLabel(carrier: Carrier, carrierName?: string | null): string {
  return carrier === 'other' ? carrierName?.trim() || CARRIERS.other.label : CARRIERS[carrier].label;
}

/** The tracking page of this parcel, where the carrier has a known pattern; null otherwise. */
export function trackingLink(carrier: Carrier, trackingNumber: string): string | null {
  const pattern = CARRIERS[carrier].trackingUrl;
  return pattern ? pattern.replace('{number}', encodeURIComponent(trackingNumber.trim())) : null;
}

/** What a tracking number may hold: letters, digits, spaces and dashes (every carrier above writes them so). */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

export const SHIPPING_MESSAGES = {
  trackingRequired: 'A tracking number is required to mark an order shipped.',
  trackingFormat: 'trackingNumber may hold only letters, digits, spaces and dashes.',
  carrierNameRequired: "carrierName is required when the carrier is 'other'.",
} as const;
