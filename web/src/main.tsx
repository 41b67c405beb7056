import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeStore } from './app/store';
import { detectEdition } from './config/edition';
import { loadFeatureSwitches } from './config/features';
import { authApi } from './features/auth/authApi';
import { linkEditionManifest } from './features/pwa/edition-manifest';
import { keepOfflineSession } from './features/pwa/offline-session';
import {
  featureSwitchesOf,
  loadRemoteConfig,
  readCachedRemoteConfig,
  type RemoteConfig,
} from './features/remote-config/remote-config';
// The kit's plain CSS files, before our own rules so those win at equal specificity.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';

const store = makeStore();
// Restore the session from the httpOnly refresh cookie before any guard decides.
const restoreSession = () => void store.dispatch(authApi.endpoints.restoreSession.initiate());
restoreSession();
keepOfflineSession(store, restoreSession, {
  storage: localStorage,
  window,
  caches: 'caches' in window ? caches : undefined,
});

const edition = detectEdition();
document.documentElement.dataset.edition = edition.edition;
linkEditionManifest(edition.edition);
// After the page has loaded, so the worker's precache downloads never compete with the first paint; its own
// chunk keeps workbox-window out of the entry.
window.addEventListener('load', () => {
  void import('./features/app-updates/register-service-worker').then((module) =>
    module.registerServiceWorker(),
  );
});

const root = createRoot(document.getElementById('root') as HTMLElement);
const localSwitches = loadFeatureSwitches(localStorage);
const render = (config: RemoteConfig | null) =>
  root.render(
    <StrictMode>
      <App store={store} edition={edition} features={featureSwitchesOf(config, localSwitches)} />
    </StrictMode>,
  );

// The last remote configuration renders at once; a fresh one (at most every 12 hours) re-renders only if a
// switch changed, since new switches rebuild the route table.
const cached = readCachedRemoteConfig(localStorage)?.config ?? null;
render(cached);
void loadRemoteConfig({ storage: localStorage, fetch: (url) => fetch(url), now: Date.now() }).then(
  (config) => {
    const before = JSON.stringify(featureSwitchesOf(cached, localSwitches));
    if (JSON.stringify(featureSwitchesOf(config, localSwitches)) !== before) render(config);
  },
);
