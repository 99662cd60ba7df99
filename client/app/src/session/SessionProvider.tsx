import { useApolloClient, useQuery } from '@apollo/client/react';
import type { Role } from '@odontia/shared';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { graphql } from '../__generated__';
import type { SessionQuery as SessionData } from '../__generated__/graphql';
import { clearToken, setToken } from './token';
import { useToken } from './useToken';

export const SessionDocument = graphql(`
  query Session {
    me {
      id
      name
      roles
      isMainAccount
      isSensitive
      memberNumber
      ...AccountMenu_user
    }
  }
`);

/** Loaded after the user (seed 000 section 4); a failure only leaves subscription-gated routes closed. */
const SessionSubscriptionsDocument = graphql(`
  query SessionSubscriptions {
    subscriptions(limit: 100) {
      items {
        id
        active
        product {
          id
        }
      }
    }
  }
`);

export type SessionUser = SessionData['me'];

interface SessionState {
  token: string | null;
  user: SessionUser | null;
  roles: Role[];
  /** Product ids with an active subscription, for subscription-gated routes. */
  subscribedProductIds: number[];
  /** Subscriptions have loaded (or failed): gated routes can be decided. */
  subscriptionsReady: boolean;
  loading: boolean;
  error: unknown;
  refresh(): Promise<void>;
  signIn(token: string): Promise<void>;
  /** Forgets the session locally: token, roles and cached data. */
  reset(): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useToken();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(SessionDocument, {
    skip: !token,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });

  const subscriptions = useQuery(SessionSubscriptionsDocument, {
    skip: !token || !data?.me,
    context: { silent: true },
    errorPolicy: 'all',
  });
  const subscribedProductIds = useMemo(
    () =>
      (subscriptions.data?.subscriptions.items ?? [])
        .filter((subscription) => subscription.active)
        .map((subscription) => Number(subscription.product.id)),
    [subscriptions.data],
  );

  const refresh = useCallback(async () => {
    await refetch().catch(() => undefined);
  }, [refetch]);

  // User info is refreshed whenever the tab becomes visible again (seed 000 section 4).
  useEffect(() => {
    if (!token) return undefined;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [token, refresh]);

  const signIn = useCallback(
    async (next: string) => {
      await client.clearStore();
      setToken(next);
    },
    [client],
  );

  const reset = useCallback(async () => {
    clearToken();
    await client.clearStore();
  }, [client]);

  const user = token ? (data?.me ?? null) : null;
  const state = useMemo<SessionState>(
    () => ({
      token,
      user,
      roles: (user?.roles ?? []) as Role[],
      subscribedProductIds,
      subscriptionsReady: Boolean(subscriptions.data || subscriptions.error),
      loading: Boolean(token) && loading && !user,
      error: token ? error : undefined,
      refresh,
      signIn,
      reset,
    }),
    [
      token,
      user,
      subscribedProductIds,
      subscriptions.data,
      subscriptions.error,
      loading,
      error,
      refresh,
      signIn,
      reset,
    ],
  );
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside SessionProvider');
  return state;
}
