import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { createApolloClient } from './app/apollo';
import { StatusContext } from './app/status';
import { HeadContext, type HeadCollector } from './seo/Seo';
import { headTags, renderHeadTags } from './seo/head';

export interface RenderResult {
  html: string;
  /** The Apollo cache, to restore on hydration. */
  state: unknown;
  /** Title, meta, canonical, share tags and JSON-LD for the document head. */
  head: string;
  status: number;
}

/** Renders a URL on the server with its data, so the HTML that arrives holds the content. */
export async function render(url: string, graphqlUrl: string, origin: string): Promise<RenderResult> {
  const client = createApolloClient({ uri: graphqlUrl, ssr: true });
  const status = { status: 200 };
  const collector: HeadCollector = { origin };
  const tree = (
    <HeadContext.Provider value={collector}>
      <StatusContext.Provider value={status}>
        <ApolloProvider client={client}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </ApolloProvider>
      </StatusContext.Provider>
    </HeadContext.Provider>
  );
  const { result } = await prerenderStatic({ tree, renderFunction: renderToString, signal: AbortSignal.timeout(5000) });
  const head = collector.head ? renderHeadTags(headTags(collector.head, origin)) : '';
  return { html: result, state: client.extract(), status: status.status, head };
}
