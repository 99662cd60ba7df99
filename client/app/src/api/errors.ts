import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorCatalogue } from '@odontia/shared';
import { ERROR_MS, type Feedback } from '../feedback/bus';

/** Client-side only: the browser is offline, no server answered. */
export const NETWORK_ABNORMAL = 'The network is abnormal, please check the network connection';

interface Options {
  online: boolean;
}

/**
 * Global error handling of seed 000 section 8, as one pure decision: what a failed request shows.
 * GraphQL errors carry `extensions.code` and `extensions.message` (the English catalogue message).
 */
export function feedbackForError(error: unknown, { online }: Options): Feedback {
  if (!online) return { kind: 'error', message: NETWORK_ABNORMAL, timeout: ERROR_MS };
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = (first?.extensions ?? {}) as {
      code?: string;
      message?: string;
      values?: Record<string, string | number>;
    };
    if (extensions.code === 'UNAUTHENTICATED') {
      return { kind: 'unauthenticated', message: extensions.message ?? ErrorCatalogue.AuthInvalid.message };
    }
    if (extensions.code === 'CONFLICT' && !extensions.message) {
      return { kind: 'error', message: ErrorCatalogue.UserAlreadyExists.message, timeout: ERROR_MS };
    }
    return {
      kind: 'error',
      message: extensions.message || ErrorCatalogue.ServiceAbnormal.message,
      values: extensions.values,
      timeout: ERROR_MS,
    };
  }
  if (ServerError.is(error)) {
    const message = serverMessage(error.bodyText);
    if (error.statusCode === 401)
      return { kind: 'unauthenticated', message: message ?? ErrorCatalogue.AuthInvalid.message };
    return { kind: 'error', message: message ?? ErrorCatalogue.ServiceAbnormal.message, timeout: ERROR_MS };
  }
  return { kind: 'error', message: ErrorCatalogue.ServiceAbnormal.message, timeout: ERROR_MS };
}

function serverMessage(bodyText: string): string | null {
  try {
    const body = JSON.parse(bodyText) as { msg?: string; errors?: { extensions?: { message?: string } }[] };
    return body.errors?.[0]?.extensions?.message ?? body.msg ?? null;
  } catch {
    return null;
  }
}

/** The catalogue message of a GraphQL error, for screens that handle one themselves. */
export function errorMessageOf(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const extensions = error.errors[0]?.extensions as { message?: string } | undefined;
    return extensions?.message ?? null;
  }
  return null;
}
