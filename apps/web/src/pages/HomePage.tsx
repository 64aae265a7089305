import { useRef, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { STUDIO, TIMINGS } from '@sawa/shared/domain';
import { ResponsiveImage } from '@sawa/web/ui';
import { ArtistCard } from '../catalog/ArtistCard';
import { ArtworkGrid } from '../catalog/ArtworkCard';
import { QueryState } from '../components/QueryState';
import { useReveal } from '../components/reveal';
import { SITE_IMAGES } from '../content/site-images';
import { BookVisit } from '../booking/BookVisit';
import { HomeArtistsDocument, RecentArtworksDocument, SiteSettingsDocument } from '../gql/graphql';
import { Seo } from '../seo/Seo';
import { SERVICES } from '../content/services';

/** The hero fills the viewport's width; the browser picks the AVIF or WebP width that suits the screen. */
export const HERO_SIZES = '100vw';
const HERO = SITE_IMAGES.hero;
/** The hero's JPEG (its <img> fallback and the share image) is the 1024 px wide one (tools/scripts/site-images.mjs). */
const HERO_JPEG_WIDTH = 1024;

export function HomePage() {
  const root = useRef<HTMLElement>(null);
  useReveal(root);
  const recent = useQuery(RecentArtworksDocument, { variables: { limit: 6 } });
  const artists = useQuery(HomeArtistsDocument);
  const site = useQuery(SiteSettingsDocument);
  const sameAs = site.data?.site.social.map((s) => s.url) ?? [];
  return (
    <main ref={root}>
      <Seo
        title={STUDIO.name}
        description={`${STUDIO.name} is an art studio and gallery in ${STUDIO.city}, ${STUDIO.country}: paintings, limited prints and sculptures of African wildlife. ${STUDIO.tagline}.`}
        path="/"
        image={{ url: HERO.image.url, width: HERO_JPEG_WIDTH, height: Math.round((HERO_JPEG_WIDTH * HERO.image.height) / HERO.image.width), alt: HERO.alt }}
        preload={{ image: HERO.image, sizes: HERO_SIZES }}
        jsonLd={[
          {
            '@type': 'Organization',
            name: STUDIO.name,
            url: site.data?.site.url,
            email: site.data?.site.email,
            ...(site.data?.site.phone ? { telephone: site.data.site.phone } : {}),
            foundingDate: String(STUDIO.founded),
            slogan: STUDIO.tagline,
            address: { '@type': 'PostalAddress', addressLocality: STUDIO.city, addressCountry: 'RW' },
            ...(sameAs.length ? { sameAs } : {}),
          },
        ]}
      />
      <section className="hero" aria-labelledby="hero-title" style={{ '--banner-ms': `${TIMINGS.bannerAnimationMs}ms` } as CSSProperties}>
        <ResponsiveImage image={HERO.image} alt={HERO.alt} sizes={HERO_SIZES} priority className="hero__image" />
        <div className="container hero__text">
          <p className="eyebrow">
            {STUDIO.city}, {STUDIO.country} · since {STUDIO.founded}
          </p>
          <h1 id="hero-title" className="fade-up">
            {STUDIO.name}
          </h1>
          <p className="hero__tagline fade-up fade-up--late">{STUDIO.tagline}.</p>
          <div className="hero__actions fade-up fade-up--late">
            <Link to="/shop" className="button button--light">
              Visit the shop
            </Link>
            <Link to="/commissions" className="button button--outline-light">
              Commission a work
            </Link>
          </div>
        </div>
      </section>

      <section className="section container intro" aria-labelledby="intro-title" data-reveal>
        <h2 id="intro-title">Art from the land of the mountain gorilla</h2>
        <p className="lead">
          Our studio sits in {STUDIO.city}, a few kilometres from Volcanoes National Park. Rwandan artists paint the gorillas, golden monkeys and birds of the
          Virunga massif, and a share of every work sold goes back to protecting them.
        </p>
        <Link to="/about-sawa" className="text-link">
          Our story
        </Link>
      </section>

      <section className="section section--sand" aria-labelledby="new-releases" data-reveal>
        <div className="container">
          <div className="section__head">
            <h2 id="new-releases">New Releases</h2>
            <Link to="/shop" className="text-link">
              View all
            </Link>
          </div>
          <QueryState loading={recent.loading} error={recent.error} />
          {recent.data && <ArtworkGrid artworks={recent.data.recentArtworks} />}
        </div>
      </section>

      <section className="section container" aria-labelledby="artists-title" data-reveal>
        <div className="section__head">
          <h2 id="artists-title">Our Artists</h2>
          <Link to="/about-artists" className="text-link">
            Meet the artists
          </Link>
        </div>
        <QueryState loading={artists.loading} error={artists.error} />
        <ul className="people-grid">
          {artists.data?.artists.items.map((artist) => (
            <ArtistCard key={artist.id} artist={artist} headingLevel={3} />
          ))}
        </ul>
      </section>

      <section className="section section--forest" aria-labelledby="services-title" data-reveal>
        <div className="container">
          <div className="section__head">
            <h2 id="services-title">Services</h2>
            <Link to="/services" className="text-link text-link--light">
              All services
            </Link>
          </div>
          <ul className="tile-grid">
            {SERVICES.map((service) => (
              <li key={service.id}>
                <Link to={`/services/${service.id}`} className="tile tile--dark">
                  <h3>{service.title}</h3>
                  <p>{service.summary}</p>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <BookVisit />
    </main>
  );
}
