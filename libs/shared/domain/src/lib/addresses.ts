/**
 * Where a buyer's order goes: the countries a structured address may name (ISO 3166-1 alpha-2, with the English
 * name a buyer reads), each with the shipping zone its flat rates come from, and Rwanda's provinces and districts
 * (offered for a Rwandan address: the province is its region, the district its city). One table for the API's
 * validation, the shipping rates and the checkout form's lists.
 */

/** The flat-rate shipping zones (issue 24), in the order the studio's zone table lists them. */
export const SHIPPING_ZONES = {
  rwanda: 'Rwanda',
  east_africa: 'East Africa',
  africa: 'Rest of Africa',
  europe: 'Europe',
  world: 'Rest of the world',
} as const;
export type ShippingZone = keyof typeof SHIPPING_ZONES;
export const SHIPPING_ZONE_CODES = Object.keys(SHIPPING_ZONES) as ShippingZone[];

/** Every country an address may name, by ISO code; East Africa is the East African Community's members. */
export const COUNTRIES = {
  AF: { name: 'Afghanistan', zone: 'world' },
  AX: { name: 'Åland Islands', zone: 'europe' },
  AL: { name: 'Albania', zone: 'europe' },
  DZ: { name: 'Algeria', zone: 'africa' },
  AS: { name: 'American Samoa', zone: 'world' },
  AD: { name: 'Andorra', zone: 'europe' },
  AO: { name: 'Angola', zone: 'africa' },
  AI: { name: 'Anguilla', zone: 'world' },
  AQ: { name: 'Antarctica', zone: 'world' },
  AG: { name: 'Antigua & Barbuda', zone: 'world' },
  AR: { name: 'Argentina', zone: 'world' },
  AM: { name: 'Armenia', zone: 'world' },
  AW: { name: 'Aruba', zone: 'world' },
  AU: { name: 'Australia', zone: 'world' },
  AT: { name: 'Austria', zone: 'europe' },
  AZ: { name: 'Azerbaijan', zone: 'world' },
  BS: { name: 'Bahamas', zone: 'world' },
  BH: { name: 'Bahrain', zone: 'world' },
  BD: { name: 'Bangladesh', zone: 'world' },
  BB: { name: 'Barbados', zone: 'world' },
  BY: { name: 'Belarus', zone: 'europe' },
  BE: { name: 'Belgium', zone: 'europe' },
  BZ: { name: 'Belize', zone: 'world' },
  BJ: { name: 'Benin', zone: 'africa' },
  BM: { name: 'Bermuda', zone: 'world' },
  BT: { name: 'Bhutan', zone: 'world' },
  BO: { name: 'Bolivia', zone: 'world' },
  BA: { name: 'Bosnia & Herzegovina', zone: 'europe' },
  BW: { name: 'Botswana', zone: 'africa' },
  BV: { name: 'Bouvet Island', zone: 'world' },
  BR: { name: 'Brazil', zone: 'world' },
  IO: { name: 'British Indian Ocean Territory', zone: 'world' },
  VG: { name: 'British Virgin Islands', zone: 'world' },
  BN: { name: 'Brunei', zone: 'world' },
  BG: { name: 'Bulgaria', zone: 'europe' },
  BF: { name: 'Burkina Faso', zone: 'africa' },
  BI: { name: 'Burundi', zone: 'east_africa' },
  KH: { name: 'Cambodia', zone: 'world' },
  CM: { name: 'Cameroon', zone: 'africa' },
  CA: { name: 'Canada', zone: 'world' },
  CV: { name: 'Cape Verde', zone: 'africa' },
  BQ: { name: 'Caribbean Netherlands', zone: 'world' },
  KY: { name: 'Cayman Islands', zone: 'world' },
  CF: { name: 'Central African Republic', zone: 'africa' },
  TD: { name: 'Chad', zone: 'africa' },
  CL: { name: 'Chile', zone: 'world' },
  CN: { name: 'China', zone: 'world' },
  CX: { name: 'Christmas Island', zone: 'world' },
  CC: { name: 'Cocos (Keeling) Islands', zone: 'world' },
  CO: { name: 'Colombia', zone: 'world' },
  KM: { name: 'Comoros', zone: 'africa' },
  CG: { name: 'Congo - Brazzaville', zone: 'africa' },
  CD: { name: 'Congo - Kinshasa', zone: 'east_africa' },
  CK: { name: 'Cook Islands', zone: 'world' },
  CR: { name: 'Costa Rica', zone: 'world' },
  CI: { name: 'Côte d’Ivoire', zone: 'africa' },
  HR: { name: 'Croatia', zone: 'europe' },
  CU: { name: 'Cuba', zone: 'world' },
  CW: { name: 'Curaçao', zone: 'world' },
  CY: { name: 'Cyprus', zone: 'europe' },
  CZ: { name: 'Czechia', zone: 'europe' },
  DK: { name: 'Denmark', zone: 'europe' },
  DJ: { name: 'Djibouti', zone: 'africa' },
  DM: { name: 'Dominica', zone: 'world' },
  DO: { name: 'Dominican Republic', zone: 'world' },
  EC: { name: 'Ecuador', zone: 'world' },
  EG: { name: 'Egypt', zone: 'africa' },
  SV: { name: 'El Salvador', zone: 'world' },
  GQ: { name: 'Equatorial Guinea', zone: 'africa' },
  ER: { name: 'Eritrea', zone: 'africa' },
  EE: { name: 'Estonia', zone: 'europe' },
  SZ: { name: 'Eswatini', zone: 'africa' },
  ET: { name: 'Ethiopia', zone: 'africa' },
  FK: { name: 'Falkland Islands', zone: 'world' },
  FO: { name: 'Faroe Islands', zone: 'europe' },
  FJ: { name: 'Fiji', zone: 'world' },
  FI: { name: 'Finland', zone: 'europe' },
  FR: { name: 'France', zone: 'europe' },
  GF: { name: 'French Guiana', zone: 'world' },
  PF: { name: 'French Polynesia', zone: 'world' },
  TF: { name: 'French Southern Territories', zone: 'world' },
  GA: { name: 'Gabon', zone: 'africa' },
  GM: { name: 'Gambia', zone: 'africa' },
  GE: { name: 'Georgia', zone: 'world' },
  DE: { name: 'Germany', zone: 'europe' },
  GH: { name: 'Ghana', zone: 'africa' },
  GI: { name: 'Gibraltar', zone: 'europe' },
  GR: { name: 'Greece', zone: 'europe' },
  GL: { name: 'Greenland', zone: 'world' },
  GD: { name: 'Grenada', zone: 'world' },
  GP: { name: 'Guadeloupe', zone: 'world' },
  GU: { name: 'Guam', zone: 'world' },
  GT: { name: 'Guatemala', zone: 'world' },
  GG: { name: 'Guernsey', zone: 'europe' },
  GN: { name: 'Guinea', zone: 'africa' },
  GW: { name: 'Guinea-Bissau', zone: 'africa' },
  GY: { name: 'Guyana', zone: 'world' },
  HT: { name: 'Haiti', zone: 'world' },
  HM: { name: 'Heard & McDonald Islands', zone: 'world' },
  HN: { name: 'Honduras', zone: 'world' },
  HK: { name: 'Hong Kong SAR China', zone: 'world' },
  HU: { name: 'Hungary', zone: 'europe' },
  IS: { name: 'Iceland', zone: 'europe' },
  IN: { name: 'India', zone: 'world' },
  ID: { name: 'Indonesia', zone: 'world' },
  IR: { name: 'Iran', zone: 'world' },
  IQ: { name: 'Iraq', zone: 'world' },
  IE: { name: 'Ireland', zone: 'europe' },
  IM: { name: 'Isle of Man', zone: 'europe' },
  IL: { name: 'Israel', zone: 'world' },
  IT: { name: 'Italy', zone: 'europe' },
  JM: { name: 'Jamaica', zone: 'world' },
  JP: { name: 'Japan', zone: 'world' },
  JE: { name: 'Jersey', zone: 'europe' },
  JO: { name: 'Jordan', zone: 'world' },
  KZ: { name: 'Kazakhstan', zone: 'world' },
  KE: { name: 'Kenya', zone: 'east_africa' },
  KI: { name: 'Kiribati', zone: 'world' },
  KW: { name: 'Kuwait', zone: 'world' },
  KG: { name: 'Kyrgyzstan', zone: 'world' },
  LA: { name: 'Laos', zone: 'world' },
  LV: { name: 'Latvia', zone: 'europe' },
  LB: { name: 'Lebanon', zone: 'world' },
  LS: { name: 'Lesotho', zone: 'africa' },
  LR: { name: 'Liberia', zone: 'africa' },
  LY: { name: 'Libya', zone: 'africa' },
  LI: { name: 'Liechtenstein', zone: 'europe' },
  LT: { name: 'Lithuania', zone: 'europe' },
  LU: { name: 'Luxembourg', zone: 'europe' },
  MO: { name: 'Macao SAR China', zone: 'world' },
  MG: { name: 'Madagascar', zone: 'africa' },
  MW: { name: 'Malawi', zone: 'africa' },
  MY: { name: 'Malaysia', zone: 'world' },
  MV: { name: 'Maldives', zone: 'world' },
  ML: { name: 'Mali', zone: 'africa' },
  MT: { name: 'Malta', zone: 'europe' },
  MH: { name: 'Marshall Islands', zone: 'world' },
  MQ: { name: 'Martinique', zone: 'world' },
  MR: { name: 'Mauritania', zone: 'africa' },
  MU: { name: 'Mauritius', zone: 'africa' },
  YT: { name: 'Mayotte', zone: 'africa' },
  MX: { name: 'Mexico', zone: 'world' },
  FM: { name: 'Micronesia', zone: 'world' },
  MD: { name: 'Moldova', zone: 'europe' },
  MC: { name: 'Monaco', zone: 'europe' },
  MN: { name: 'Mongolia', zone: 'world' },
  ME: { name: 'Montenegro', zone: 'europe' },
  MS: { name: 'Montserrat', zone: 'world' },
  MA: { name: 'Morocco', zone: 'africa' },
  MZ: { name: 'Mozambique', zone: 'africa' },
  MM: { name: 'Myanmar (Burma)', zone: 'world' },
  NA: { name: 'Namibia', zone: 'africa' },
  NR: { name: 'Nauru', zone: 'world' },
  NP: { name: 'Nepal', zone: 'world' },
  NL: { name: 'Netherlands', zone: 'europe' },
  NC: { name: 'New Caledonia', zone: 'world' },
  NZ: { name: 'New Zealand', zone: 'world' },
  NI: { name: 'Nicaragua', zone: 'world' },
  NE: { name: 'Niger', zone: 'africa' },
  NG: { name: 'Nigeria', zone: 'africa' },
  NU: { name: 'Niue', zone: 'world' },
  NF: { name: 'Norfolk Island', zone: 'world' },
  KP: { name: 'North Korea', zone: 'world' },
  MK: { name: 'North Macedonia', zone: 'europe' },
  MP: { name: 'Northern Mariana Islands', zone: 'world' },
  NO: { name: 'Norway', zone: 'europe' },
  OM: { name: 'Oman', zone: 'world' },
  PK: { name: 'Pakistan', zone: 'world' },
  PW: { name: 'Palau', zone: 'world' },
  PS: { name: 'Palestinian Territories', zone: 'world' },
  PA: { name: 'Panama', zone: 'world' },
  PG: { name: 'Papua New Guinea', zone: 'world' },
  PY: { name: 'Paraguay', zone: 'world' },
  PE: { name: 'Peru', zone: 'world' },
  PH: { name: 'Philippines', zone: 'world' },
  PN: { name: 'Pitcairn Islands', zone: 'world' },
  PL: { name: 'Poland', zone: 'europe' },
  PT: { name: 'Portugal', zone: 'europe' },
  PR: { name: 'Puerto Rico', zone: 'world' },
  QA: { name: 'Qatar', zone: 'world' },
  RE: { name: 'Réunion', zone: 'africa' },
  RO: { name: 'Romania', zone: 'europe' },
  RU: { name: 'Russia', zone: 'europe' },
  RW: { name: 'Rwanda', zone: 'rwanda' },
  WS: { name: 'Samoa', zone: 'world' },
  SM: { name: 'San Marino', zone: 'europe' },
  ST: { name: 'São Tomé & Príncipe', zone: 'africa' },
  SA: { name: 'Saudi Arabia', zone: 'world' },
  SN: { name: 'Senegal', zone: 'africa' },
  RS: { name: 'Serbia', zone: 'europe' },
  SC: { name: 'Seychelles', zone: 'africa' },
  SL: { name: 'Sierra Leone', zone: 'africa' },
  SG: { name: 'Singapore', zone: 'world' },
  SX: { name: 'Sint Maarten', zone: 'world' },
  SK: { name: 'Slovakia', zone: 'europe' },
  SI: { name: 'Slovenia', zone: 'europe' },
  SB: { name: 'Solomon Islands', zone: 'world' },
  SO: { name: 'Somalia', zone: 'east_africa' },
  ZA: { name: 'South Africa', zone: 'africa' },
  GS: { name: 'South Georgia & South Sandwich Islands', zone: 'world' },
  KR: { name: 'South Korea', zone: 'world' },
  SS: { name: 'South Sudan', zone: 'east_africa' },
  ES: { name: 'Spain', zone: 'europe' },
  LK: { name: 'Sri Lanka', zone: 'world' },
  BL: { name: 'St. Barthélemy', zone: 'world' },
  SH: { name: 'St. Helena', zone: 'africa' },
  KN: { name: 'St. Kitts & Nevis', zone: 'world' },
  LC: { name: 'St. Lucia', zone: 'world' },
  MF: { name: 'St. Martin', zone: 'world' },
  PM: { name: 'St. Pierre & Miquelon', zone: 'world' },
  VC: { name: 'St. Vincent & Grenadines', zone: 'world' },
  SD: { name: 'Sudan', zone: 'africa' },
  SR: { name: 'Suriname', zone: 'world' },
  SJ: { name: 'Svalbard & Jan Mayen', zone: 'europe' },
  SE: { name: 'Sweden', zone: 'europe' },
  CH: { name: 'Switzerland', zone: 'europe' },
  SY: { name: 'Syria', zone: 'world' },
  TW: { name: 'Taiwan', zone: 'world' },
  TJ: { name: 'Tajikistan', zone: 'world' },
  TZ: { name: 'Tanzania', zone: 'east_africa' },
  TH: { name: 'Thailand', zone: 'world' },
  TL: { name: 'Timor-Leste', zone: 'world' },
  TG: { name: 'Togo', zone: 'africa' },
  TK: { name: 'Tokelau', zone: 'world' },
  TO: { name: 'Tonga', zone: 'world' },
  TT: { name: 'Trinidad & Tobago', zone: 'world' },
  TN: { name: 'Tunisia', zone: 'africa' },
  TR: { name: 'Türkiye', zone: 'world' },
  TM: { name: 'Turkmenistan', zone: 'world' },
  TC: { name: 'Turks & Caicos Islands', zone: 'world' },
  TV: { name: 'Tuvalu', zone: 'world' },
  UM: { name: 'U.S. Outlying Islands', zone: 'world' },
  VI: { name: 'U.S. Virgin Islands', zone: 'world' },
  UG: { name: 'Uganda', zone: 'east_africa' },
  UA: { name: 'Ukraine', zone: 'europe' },
  AE: { name: 'United Arab Emirates', zone: 'world' },
  GB: { name: 'United Kingdom', zone: 'europe' },
  US: { name: 'United States', zone: 'world' },
  UY: { name: 'Uruguay', zone: 'world' },
  UZ: { name: 'Uzbekistan', zone: 'world' },
  VU: { name: 'Vanuatu', zone: 'world' },
  VA: { name: 'Vatican City', zone: 'europe' },
  VE: { name: 'Venezuela', zone: 'world' },
  VN: { name: 'Vietnam', zone: 'world' },
  WF: { name: 'Wallis & Futuna', zone: 'world' },
  EH: { name: 'Western Sahara', zone: 'africa' },
  YE: { name: 'Yemen', zone: 'world' },
  ZM: { name: 'Zambia', zone: 'africa' },
  ZW: { name: 'Zimbabwe', zone: 'africa' },
} as const satisfies Record<string, { name: string; zone: ShippingZone }>;

