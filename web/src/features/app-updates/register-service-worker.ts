import { registerSW } from 'virtual:pwa-register';
import { appUpdates } from './app-updates';

/**
 * Registers the service worker (pwa/service-worker.ts builds it) from a module, no inline script, so the CSP's
 * script-src 'self' holds. A new worker waits ("prompt") until the user accepts the new-version toast, which then
 * activates it and reloads. Vite's preload errors (a chunk's CSS or JS gone after a release) open the chunk dialog.
 */
export function registerServiceWorker(): void {
  window.addEventListener('vite:preloadError', () => appUpdates.reportChunkLoadFailure());
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({ immediate: true, onNeedRefresh: () => appUpdates.reportNewVersion() });
  appUpdates.setUpdateApplier(() => update(true));
}
