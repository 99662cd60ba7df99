import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './api/apollo';
import { App } from './app/App';
import './app/global.css';
import { startVersionWatcher } from './modules/version';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={createApolloClient()} />
  </StrictMode>,
);

startVersionWatcher();
