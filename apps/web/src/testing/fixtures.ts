/** Plain data shaped like the API's answers, for rendering components in jsdom. */
export const image = (name: string) => ({
  __typename: 'Image' as const,
  url: `/uploads/${name}.jpg`,
  width: 1600,
  height: 2000,
  sources: [
    { __typename: 'ImageSource', url: `/uploads/${name}-480.webp`, width: 480, format: 'webp' as const },
    { __typename: 'ImageSource', url: `/uploads/${name}-960.webp`, width: 960, format: 'webp' as const },
    { __typename: 'ImageSource', url: `/uploads/${name}-480.jpg`, width: 480, format: 'jpeg' as const },
  ],
});

/** Editions as [type, dollar price] or [type, dollar price, franc price]. */
export const artworkCard = (id: string, name: string, editions: ([string, string] | [string, string, string])[] = [['Original Art Work', '2400.00']]) => ({
  __typename: 'Artwork',
  id,
  name,
  soldOut: false,
  onHold: false,
  coverImage: image(id),
  editions: editions.map(([type, price, francs], index) => ({
    __typename: 'Edition',
    id: `${id}-e${index}`,
    type,
    price,
    prices: [
      { __typename: 'Price' as const, currency: 'USD', amount: price },
      ...(francs ? [{ __typename: 'Price' as const, currency: 'RWF', amount: francs }] : []),
    ],
    kind: type === 'Original Art Work' ? ('original' as const) : ('limited' as const),
    soldOut: false,
  })),
  // The first edition's prices (cardPrice: the first still for sale; every fixture edition is).
  cardPrices: [
    { __typename: 'Price' as const, currency: 'USD', amount: editions[0]?.[1] ?? '0.00' },
    ...(editions[0]?.[2] ? [{ __typename: 'Price' as const, currency: 'RWF', amount: editions[0][2] }] : []),
  ].filter(() => editions.length > 0),
  artist: { __typename: 'Artist', id: 'artist-1', name: 'Aline Uwase' },
});

/** The site settings every page loads (footer, demo notice), as the `SiteSettings` query answers them. */
export const siteSettings = (overrides: { shopCurrency?: string; paymentsSimulated?: boolean; paymentsAvailable?: boolean; phone?: string | null } = {}) => ({
  __typename: 'SiteSettings' as const,
  name: 'Sawa Art Studio',
  email: 'hello@sawa-art.studio',
  phone: null,
  address: 'Musanze, Rwanda',
  mapUrl: 'https://www.openstreetmap.org/search?query=Musanze%2C%20Rwanda',
  url: 'https://sawa.example',
  paymentsSimulated: false,
  paymentsAvailable: true,
  shopCurrency: 'USD',
  currencies: ['USD', 'RWF'],
  displayCurrency: 'USD',
  social: [],
  ...overrides,
});
