import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLFormattedError } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { buildSchema } from 'type-graphql';
import { ErrorCatalogue } from '@odontia/shared';
import { resolvers } from '../modules/index.js';
import { AppError } from './app-error.js';
import type { GraphqlContext } from './graphql-context.js';

/** Limits that keep one query from costing more than a page of the app needs. */
export const GRAPHQL_LIMITS = { maxDepth: 10, maxCost: 5000, maxAliases: 20, maxTokens: 3000, maxDirectives: 20 };

export function buildGraphqlSchema(emitSchemaFile?: string): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    validate: false,
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile, sortedSchema: true } : false,
  });
}

/** Each failure once: catalogue errors as they are, anything else logged with the request id and hidden. */
const errorLogging: ApolloServerPlugin<GraphqlContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ contextValue, errors }) {
        for (const error of errors) {
          const original = error.originalError;
          if (original instanceof Error && !(original instanceof AppError) && !('extensions' in original)) {
            contextValue.log.error({ err: original, requestId: contextValue.requestId }, 'graphql resolver failed');
          }
        }
      },
    };
  },
};

export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  // Compare by shape: graphql's CommonJS and ES builds can both be loaded, which defeats instanceof.
  const original = (error as { originalError?: unknown } | undefined)?.originalError;
  if (original instanceof AppError) {
    return {
      message: original.message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: {
        code: original.entry.graphql,
        message: original.entry.message,
        ...(Object.keys(original.values).length ? { values: original.values } : {}),
        ...(original.details ? { details: original.details } : {}),
      },
    };
  }
  if (original instanceof Error && !('extensions' in original)) {
    const entry = ErrorCatalogue.InternalServerError;
    return {
      message: entry.message,
      path: formatted.path,
      extensions: { code: entry.graphql, message: entry.message },
    };
  }
  // Parse, validation and limit errors: keep GraphQL's explanation for integrators, mark the catalogue key.
  const code = formatted.extensions?.code ?? 'BAD_USER_INPUT';
  return {
    ...formatted,
    extensions: { ...formatted.extensions, code, message: ErrorCatalogue.ParameterError.message },
  };
}

export async function createApollo(schema: GraphQLSchema, production: boolean): Promise<ApolloServer<GraphqlContext>> {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    // Counted by graphql-js's own parser (parseOptions below): armor's check runs outside Apollo's parse
    // step, so its failure answered 500 instead of a parse error.
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: production },
  });
  const protection = armor.protect();
  const apollo = new ApolloServer<GraphqlContext>({
    schema,
    introspection: true,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: !production,
    // graphql-armor is typed against @apollo/server's CommonJS declarations; the runtime objects are the same.
    plugins: [
      ...(protection.plugins as unknown as ApolloServerPlugin<GraphqlContext>[]),
      errorLogging,
      // Answers are per user and never cached (security-headers.ts says no-store for every API answer):
      // the cache-control plugin would wrap every field's resolver (3 % of the server's CPU on a
      // case-list page) only to compute that header.
      ApolloServerPluginCacheControlDisabled(),
    ],
    validationRules: protection.validationRules,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    formatError: formatGraphqlError,
  });
  await apollo.start();
  return apollo;
}

/** Errors of the request itself (before execution): the document does not parse or validate, or its variables do not coerce. */
const REQUEST_ERROR_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']);

/**
 * The status of a request error as the GraphQL-over-HTTP spec asks: Apollo answers 400, right for
 * `application/graphql-response+json`; a client that negotiated `application/json` gets 200 (legacy
 * clients and monitors read the errors from the body). Malformed HTTP requests (no query, bad JSON) keep 400.
 */
export function graphqlResponseStatus(status: number, contentType: string | undefined, payload: unknown): number {
  if (status !== 400 || !contentType?.startsWith('application/json') || typeof payload !== 'string') return status;
  try {
    const body = JSON.parse(payload) as { data?: unknown; errors?: { extensions?: { code?: unknown } }[] };
    const requestError =
      body.data === undefined &&
      Array.isArray(body.errors) &&
      body.errors.length > 0 &&
      body.errors.every((e) => REQUEST_ERROR_CODES.has(String(e.extensions?.code)));
    return requestError ? 200 : status;
  } catch {
    return status;
  }
}
