import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeStore } from './app/store';
import { detectEdition } from './config/edition';
import { loadFeatureSwitches } from './config/features';
import { authApi } from './features/auth/authApi';
// The kit's plain CSS files, before our own rules so those win at equal specificity.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';

const store = makeStore();
// Restore the session from the httpOnly refresh cookie before any guard decides.
void store.dispatch(authApi.endpoints.restoreSession.initiate());

const edition = detectEdition();
document.documentElement.dataset.edition = edition.edition;

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App store={store} edition={edition} features={loadFeatureSwitches(localStorage)} />
  </StrictMode>,
);
