import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type OperationVariables,
  type TypedDocumentNode,
} from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { getToken } from '../session/token';
import { publish } from '../feedback/bus';
import { clientHeaders } from './client-headers';
import { feedbackForError } from './errors';

const TIMEOUT_MS = 200_000;

/** Operations that handle their own failures pass `context: { silent: true }`. */
export interface OperationContext {
  silent?: boolean;
}

/**
 * Starts a query whose result a page will read (e.g. its first page, while the app loads). Silent: if
 * it fails, the page's own query reports it.
 */
export function preloadQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) {
  const context: OperationContext = { silent: true };
  void client.query({ query, variables, context }).catch(() => undefined);
}

const headersLink = new ApolloLink((operation, forward) => {
  const token = getToken();
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...clientHeaders(), ...(token ? { authorization: token } : {}) },
  }));
  return forward(operation);
});

const errorLink = new ErrorLink(({ error, operation }) => {
  if ((operation.getContext() as OperationContext).silent) return;
  publish(feedbackForError(error, { online: typeof navigator === 'undefined' ? true : navigator.onLine }));
});

const httpLink = new HttpLink({
  uri: '/graphql',
  fetch: (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(TIMEOUT_MS) }),
});

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // Lists are paged server-side: each argument set is its own cached page.
        },
      },
      // One design per case group: the crown mutations' results then update the page's design query.
      CrownDesign: { keyFields: ['caseGroupId'] },
    },
  });
}

/** `transport` replaces HTTP in component tests (a link executing against schema.graphql). */
export function createApolloClient(transport: ApolloLink = httpLink): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([errorLink, headersLink, transport]),
    cache: createCache(),
    dataMasking: true,
  });
}
