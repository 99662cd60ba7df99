import { FluentProvider } from '@fluentui/react-components';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { createApolloClient } from '../api/apollo';
import { odontiaTheme } from '../app/theme';
import { FeedbackHost } from '../feedback/FeedbackHost';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/locale';
import { SessionProvider } from '../session/SessionProvider';
import { schemaLink, type Resolvers } from './schema-link';

export const location = { current: '' };

function LocationProbe() {
  const here = useLocation();
  location.current = here.pathname + here.search;
  return null;
}

interface Options {
  path?: string;
  resolvers?: Resolvers;
  locale?: Locale;
  calls?: { operation: string; variables: unknown }[];
}

/** Renders UI inside the app's real providers, with a schema-executing link instead of HTTP. */
export function renderApp(ui: ReactNode, { path = '/', resolvers = {}, locale = 'en-US', calls }: Options = {}) {
  const client = createApolloClient(schemaLink(resolvers, calls));
  return render(
    <I18nProvider initialLocale={locale}>
      <FluentProvider theme={odontiaTheme}>
        <ApolloProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <SessionProvider>
              {ui}
              <FeedbackHost />
              <LocationProbe />
            </SessionProvider>
          </MemoryRouter>
        </ApolloProvider>
      </FluentProvider>
    </I18nProvider>,
  );
}

/** A JWT-shaped token with the given subject (the client only reads claims, never verifies). */
export const fakeToken = (sub: string | null = '1'): string => {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(sub === null ? {} : { sub })}.signature`;
};
