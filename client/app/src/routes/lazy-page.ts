import type { ApolloClient } from '@apollo/client';
import { createElement, lazy, type ComponentType } from 'react';

/** A code-split module: its component, and optionally the first data it shows. */
export interface PageModule<P extends object> {
  default: ComponentType<P>;
  /** Starts the page's first query, so it runs while the rest of the app is still loading. */
  preloadData?(client: ApolloClient): void;
}

export type LazyPage<P extends object = object> = ComponentType<P> & {
  /** Loads the module (once) and, given a client, starts its first data. */
  preload(client?: ApolloClient): Promise<void>;
};

/**
 * A code-split component that can be loaded ahead of its first render. Once its module is in, it
 * renders without suspending: a Suspense fallback holds the content back, since React reveals it no
 * sooner than 300 ms after the last fallback was shown.
 */
export function lazyPage<P extends object = object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: PageModule<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a later preload can load it again (e.g. the network came back)
        throw error;
      },
    ));
  const Suspending = lazy(loadOnce);
  const Page = (props: P) => createElement(loaded ? loaded.default : Suspending, props);
  return Object.assign(Page, {
    async preload(client?: ApolloClient) {
      const module = await loadOnce();
      if (client) module.preloadData?.(client);
    },
  });
}
