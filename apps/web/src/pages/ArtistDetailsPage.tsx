import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES, publicPath, xProfileUrl } from '@sawa/shared/domain';
import { ResponsiveImage } from '@sawa/web/ui';
import { QueryState } from '../components/QueryState';
import { scrollToTop } from '../components/scroll';
import { SocialLinks } from '../components/SocialIcon';
import { ArtistDetailsDocument } from '../gql/graphql';
import { Seo } from '../seo/Seo';
import { NotFoundPage } from './NotFoundPage';
import { useRecordNotFound } from '../app/not-found';
import { BrowseWorks } from '../search/BrowseWorks';
import { browseState } from '../search/catalogue-filters';

/**
 * `/artistDetails/{id}`: the artist, then their works, 9 a page, with the catalogue's filters counted over them (issue
 * 26 item 2; the artist is the page's own, not a filter); a filtered address is `noindex, follow`, canonical to the unfiltered one.
 */
export function ArtistDetailsPage() {
  const { artistId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const scope = { artistId };
  const state = browseState(params, scope);
  const { page, outOfIndex } = state;
  const { data, previousData, loading, error } = useQuery(ArtistDetailsDocument, { variables: { id: artistId } });
  if (useRecordNotFound(error, loading)) return <NotFoundPage />;
  const artist = data?.artist ?? (previousData?.artist.id === artistId ? previousData.artist : undefined);
  if (!artist) {
    return (
      <main className="container section">
        <QueryState loading={loading} error={error} />
      </main>
    );
  }
  const social = (
    [
      // A handle ("@amani_paints") becomes its x.com address.
      ['x', xProfileUrl(artist.x)],
      ['instagram', artist.instagram],
      ['facebook', artist.facebook],
      ['linkedin', artist.linkedin],
    ] as const
  ).filter((entry): entry is readonly [(typeof entry)[0], string] => Boolean(entry[1]));
  const go = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) }, { preventScrollReset: true }); // paging scrolls itself, smoothly (below)
    scrollToTop();
  };
  const description = artist.description.length > 155 ? `${artist.description.slice(0, 152).trimEnd()}...` : artist.description;
  return (
    <main>
      <Seo
        title={artist.name}
        description={description}
        path={outOfIndex ? publicPath.artist(artist.id) : publicPath.artist(artist.id, page)}
        noindex={outOfIndex ? 'follow' : undefined}
        type="profile"
        image={{ url: artist.image.url, width: artist.image.width, height: artist.image.height, alt: artist.name }}
        preload={{ image: artist.image, sizes: '(min-width: 48rem) 24rem, 92vw' }}
        jsonLd={[
          {
            '@type': 'Person',
            name: artist.name,
            description: artist.description,
            image: artist.image.url,
            jobTitle: 'Artist',
            ...(social.length ? { sameAs: social.map(([, url]) => url) } : {}),
          },
        ]}
      />
      <section className="container section artist">
        <ResponsiveImage image={artist.image} alt={artist.name} sizes="(min-width: 48rem) 24rem, 92vw" priority className="artist__image" />
        <div>
          <p className="eyebrow">Artist</p>
          <h1>{artist.name}</h1>
          <p className="lead">{artist.description}</p>
          <SocialLinks owner={artist.name} links={social.map(([network, url]) => ({ network, url }))} label={`${artist.name} online`} className="social" />
        </div>
      </section>
      <section className="section section--sand" aria-labelledby="works">
        <div className="container">
          <h2 id="works">Works</h2>
          <BrowseWorks
            path={publicPath.artist(artist.id)}
            scope={scope}
            state={state}
            pageSize={PAGE_SIZES.artistWorks}
            pagesLabel="Works pages"
            onPage={go}
            emptyText="No works in the shop yet."
            fixed="artist"
            showArtist={false}
          />
        </div>
      </section>
    </main>
  );
}
