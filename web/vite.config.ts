import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chalktalkServiceWorker } from './pwa/service-worker';
import { editionManifests } from './pwa/web-app-manifest';
import { firstScreenChunks } from './vite-plugins/first-screen-chunks';
import { kitStylesPerComponent } from './vite-plugins/kit-styles-per-component';
import { precompress } from './vite-plugins/precompress';

const domainEntry = fileURLToPath(new URL('../packages/domain/src/index.ts', import.meta.url));
const playRenderEntry = fileURLToPath(new URL('../packages/play-render/src/index.ts', import.meta.url));
const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * React and the router change only when their versions do: in a chunk of their own they stay cached across
 * releases of the app, and the app's entry chunk is only the app.
 */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;

/**
 * play-render's barrel also exports the string renderer the GIF service uses, which pulls in react-dom/server
 * (~200 kB). Loading that module does nothing by itself, so when nothing in the browser calls it, it is left out.
 */
const SIDE_EFFECT_FREE = /\/node_modules\/react-dom\/(server|cjs\/react-dom-server)/;

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#14102, #14753): its
 * dev-only checks and warnings ran in every production render (~10 % of the router's time on a throttled phone's
 * start). A build takes the production build the package ships beside it; the dev server keeps the warnings.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    editionManifests(),
    chalktalkServiceWorker(),
    // The signed-in first screens (/feed, /playbook) in three chunks: the chrome and what both pages need, and
    // each page's own; the pages that routes.tsx preloads for them (preloadRouteChunks) are the roots.
    firstScreenChunks({
      framework: FRAMEWORK,
      groups: [
        { name: 'signed-in', roots: [source('features/shell/components/AppShell.tsx')] },
        {
          name: 'feed',
          roots: [source('features/pages/FeedPage.tsx')],
        },
        { name: 'playbook', roots: [source('features/playbook/playbook-routes.tsx')] },
      ],
      // The name chunk-load.spec.ts refuses to load.
      apart: [{ name: 'AccountPage', roots: [source('features/auth/AccountPage.tsx')] }],
      // The header's menus and popovers, loaded on first use (components/deferred-overlay.tsx).
      deferred: [
        {
          name: 'header-overlays',
          roots: [
            source('features/shell/components/UserMenuOverlay.tsx'),
            source('features/teams/components/TeamSwitcherOverlay.tsx'),
            source('features/notifications/NotificationBellOverlay.tsx'),
          ],
        },
      ],
      shared: 'first-screens-shared',
    }),
    kitStylesPerComponent(),
    precompress(),
  ],
  define: {
    __CHALKTALK_EDITION__: JSON.stringify(process.env.VITE_EDITION ?? ''),
  },
  resolve: {
    alias: [
      { find: '@chalktalk/domain', replacement: domainEntry },
      { find: '@chalktalk/play-render', replacement: playRenderEntry },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    host: '127.0.0.1',
    // In dev the gateway runs separately; the SPA talks to it through the same origin.
    proxy: { '/api': { target: process.env.VITE_API_PROXY ?? 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rollupOptions: {
      treeshake: { moduleSideEffects: (id) => !SIDE_EFFECT_FREE.test(id) },
      output: {
        // Rollup gives each set of importing pages its own chunk: the signed-in chrome came as 39 files of 1-3 kB
        // and the account forms as 19, each a round trip over a phone's six connections before the first page
        // renders. Side-effect-free chunks under 8 kB are merged into a chunk loaded in similar conditions
        // (21 and 11 files; first load +2.7 kB gzip, since two kit components moved into the entry). Measured in
        // web/README.md, "Start-up".
        experimentalMinChunkSize: 8_000,
      },
    },
  },
  worker: { format: 'es' },
}));
