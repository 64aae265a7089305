import { useQuery } from '@apollo/client/react';
import { STUDIO, errorText } from '@sawa/shared/domain';
import { RecentArtworksDocument } from '../gql/graphql';

export function HomePage() {
  const { data, loading, error } = useQuery(RecentArtworksDocument, { variables: { limit: 8 } });
  return (
    <main className="container">
      <title>{`${STUDIO.name} | ${STUDIO.tagline}`}</title>
      <h1>{STUDIO.name}</h1>
      <section aria-labelledby="new-releases">
        <h2 id="new-releases">New Releases</h2>
        {loading && <p>Loading…</p>}
        {error && <p role="alert">{errorText(error.message)}</p>}
        <ul>
          {data?.recentArtworks.map((art) => (
            <li key={art.id}>
              <a href={`/product/${art.id}`}>{art.name}</a> {art.editions[0] && <span>${art.editions[0].price}</span>}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
