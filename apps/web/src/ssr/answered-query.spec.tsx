import { ApolloClient, ApolloLink, InMemoryCache, type DocumentNode, type OperationVariables } from '@apollo/client';
import { ApolloProvider, getApolloContext, skipToken, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { FormattedExecutionResult } from 'graphql';
import { renderToString } from 'react-dom/server';
import { Observable } from 'rxjs';
import { createCache } from '../app/apollo';
import { RecentArtworksDocument, SiteSettingsDocument, TeamMembersDocument } from '../gql/graphql';
import { image } from '../testing/fixtures';
import { answeringContext } from './answered-query';
import { ServerAnswers } from './server-answers';

const SITE = {
  site: {
    __typename: 'SiteSettings',
    name: 'Sawa Art Studio',
    email: 'hello@sawa.example',
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
  },
};
const artwork = (id: string, name: string) => ({
  __typename: 'Artwork',
  id,
  name,
  soldOut: false,
  onHold: false,
  coverImage: image(id),
  editions: [
    {
      __typename: 'Edition',
      id: `${id}-e`,
      type: 'Original Art Work',
      soldOut: false,
    },
  ],
  cardPrices: [{ __typename: 'Price', currency: 'USD', amount: '1200.00' }],
  artist: { __typename: 'Artist', id: 'artist-1', name: 'Amani' },
});
const RECENT = { recentArtworks: [artwork('a1', 'Silverback at Dawn'), artwork('a2', 'Golden Monkey')] };

/** A client whose operations the test answers: a result by operation name, or an error thrown by the "server". */
function clientAnswering(results: Record<string, FormattedExecutionResult | Error>, asked: string[] = []) {
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          asked.push(operation.operationName ?? '');
          const result = results[operation.operationName ?? ''];
          if (result instanceof Error) observer.error(result);
          else {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          }
        }),
    ),
  });
}

/** The answers of a render, fetched through `client` as entry-server.tsx fetches them. */
const answersVia = (client: ApolloClient) =>
  new ServerAnswers((query: DocumentNode, variables: OperationVariables) =>
    client.query({ query, variables, fetchPolicy: 'no-cache', errorPolicy: 'all' }).then(({ data, error }) => ({ data, error })),
  );

const ApolloContext = getApolloContext();

/** What a component sees from a hook during one server render: with the render's answers (as entry-server.tsx renders), or Apollo's own. */
function renderHook<T>(client: ApolloClient, hook: () => T, answers?: ServerAnswers): T {
  let seen: T | undefined;
  const Probe = () => {
    seen = hook();
    return null;
  };
  renderToString(
    answers ? (
      <ApolloContext.Provider value={answeringContext(client, answers)}>
        <Probe />
      </ApolloContext.Provider>
    ) : (
      <ApolloProvider client={client}>
        <Probe />
      </ApolloProvider>
    ),
  );
  return seen as T;
}

const shape = (result: { data?: unknown; loading: boolean; error?: unknown; networkStatus: number; dataState: string }) => ({
  data: result.data,
  loading: result.loading,
  error: result.error,
  networkStatus: result.networkStatus,
  dataState: result.dataState,
});

