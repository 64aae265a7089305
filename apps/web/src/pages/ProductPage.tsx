import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import {
  availabilityText,
  editionAvailabilityText,
  formatMoney,
  formatPercent,
  MESSAGES,
  pageCount,
  PAGE_SIZES,
  publicPath,
  RESERVED_NOTE,
  RESERVED_TEXT,
} from '@sawa/shared/domain';
import { Pagination, ResponsiveImage, useToast } from '@sawa/web/ui';
import { useRecordNotFound } from '../app/not-found';
import { useCart } from '../cart/CartProvider';
import { ArtworkGrid } from '../catalog/ArtworkCard';
import { Lightbox } from '../catalog/Lightbox';
import { PriceText, useShownPrice } from '../catalog/currency';
import { InclVat } from '../catalog/vat';
import { QueryState } from '../components/QueryState';
import { ArtworkDocument, RelatedArtworksDocument, ReturnPoliciesDocument, SiteSettingsDocument, type ArtworkQuery } from '../gql/graphql';
import { Seo } from '../seo/Seo';
import { NotFoundPage } from './NotFoundPage';

const MAIN_SIZES = '(min-width: 64rem) 36rem, 92vw';

export function ProductPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(ArtworkDocument, { variables: { id } });
  if (useRecordNotFound(error, loading)) return <NotFoundPage />;
  const artwork = data?.artwork;
  if (!artwork) {
    return (
      <main className="container section">
        <QueryState loading={loading} error={error} />
      </main>
    );
  }
  // Remount per artwork: the chosen edition and picture belong to one work.
  return <Product key={artwork.id} artwork={artwork} />;
}

type ArtworkData = ArtworkQuery['artwork'];

