import { useQuery } from '@apollo/client/react';
import { MAX_PAGE_SIZE, STUDIO } from '@sawa/shared/domain';
import { ArtistCard } from '../catalog/ArtistCard';
import { EveryPage, type UsePage } from '../components/EveryPage';
import { PageHero } from '../components/PageHero';
import { QueryState } from '../components/QueryState';
import { ArtistsDocument, type ArtistsQuery } from '../gql/graphql';
import { Seo } from '../seo/Seo';

type ArtistItem = ArtistsQuery['artists']['items'][number];

const useArtistsPage: UsePage<ArtistItem> = (page, pageSize) => {
  const { data, loading, error } = useQuery(ArtistsDocument, { variables: { page, pageSize } });
  return { list: data?.artists, loading, error };
};

/** Every artist: page after page of the API's largest page, so the 101st shows too. */
export function ArtistsPage() {
  const { loading, error } = useArtistsPage(1, MAX_PAGE_SIZE);
  return (
    <main>
      <Seo
        title="Our Artists"
        description={`Meet the Rwandan artists of ${STUDIO.name} and see their paintings, prints and sculptures of African wildlife.`}
        path="/about-artists"
      />
      <PageHero eyebrow="About Us" title="Our Artists">
        <p>Painters and sculptors from Musanze and beyond, each with a lifelong bond to the animals of the Virungas.</p>
      </PageHero>
      <section className="section container" aria-label="Artists">
        <QueryState loading={loading} error={error} />
        <ul className="people-grid">
          <EveryPage usePage={useArtistsPage} renderItem={(artist) => <ArtistCard key={artist.id} artist={artist} headingLevel={2} />} />
        </ul>
      </section>
    </main>
  );
}