describe('useQuery in the server render', () => {
  it("gives a prefetched query's data exactly as Apollo's hook gives it from its cache", async () => {
    const client = clientAnswering({ SiteSettings: { data: SITE }, RecentArtworks: { data: RECENT } });
    const answers = answersVia(client);
    await Promise.all([answers.run(SiteSettingsDocument, {}), answers.run(RecentArtworksDocument, { limit: 6 })]);
    await client.query({ query: SiteSettingsDocument });
    await client.query({ query: RecentArtworksDocument, variables: { limit: 6 } });

    for (const [document, options] of [
      [SiteSettingsDocument, undefined],
      [RecentArtworksDocument, { variables: { limit: 6 } }],
    ] as const) {
      const server = renderHook(client, () => useQuery(document, options as never), answers);
      const apollo = renderHook(client, () => useQuery(document, options as never));
      expect(shape(server)).toEqual(shape(apollo));
      expect(server.loading).toBe(false);
    }
  });

  it('finds an answer whatever the order of its variables, and runs each query once', async () => {
    const asked: string[] = [];
    const team = { teamMembers: { __typename: 'TeamMemberList', totalItems: 0, page: 1, pageSize: 100, items: [] } };
    const client = clientAnswering({ TeamMembers: { data: team } }, asked);
    const answers = answersVia(client);
    await answers.run(TeamMembersDocument, { page: 1, pageSize: 100 });
    const seen = renderHook(client, () => useQuery(TeamMembersDocument, { variables: { pageSize: 100, page: 1 } }), answers);
    expect(seen.data).toEqual(team);
    await answers.run(TeamMembersDocument, { pageSize: 100, page: 1 });
    expect(asked).toEqual(['TeamMembers']);
    // Other variables are another query.
    expect(renderHook(client, () => useQuery(TeamMembersDocument, { variables: { page: 2, pageSize: 100 } }), answers).loading).toBe(true);
  });

  it('shows a query no loader ran as loading, runs nothing, and names it as unloaded', () => {
    const asked: string[] = [];
    const client = clientAnswering({ SiteSettings: { data: SITE } }, asked);
    const answers = answersVia(client);
    const seen = renderHook(client, () => useQuery(SiteSettingsDocument), answers);
    expect(shape(seen)).toEqual({ data: undefined, loading: true, error: undefined, networkStatus: 1, dataState: 'empty' });
    expect(asked).toEqual([]);
    expect([...answers.unloaded]).toEqual(['SiteSettings']);
  });

  it('shows an error as the error policy says: no data by default, data and error with "all"', async () => {
    const failure = { data: null, errors: [{ message: 'Artwork not found', extensions: { code: 'NOT_FOUND' } }] };
    const client = clientAnswering({ SiteSettings: failure, RecentArtworks: new Error('The database is not available right now.') });
    const answers = answersVia(client);
    await answers.run(SiteSettingsDocument, {});
    await answers.run(RecentArtworksDocument, { limit: 6 });
    const graphqlError = renderHook(client, () => useQuery(SiteSettingsDocument), answers);
    expect(graphqlError).toMatchObject({ data: undefined, loading: false, networkStatus: 8, dataState: 'empty' });
    expect(CombinedGraphQLErrors.is(graphqlError.error)).toBe(true);
    expect(graphqlError.error?.message).toBe('Artwork not found');
    const failed = renderHook(client, () => useQuery(RecentArtworksDocument, { variables: { limit: 6 } }), answers);
    expect(failed).toMatchObject({ data: undefined, loading: false, networkStatus: 8 });
    expect(failed.error?.message).toBe('The database is not available right now.');
    const all = renderHook(client, () => useQuery(SiteSettingsDocument, { errorPolicy: 'all' }), answers);
    expect(all.error?.message).toBe('Artwork not found');
  });

  it('skips a skipped query, as Apollo does, without running it', () => {
    const asked: string[] = [];
    const client = clientAnswering({}, asked);
    const answers = answersVia(client);
    for (const hook of [() => useQuery(SiteSettingsDocument, { skip: true }), () => useQuery(SiteSettingsDocument, skipToken)]) {
      const server = renderHook(client, hook, answers);
      expect(shape(server)).toEqual({ data: undefined, loading: false, error: undefined, networkStatus: 7, dataState: 'empty' });
      expect(shape(server)).toEqual(shape(renderHook(client, () => useQuery(SiteSettingsDocument, { skip: true }))));
    }
    expect(answers.unloaded.size).toBe(0);
    expect(asked).toEqual([]);
  });

  it('writes the answers into the cache the browser hydrates from, as Apollo stores them', async () => {
    const client = clientAnswering({ SiteSettings: { data: SITE }, RecentArtworks: { data: RECENT } });
    const answers = answersVia(client);
    await Promise.all([answers.run(SiteSettingsDocument, {}), answers.run(RecentArtworksDocument, { limit: 6 })]);
    const written = createCache({ ssr: true });
    answers.writeTo(written);

    // The browser's own cache after it fetched the same queries.
    const fetched = createCache();
    const apollo = new ApolloClient({ cache: fetched, link: clientAnswering({ SiteSettings: { data: SITE }, RecentArtworks: { data: RECENT } }).link });
    await apollo.query({ query: SiteSettingsDocument });
    await apollo.query({ query: RecentArtworksDocument, variables: { limit: 6 } });
    expect(written.extract()).toEqual(fetched.extract());
  });
});