function Product({ artwork }: { artwork: ArtworkData }) {
  const cart = useCart();
  const shownPrice = useShownPrice();
  const toast = useToast();
  // The first edition still for sale is chosen first (each edition has its own stock).
  const [editionId, setEditionId] = useState((artwork.editions.find((e) => !e.soldOut) ?? artwork.editions[0])?.id);
  const edition = artwork.editions.find((e) => e.id === editionId) ?? artwork.editions[0];
  const pictures = [artwork.coverImage, ...artwork.images].filter((image): image is NonNullable<typeof image> => Boolean(image));
  const [shown, setShown] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const picture = pictures[shown];
  const description = artwork.description.length > 155 ? `${artwork.description.slice(0, 152).trimEnd()}...` : artwork.description;

  const add = () => {
    if (!edition) return;
    const result = cart.add({
      id: artwork.id,
      name: artwork.name,
      price: edition.price,
      // Every price the edition has: the cart and checkout show and charge the chosen (or the delivery's) currency.
      prices: edition.prices.map(({ currency, amount }) => ({ currency, amount })),
      edition: edition.type,
      artImageCover: artwork.coverImage?.url ?? null,
    });
    if (result.ok) toast.show('success', MESSAGES.cart.added);
    else toast.show('error', result.error);
  };

  return (
    <main>
      <Seo
        title={`${artwork.name} by ${artwork.artist.name}`}
        description={description}
        path={publicPath.product(artwork.id)}
        type="product"
        image={
          artwork.coverImage
            ? { url: artwork.coverImage.url, width: artwork.coverImage.width, height: artwork.coverImage.height, alt: artwork.name }
            : undefined
        }
        preload={artwork.coverImage ? { image: artwork.coverImage, sizes: MAIN_SIZES } : undefined}
        jsonLd={[
          {
            '@type': 'Product',
            name: artwork.name,
            description: artwork.description,
            sku: artwork.productCode,
            ...(artwork.coverImage ? { image: artwork.coverImage.url } : {}),
            brand: { '@type': 'Brand', name: artwork.artist.name },
            // One offer per edition and currency it has a price in: the stored prices, never a conversion.
            offers: artwork.editions.flatMap((e) =>
              e.prices.map((p) => ({
                '@type': 'Offer',
                name: e.type,
                price: p.amount,
                priceCurrency: p.currency,
                availability: e.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
                url: publicPath.product(artwork.id),
              })),
            ),
          },
        ]}
      />
      <section className="container section product">
        <div className="product__gallery">
          {picture ? (
            <button
              type="button"
              className="product__enlarge"
              onClick={() => setEnlarged(true)}
              aria-haspopup="dialog"
              aria-label={`Enlarge picture ${shown + 1} of ${pictures.length}`}
            >
              <ResponsiveImage image={picture} alt={artwork.name} sizes={MAIN_SIZES} priority={shown === 0} className="product__image" />
            </button>
          ) : (
            <div className="art-card__placeholder" aria-hidden="true" />
          )}
          {pictures.length > 1 && (
            <ul className="product__thumbs" aria-label="More pictures">
              {pictures.map((image, index) => (
                <li key={image.url}>
                  <button
                    type="button"
                    aria-label={`Show picture ${index + 1} of ${pictures.length}`}
                    aria-pressed={index === shown}
                    onClick={() => setShown(index)}
                  >
                    <ResponsiveImage image={image} alt="" sizes="5rem" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {enlarged && <Lightbox pictures={pictures} index={shown} name={artwork.name} onIndex={setShown} onClose={() => setEnlarged(false)} />}
        </div>
        <div className="product__info">
          <h1>{artwork.name}</h1>
          <p className="product__price" aria-live="polite">
            {edition ? <PriceText prices={edition.prices} /> : ''}
            {edition && <InclVat />}
            {edition && <Availability edition={edition} />}
          </p>
          {edition && <ConservationShare share={edition.conservationShare} percent={artwork.conservationPercent} />}
          {edition && <ReturnPolicy kind={edition.kind} />}
          <dl className="product__facts">
            <dt>Artist</dt>
            <dd>
              <Link to={publicPath.artist(artwork.artist.id)}>{artwork.artist.name}</Link>
            </dd>
            {edition && edition.kind !== 'original' ? (
              // The work's size and material are the original's: a print says so, and names itself (its type says its format).
              <>
                <dt>Edition</dt>
                <dd>{edition.type}</dd>
                <dt>Size of the original</dt>
                <dd>{artwork.size}</dd>
                <dt>Material of the original</dt>
                <dd>{artwork.material}</dd>
              </>
            ) : (
              <>
                <dt>Size</dt>
                <dd>{artwork.size}</dd>
                <dt>Material</dt>
                <dd>{artwork.material}</dd>
              </>
            )}
          </dl>
          {artwork.editions.length > 0 && (
            <div className="field">
              <label htmlFor="edition">Edition</label>
              <select id="edition" value={edition?.id} onChange={(event) => setEditionId(event.target.value)}>
                {artwork.editions.map((e) => {
                  const availability = availabilityText(e);
                  return (
                    <option key={e.id} value={e.id}>
                      {e.type} · {shownPrice(e.prices)?.text}
                      {shownPrice(e.prices)?.note ? ` (${shownPrice(e.prices)?.note})` : ''}
                      {availability && availability !== 'Available' ? ` · ${availability}` : ''}
                    </option>
                  );
                })}
              </select>
            </div>
          )}
          <button type="button" className="button button--wide" onClick={add} disabled={!edition || edition.soldOut}>
            {!edition || edition.soldOut ? (edition?.onHold ? RESERVED_TEXT : 'Sold') : 'Add to Cart'}
          </button>
          <h2 className="product__subhead">About this work</h2>
          <p className="product__description">{artwork.description}</p>
        </div>
      </section>
      <OtherWorks artworkId={artwork.id} />
    </main>
  );
}

/** The chosen edition's own availability: 'Sold', or how many of a limited print are left. */
function Availability({ edition }: { edition: ArtworkData['editions'][number] }) {
  if (edition.soldOut && edition.onHold)
    return (
      <>
        <span className="badge badge--sold">{RESERVED_TEXT}</span> <span className="product__held">{RESERVED_NOTE}</span>
      </>
    );
  if (edition.soldOut) return <span className="badge badge--sold">Sold</span>;
  if (edition.kind === 'limited') return <span className="badge badge--left">{editionAvailabilityText(edition)}</span>;
  return null;
}

/** What of the shown price goes to conservation (the studio's promise, recorded in its ledger when the work is paid for). */
function ConservationShare({ share, percent }: { share: string; percent: string }) {
  // The site settings come with every server-rendered page (footer, demo notice): the shop's currency is known.
  const currency = useQuery(SiteSettingsDocument).data?.site.shopCurrency;
  if (!currency) return null;
  return (
    <p className="product__conservation">
      {formatMoney(share, currency)} of this price ({formatPercent(percent)}%) goes to <Link to="/conservation">conservation</Link>.
    </p>
  );
}

function OtherWorks({ artworkId }: { artworkId: string }) {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(RelatedArtworksDocument, { variables: { artworkId, page, pageSize: PAGE_SIZES.otherWorks } });
  const list = data?.relatedArtworks;
  if (list && list.totalItems === 0) return null;
  return (
    <section className="section section--sand" aria-labelledby="other-works">
      <div className="container">
        <h2 id="other-works">Other Works</h2>
        <QueryState loading={loading} error={error} />
        {list && <ArtworkGrid artworks={list.items} />}
        <Pagination page={page} totalPages={list ? pageCount(list.totalItems, PAGE_SIZES.otherWorks) : 0} onChange={setPage} label="Other works pages" />
      </div>
    </section>
  );
}

/** The studio's return policy for the chosen edition's kind of work (an original, a limited or an open print), when it states one. */
function ReturnPolicy({ kind }: { kind: ArtworkData['editions'][number]['kind'] }) {
  const text = useQuery(ReturnPoliciesDocument).data?.returnPolicies[kind];
  if (!text) return null;
  return (
    <p className="product__returns">
      <strong>Returns:</strong> {text}
    </p>
  );
}