export type CountryCode = keyof typeof COUNTRIES;
export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];
export const RWANDA: CountryCode = 'RW';

export const isCountryCode = (value: unknown): value is CountryCode => typeof value === 'string' && Object.hasOwn(COUNTRIES, value);
export const countryName = (code: string): string => (isCountryCode(code) ? COUNTRIES[code].name : code);
export const shippingZoneOf = (code: CountryCode): ShippingZone => COUNTRIES[code].zone;

/** Rwanda's five provinces and their thirty districts (the 2006 administrative reform). */
export const RWANDA_PROVINCES = {
  'Kigali City': ['Gasabo', 'Kicukiro', 'Nyarugenge'],
  'Northern Province': ['Burera', 'Gakenke', 'Gicumbi', 'Musanze', 'Rulindo'],
  'Southern Province': ['Gisagara', 'Huye', 'Kamonyi', 'Muhanga', 'Nyamagabe', 'Nyanza', 'Nyaruguru', 'Ruhango'],
  'Eastern Province': ['Bugesera', 'Gatsibo', 'Kayonza', 'Kirehe', 'Ngoma', 'Nyagatare', 'Rwamagana'],
  'Western Province': ['Karongi', 'Ngororero', 'Nyabihu', 'Nyamasheke', 'Rubavu', 'Rusizi', 'Rutsiro'],
} as const satisfies Record<string, readonly string[]>;
export type RwandaProvince = keyof typeof RWANDA_PROVINCES;
export const RWANDA_PROVINCE_NAMES = Object.keys(RWANDA_PROVINCES) as RwandaProvince[];
export const rwandaDistricts = (province: string): readonly string[] =>
  Object.hasOwn(RWANDA_PROVINCES, province) ? RWANDA_PROVINCES[province as RwandaProvince] : [];

