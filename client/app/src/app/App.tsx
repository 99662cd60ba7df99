import { FluentProvider } from '@fluentui/react-components';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { BrowserRouter } from 'react-router';
import { FeedbackHost } from '../feedback/FeedbackHost';
import { I18nProvider } from '../i18n/I18nProvider';
import { AppRoutes } from '../routes/AppRoutes';
import { SessionProvider } from '../session/SessionProvider';
import { odontiaTheme } from './theme';

export function App({ client }: { client: ApolloClient }) {
  return (
    <I18nProvider>
      <FluentProvider theme={odontiaTheme} style={{ minHeight: '100vh' }}>
        <ApolloProvider client={client}>
          <BrowserRouter>
            <SessionProvider>
              <AppRoutes />
              <FeedbackHost />
            </SessionProvider>
          </BrowserRouter>
        </ApolloProvider>
      </FluentProvider>
    </I18nProvider>
  );
}
