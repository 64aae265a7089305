import { Link } from 'react-router';
import { cardPrice, publicPath, RESERVED_TEXT } from '@sawa/shared/domain';
import { ResponsiveImage } from '@sawa/web/ui';
import type { ArtworkCardFragment } from '../gql/graphql';
import { PriceText } from './currency';

/** Grid sizes: one column on phones, two on tablets, three from 64rem. */
export const GRID_SIZES = '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw';

/** A work in a grid: image, title, artist and the first edition's price (SPEC §2), skipping a sold one (cardPrice). */
export function ArtworkCard({
  artwork,
  headingLevel = 3,
  showArtist = true,
  priority = false,
}: {
  artwork: ArtworkCardFragment;
  headingLevel?: 2 | 3;
  /** false on the artist's own page: their name under every card says nothing new. */
  showArtist?: boolean;
  /** The first card of a page that opens with its grid: its picture is the largest thing on a phone's first screen. */
  priority?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const { originalSold } = cardPrice(artwork.editions);
  return (
    <article className="art-card">
      <Link to={publicPath.product(artwork.id)} className="art-card__link">
        <div className="art-card__frame">
          {artwork.coverImage ? (
            <ResponsiveImage image={artwork.coverImage} alt="" sizes={GRID_SIZES} priority={priority} className="art-card__image" />
          ) : (
            <div className="art-card__placeholder" aria-hidden="true" />
          )}
          {artwork.soldOut && <span className="badge badge--sold">{artwork.onHold ? RESERVED_TEXT : 'Sold'}</span>}
          {!artwork.soldOut && originalSold && <span className="badge badge--sold">Original sold</span>}
        </div>
        <Heading className="art-card__title">{artwork.name}</Heading>
      </Link>
      <p className="art-card__meta">
        {showArtist && <span>{artwork.artist.name}</span>}
        {artwork.cardPrices.length > 0 && (
          <span className="art-card__price">
            <PriceText prices={artwork.cardPrices} />
          </span>
        )}
      </p>
    </article>
  );
}

/** `leads`: the grid opens its page (an artworks or search page), so its first picture loads at once, not lazily. */
export function ArtworkGrid({
  artworks,
  headingLevel,
  showArtist,
  leads = false,
}: {
  artworks: ArtworkCardFragment[];
  headingLevel?: 2 | 3;
  showArtist?: boolean;
  leads?: boolean;
}) {
  return (
    <ul className="art-grid">
      {artworks.map((artwork, i) => (
        <li key={artwork.id}>
          <ArtworkCard artwork={artwork} headingLevel={headingLevel} showArtist={showArtist} priority={leads && i === 0} />
        </li>
      ))}
    </ul>
  );
}
