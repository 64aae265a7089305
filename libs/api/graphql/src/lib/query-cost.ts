import type { ApolloServerPlugin } from '@apollo/server';
import { defaultFieldResolver, getNullableType, GraphQLError, GraphQLSchema, isListType, isObjectType } from 'graphql';
import { ComplexityEstimatorArgs, getComplexity } from 'graphql-query-complexity';

/**
 * Field extension (`@Extensions({ [LIST_SIZE]: n })`): the most items an unpaged list field
 * holds, so the cost of a query counts what it can really build. A paged list's `items` say 1:
 * the paged field itself multiplies by its `pageSize`.
 */
export const LIST_SIZE = 'listSize';

/** Items assumed in an unpaged list field that does not declare its size. */
const DEFAULT_LIST_SIZE = 10;

/**
 * The cost of a field: 1, plus its selection's cost times the number of items it can return:
 * `pageSize` (or `limit`) on a paged field, the declared size of an unpaged list, 1 otherwise.
 * So `artists(pageSize: 100) { items { artworks(pageSize: 10) { items { id } } } }` costs about
 * 100 × 10 × the cost of one work, as the objects it would build. Introspection (the schema,
 * in memory) costs its fields once each.
 */
export function listCostEstimator({ type, field, args, childComplexity }: ComplexityEstimatorArgs): number {
  if (type.name.startsWith('__') || field.name.startsWith('__')) return 1 + childComplexity;
  const declared = field.extensions?.[LIST_SIZE];
  const size =
    typeof args['pageSize'] === 'number'
      ? args['pageSize']
      : typeof args['limit'] === 'number'
        ? args['limit']
        : isListType(getNullableType(field.type))
          ? typeof declared === 'number'
            ? declared
            : DEFAULT_LIST_SIZE
          : 1;
  return 1 + Math.max(0, size) * childComplexity;
}

/** A refusal before execution: HTTP 400, like the parser's and validation's own. */
export function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
}

/**
 * Refuses, before anything runs, an operation whose cost (with its variables) is over `maxCost`.
 * It replaces graphql-armor's cost rule, which counted the query text and not list sizes.
 */
export function queryCostPlugin(maxCost: number): ApolloServerPlugin {
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ request, document, schema, operationName }) {
          let cost: number;
          try {
            cost = getComplexity({
              schema,
              query: document,
              variables: request.variables ?? {},
              operationName: operationName ?? undefined,
              estimators: [listCostEstimator],
            });
          } catch (error) {
            // Too many nodes to even count (fragment fan-out): refused.
            if (/maximum allowed number of nodes/.test((error as Error).message))
              throw limitError(`The query is too large to run: ${(error as Error).message}`);
            // Variables that do not fit their types: execution refuses them (BAD_USER_INPUT) before any resolver runs.
            return Promise.resolve();
          }
          if (cost > maxCost) {
            throw limitError(
              `Query cost ${cost} is over the limit of ${maxCost}. Each list counts its page size (or its largest size) times what is asked of each item: ask for smaller pages or fewer nested lists.`,
            );
          }
          return Promise.resolve();
        },
      });
    },
  };
}

/** The error answered when an execution went over the resolved-fields ceiling. */
export const RESPONSE_TOO_LARGE = 'RESPONSE_TOO_LARGE';

/**
 * A ceiling on the fields one request resolves, whatever the cost estimate said (a list larger
 * than declared, a new field without a size): past `maxFields` no further resolver runs, and the
 * answer is one clear error with HTTP 400 instead of a partial result.
 *
 * `wrapSchema` puts a counter in front of every field's resolver (Nest's `transformSchema`);
 * `plugin` replaces the answer of a request that went over. Over the ceiling a resolver answers a
 * rejected promise rather than throwing: graphql-js abandons the pending siblings of a list item
 * that throws synchronously, and their later rejections would go unhandled.
 */
export function resolvedFieldsCeiling(maxFields: number): { wrapSchema(schema: GraphQLSchema): GraphQLSchema; plugin: ApolloServerPlugin } {
  const message = `The answer would hold more than ${maxFields} fields, the limit of one request. Ask for smaller pages or fewer nested lists.`;
  const resolvedBy = new WeakMap<object, number>();
  const over = (context: object) => (resolvedBy.get(context) ?? 0) > maxFields;
  return {
    wrapSchema(schema) {
      for (const type of Object.values(schema.getTypeMap())) {
        if (!isObjectType(type) || type.name.startsWith('__')) continue;
        for (const field of Object.values(type.getFields())) {
          const resolve = field.resolve ?? defaultFieldResolver;
          field.resolve = (source, args, context: object, info) => {
            const count = (resolvedBy.get(context) ?? 0) + 1;
            resolvedBy.set(context, count);
            if (count > maxFields) return Promise.reject(new GraphQLError(message, { extensions: { code: RESPONSE_TOO_LARGE } }));
            return resolve(source, args, context, info);
          };
        }
      }
      return schema;
    },
    plugin: {
      requestDidStart() {
        return Promise.resolve({
          willSendResponse({ response, contextValue }) {
            if (over(contextValue) && response.body.kind === 'single') {
              response.body.singleResult = { errors: [{ message, extensions: { code: RESPONSE_TOO_LARGE } }] };
              response.http.status = 400;
            }
            return Promise.resolve();
          },
        });
      },
    },
  };
}
