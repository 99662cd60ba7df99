import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './api/apollo';
import { App } from './app/App';
import './app/global.css';
import { preloadSignedInStart } from './routes/AppRoutes';
import { startVersionWatcher } from './modules/version';

const client = createApolloClient();
preloadSignedInStart(window.location.pathname, client);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);

startVersionWatcher();
