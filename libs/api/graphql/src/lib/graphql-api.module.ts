import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { GraphQLModule } from '@nestjs/graphql';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { Request, Response } from 'express';
import { Environment } from '@sawa/api/common';
import { formatGraphqlError } from './format-error';

/** Limits on what one request may ask for (depth, cost, aliases, directives, tokens). */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxCost: 1000,
  maxAliases: 15,
  maxDirectives: 10,
  maxTokens: 2000,
} as const;

/**
 * The GraphQL endpoint at /graphql: code-first schema built from the feature resolvers,
 * hardened (graphql-armor limits, no batching, CSRF prevention), introspection on for third parties.
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
          costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
          maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
          maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
          maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
          blockFieldSuggestion: { enabled: false },
        }).protect();
        return {
          path: '/graphql',
          autoSchemaFile: true,
          sortSchema: true,
          playground: false,
          introspection: true,
          csrfPrevention: true,
          allowBatchedHttpRequests: false,
          includeStacktraceInErrorResponses: development,
          plugins: [...armor.plugins],
          validationRules: [...armor.validationRules],
          context: ({ req, res }: { req: Request; res: Response }) => ({ req, res }),
          formatError: (formatted, error) => formatGraphqlError(formatted, error, development),
        };
      },
    }),
  ],
})
export class GraphqlApiModule {}
