import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { GraphQLModule } from '@nestjs/graphql';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { Request, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import { Environment } from '@sawa/api/common';
import { formatGraphqlError } from './format-error';
import { noStorePlugin } from './no-store.plugin';
import { queryCostPlugin, resolvedFieldsCeiling } from './query-cost';

/** Limits on the shape of one request (depth, aliases, directives, tokens); cost and resolved fields are configuration. */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 10,
  maxTokens: 2000,
} as const;

/**
 * The largest JSON body POST /graphql reads: the longest texts (10,000 characters, up to 4 bytes each,
 * escaped) fit several times; anything larger is refused with 413 before it is parsed.
 */
export const GRAPHQL_JSON_LIMIT = '256kb';

/**
 * The GraphQL endpoint at /graphql: code-first schema built from the feature resolvers,
 * hardened (graphql-armor shape limits, a cost that counts list sizes, a ceiling on resolved fields, no batching, CSRF prevention), introspection on for third parties.
 */
@Module({
  imports: [
    GraphQLModule.forRootAsync<ApolloDriverConfig>({
      driver: ApolloDriver,
      inject: [ConfigService],
      useFactory: (config: ConfigService<Environment, true>) => {
        const development = config.get('NODE_ENV', { infer: true }) === 'development';
        const armor = new ApolloArmor({
          maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
          // Cost is counted by queryCostPlugin, with list sizes (armor's rule counted the text only).
          costLimit: { enabled: false },
          maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
          maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
          // The token limit is graphql-js's own (parseOptions below): armor's token plugin re-parses the text and its
          // failures (a syntax error, too many tokens) escaped as HTTP 500 instead of a 400 parse failure.
          maxTokens: { enabled: false },
          blockFieldSuggestion: { enabled: false },
        }).protect();
        const ceiling = resolvedFieldsCeiling(config.get('GRAPHQL_MAX_FIELDS', { infer: true }));
        return {
          path: '/graphql',
          autoSchemaFile: true,
          sortSchema: true,
          // Not Nest's own check (an introspection query over the whole schema at every start, about 0.1 to 0.2 s):
          // Apollo Server asserts the schema valid when it starts, and graphql-schema.spec.ts compares it with schema.gql.
          buildSchemaOptions: { skipCheck: true },
          playground: false,
          introspection: true,
          csrfPrevention: true,
          parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
          allowBatchedHttpRequests: false,
          includeStacktraceInErrorResponses: development,
          plugins: [
            ...armor.plugins,
            queryCostPlugin(config.get('GRAPHQL_MAX_COST', { infer: true })),
            ceiling.plugin,
            ApolloServerPluginCacheControlDisabled(),
            noStorePlugin,
          ],
          validationRules: [...armor.validationRules],
          transformSchema: (schema: GraphQLSchema) => ceiling.wrapSchema(schema),
          context: ({ req, res }: { req: Request; res: Response }) => ({ req, res }),
          formatError: (formatted, error) => formatGraphqlError(formatted, error, development),
        };
      },
    }),
  ],
})
export class GraphqlApiModule {}
