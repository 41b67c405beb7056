import { VitePWA } from 'vite-plugin-pwa';

/** Thirty days: a play opened within the last month still opens offline. */
const READS_MAX_AGE_S = 30 * 24 * 3600;

/**
 * The service worker (Workbox generateSW through vite-plugin-pwa; everything it needs is in node_modules, the
 * runtime is emitted next to it as a same-origin file, so the CSP's worker-src 'self' covers it):
 * - precaches the app shell: index.html, every JS and CSS chunk, the manifests and icons (not source maps), so a
 *   reload offline starts the app and any page it had;
 * - navigations fall back to index.html (the SPA's history routing), never for /api or /health;
 * - GET calls of the account, teams, playbook and main groups go network first and fall back to the last answer
 *   (5 s network timeout), so the playbook, the plays and the profile opened recently open offline. Changes are
 *   POSTs and are never cached or queued: offline they still fail with 'You are offline' (G006);
 * - registerType 'prompt': a new worker waits until the user accepts the new-version toast.
 * main/version is left out on purpose: a cached version would hide a new release; so are the list posters'
 *   playbook/playPoster (an image that redirects to its file) and playbook/posterKey.
 * - imports /push-handler.js (public/): shows web push notifications and opens their page when clicked.
 */
export function chalktalkServiceWorker() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,webmanifest,png,svg}'],
      globIgnores: ['**/*.map', 'icons/*-512.png'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/health/],
      cleanupOutdatedCaches: true,
      importScripts: ['/push-handler.js'],
      runtimeCaching: [
        {
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin &&
            request.method === 'GET' &&
            /^\/api\/(account|teams|playbook|main)\//.test(url.pathname) &&
            url.pathname !== '/api/main/version' &&
            // List posters are images: the browser's own cache keeps them, and a worker answering their redirect
            // to the stored file failed every load (net::ERR_FAILED) once it controlled the page.
            !/^\/api\/playbook\/(playPoster|posterKey)$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'chalktalk-reads',
            networkTimeoutSeconds: 5,
            expiration: { maxEntries: 300, maxAgeSeconds: READS_MAX_AGE_S },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}
