import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { FIRST_RENDER_WAIT_MS, settledWithin } from './app/first-render';
import { preloadRouteChunks } from './app/routes';
import { addressWithLoginTeam, startSignedInReads } from './app/signed-in-reads';
import { makeStore } from './app/store';
import { detectEdition } from './config/edition';
import { loadFeatureSwitches } from './config/features';
import { authApi } from './features/auth/authApi';
import { restoreTurnedAway, signedOut } from './features/auth/authSlice';
import { restoreWithRetries } from './features/auth/restore-with-retries';
import { maySignInOnLoad } from './features/auth/session-hint';
import { linkEditionManifest } from './features/pwa/edition-manifest';
import { keepOfflineSession } from './features/pwa/offline-session';
import {
  featureSwitchesOf,
  loadRemoteConfig,
  readCachedRemoteConfig,
  type RemoteConfig,
} from './features/remote-config/remote-config';
// Kit CSS blocks the first paint only for what the entry renders; each chunk brings its components' rules.
import './theme/first-paint-styles';
import './styles/global.css';

// The first page's chunks start now, beside the session restore, not after it.
preloadRouteChunks(window.location.pathname);

/**
 * The service worker registers once the first page has rendered and the main thread is idle: its chunk
 * (workbox-window) and the precache downloads then start after the first paint instead of competing with it. At
 * the window's `load` (before: it fires while the start-up reads are still out, since the first render waits for
 * them) Lighthouse's phone run counted that chunk among the requests before the largest paint. Its own chunk keeps
 * workbox-window out of the entry.
 */
function registerServiceWorkerWhenIdle(): void {
  const register = () =>
    void import('./features/app-updates/register-service-worker').then((module) =>
      module.registerServiceWorker(),
    );
  if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 3_000 });
  else setTimeout(register, 1_000);
}

/**
 * The entry's evaluation was one task of 0.4-0.5 s on Lighthouse's phone (4x CPU), all of it Total Blocking Time
 * past 50 ms: the modules, then the preload links above, the store and the session restore, then the root. Each
 * step after the modules runs in a task of its own (in the same order, a timer apart), so the browser can paint
 * and handle input between them (web/README.md, fourth pass).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void nextTask()
  .then(startSession)
  .then(async (session) => {
    await nextTask();
    startApp(session);
  });

interface Session {
  store: ReturnType<typeof makeStore>;
  edition: ReturnType<typeof detectEdition>;
  firstReads: Promise<void>;
}

function startSession(): Session {
  const store = makeStore();
  const edition = detectEdition();
  // Restore the session from the httpOnly refresh cookie before any guard decides; settles once the first page's
  // reads have answered too (or the restore failed).
  const restoreSession = (): Promise<void> =>
    restoreWithRetries(() => store.dispatch(authApi.endpoints.restoreSession.initiate()).unwrap(), {
      onGiveUp: () => store.dispatch(signedOut()),
      onWait: (ms) => store.dispatch(restoreTurnedAway(Date.now() + ms)),
    }).then(
      () =>
        startSignedInReads(store, {
          pathname: window.location.pathname,
          search: window.location.search,
          edition: edition.edition,
        }),
      () => undefined,
    );
  // Without identity's hint cookie there is no session to restore: the guards decide at once (no round trip, no 401).
  const firstReads = maySignInOnLoad(document.cookie, localStorage)
    ? restoreSession()
    : Promise.resolve(store.dispatch(signedOut())).then(() => undefined);
  keepOfflineSession(store, () => void restoreSession(), {
    storage: localStorage,
    window,
    caches: 'caches' in window ? caches : undefined,
  });
  return { store, edition, firstReads };
}

function startApp({ store, edition, firstReads }: Session): void {
  document.documentElement.dataset.edition = edition.edition;
  linkEditionManifest(edition.edition);

  const root = createRoot(document.getElementById('root') as HTMLElement);
  const localSwitches = loadFeatureSwitches(localStorage);
  // A transition, so React renders the first tree in slices that yield to the browser instead of one long task
  // (Lighthouse's Total Blocking Time); index.html's loading line stays on screen until it commits.
  const render = (config: RemoteConfig | null) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App store={store} edition={edition} features={featureSwitchesOf(config, localSwitches)} />
        </StrictMode>,
      ),
    );

  // The first render waits for the session and the first page's reads (at most FIRST_RENDER_WAIT_MS; index.html's
  // loading line is on screen meanwhile), so it is one interruptible transition over a store that already holds
  // them. Rendering at once, each answer was a store update that react-redux renders synchronously: the chrome and
  // the page mounted inside those updates, in long tasks of 0.4-0.8 s on Lighthouse's phone (web/README.md).
  // The last remote configuration renders then; a fresh one (at most every 12 hours) re-renders only if a switch
  // changed, since new switches rebuild the route table.
  const cached = readCachedRemoteConfig(localStorage)?.config ?? null;
  const firstRender = settledWithin(firstReads, FIRST_RENDER_WAIT_MS).then(() => {
    // Before the router exists, so it starts there instead of redirecting after its first render.
    const address = addressWithLoginTeam(store, {
      pathname: window.location.pathname,
      search: window.location.search,
      hash: window.location.hash,
      edition: edition.edition,
    });
    if (address) window.history.replaceState(window.history.state, '', address);
    render(cached);
  });
  void firstRender.then(registerServiceWorkerWhenIdle);
  void Promise.all([
    loadRemoteConfig({ storage: localStorage, fetch: (url) => fetch(url), now: Date.now() }),
    firstRender,
  ]).then(([config]) => {
    const before = JSON.stringify(featureSwitchesOf(cached, localSwitches));
    if (JSON.stringify(featureSwitchesOf(config, localSwitches)) !== before) render(config);
  });
}
