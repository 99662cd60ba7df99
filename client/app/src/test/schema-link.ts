import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApolloLink } from '@apollo/client';
import { buildSchema, execute, GraphQLError, type GraphQLSchema } from 'graphql';
import { Observable } from 'rxjs';

let schema: GraphQLSchema | null = null;

/** The checked-in schema, so component tests fail on a query the server would refuse. */
export function appSchema(): GraphQLSchema {
  schema ??= buildSchema(readFileSync(join(import.meta.dirname, '../../../../schema.graphql'), 'utf8'));
  return schema;
}

export type Resolvers = Record<
  string,
  (args: Record<string, unknown>, context: { headers: Record<string, string> }) => unknown
>;

/** An error the way the server formats catalogue errors. */
export function catalogueError(code: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, message } });
}

/**
 * Executes operations against schema.graphql with the given root fields: a server in the test,
 * with the app's real links in front of it. Default resolvers read object fields by name.
 */
export function schemaLink(resolvers: Resolvers, calls: { operation: string; variables: unknown }[] = []): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
        calls.push({ operation: operation.operationName ?? '', variables: operation.variables });
        const rootValue = Object.fromEntries(
          Object.entries(resolvers).map(([name, resolve]) => [
            name,
            (args: Record<string, unknown>) => resolve(args, { headers }),
          ]),
        );
        Promise.resolve(
          execute({ schema: appSchema(), document: operation.query, variableValues: operation.variables, rootValue }),
        )
          .then((result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}
