import type { ApolloServer, BaseContext } from '@apollo/server';
import type { ApolloDriver } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import type { INestApplication } from '@nestjs/common';
import type { FormattedExecutionResult } from 'graphql';
import { IN_PROCESS_REQUEST } from '@sawa/api/auth';
import { answerTags, graphqlCacheKey, isPublicQuery, PublicCache, STOCK_TAG } from '@sawa/api/cache';

export type ServerGraphql = (request: { query: string; variables: Record<string, unknown>; operationName?: string }) => Promise<FormattedExecutionResult>;

/**
 * What a server render's operations see as their request: an anonymous visitor's, with no token, and
 * in-process (no rate limit of its own: the page request was counted at its door, see web-app.ts).
 */
const ANONYMOUS_REQUEST = Object.freeze({ headers: Object.freeze({}), method: 'POST', url: '/graphql', ip: '127.0.0.1', [IN_PROCESS_REQUEST]: true });

/**
 * GraphQL for the server render, in-process: Apollo Server's own pipeline (validation, limits,
 * error masking, the same resolvers and loaders) through `executeOperation`, without HTTP, and the
 * public cache in front, shared with POST /graphql (same key, same answer) so a query a page
 * rendered is also ready for the browser, and the other way round.
 */
export function serverGraphql(app: INestApplication, cache: PublicCache): ServerGraphql {
  let server: ApolloServer<BaseContext> | undefined;
  return async ({ query, variables, operationName }) => {
    server ??= app.get<GraphQLModule<ApolloDriver>>(GraphQLModule).graphQlAdapter.instance;
    const cacheable = isPublicQuery(query, operationName);
    const key = graphqlCacheKey(query, variables, operationName);
    if (cacheable) {
      const cached = cache.store.get(key);
      if (cached && Buffer.isBuffer(cached.body)) return JSON.parse(cached.body.toString('utf8')) as FormattedExecutionResult;
    }
    const generation = cache.store.generation;
    // A fresh context object per operation: the request's DataLoaders live on it (RequestLoaders).
    const response = await server.executeOperation({ query, variables, operationName }, { contextValue: { req: ANONYMOUS_REQUEST, res: undefined } });
    if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by the website.');
    const result = response.body.singleResult as FormattedExecutionResult;
    if (cacheable && !result.errors && result.data) {
      // The bytes POST /graphql would send for it (Apollo Server ends its JSON with a newline).
      const text = `${JSON.stringify(result)}\n`;
      const answer = PublicCache.answerOf(Buffer.from(text, 'utf8'));
      cache.store.set(key, answer, PublicCache.sizeOf(answer, key), generation, [...answerTags(`${key}\n${text}`), STOCK_TAG]);
    }
    return result;
  };
}