/** A structured postal address; the phone is the buyer's contact phone. */
export interface PostalAddress {
  countryCode: string;
  region: string;
  city: string;
  postcode?: string | null;
  line1: string;
  line2?: string | null;
}

export const ADDRESS_LIMITS = { region: 100, city: 100, postcode: 20, line: 200 } as const;

export const ADDRESS_MESSAGES = {
  country: 'address.countryCode must be a country code from the list, e.g. "RW" or "KE".',
  province: `For a Rwandan address, the region must be one of Rwanda's provinces: ${RWANDA_PROVINCE_NAMES.join(', ')}.`,
  district: (province: string) => `For a Rwandan address in ${province}, the city must be one of its districts: ${rwandaDistricts(province).join(', ')}.`,
  required: (what: string) => `address.${what} is required.`,
} as const;

/** What is wrong with an address (the first problem), or null: the rules the API enforces and the form shows. */
export function addressProblem(address: PostalAddress): string | null {
  if (!isCountryCode(address.countryCode)) return ADDRESS_MESSAGES.country;
  for (const field of ['region', 'city', 'line1'] as const) if (!address[field]?.trim()) return ADDRESS_MESSAGES.required(field);
  if (address.countryCode === RWANDA) {
    const province = address.region.trim();
    if (!Object.hasOwn(RWANDA_PROVINCES, province)) return ADDRESS_MESSAGES.province;
    if (!rwandaDistricts(province).includes(address.city.trim())) return ADDRESS_MESSAGES.district(province);
  }
  return null;
}

/** The address as lines of text, as a label would show it (and as the order's shippingAddress keeps it). */
export function formatAddress(address: PostalAddress): string {
  const town = [address.postcode?.trim(), address.city.trim()].filter(Boolean).join(' ');
  return [address.line1, address.line2, town, address.region, countryName(address.countryCode)]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join('\n');
}
