import type { Plugin } from 'vite';
import { EDITION_COPY } from '../src/config/edition-copy';

const BRAND_NAVY = '#000229';

/** The manifest of one edition: its name, its icons; every edition installs the same app from its own host. */
export function webAppManifest(edition: keyof typeof EDITION_COPY) {
  const { siteName } = EDITION_COPY[edition];
  return {
    id: '/',
    name: siteName,
    short_name: siteName.replace('Chalktalk ', ''),
    description: `${siteName}: design, animate and share ${EDITION_COPY[edition].sportName} plays with your team.`,
    start_url: '/feed',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND_NAVY,
    icons: [
      { src: `/icons/${edition}-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/icons/${edition}-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `/icons/${edition}-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * Emits manifest-<edition>.webmanifest for every edition. The edition is known only in the browser (host name,
 * dev override), so the app links the right one at start (src/features/pwa/edition-manifest.ts); index.html links
 * the hoops one so the page has a manifest before any script runs.
 */
export function editionManifests(): Plugin {
  return {
    name: 'chalktalk-edition-manifests',
    generateBundle() {
      for (const edition of Object.keys(EDITION_COPY) as (keyof typeof EDITION_COPY)[])
        this.emitFile({
          type: 'asset',
          fileName: `manifest-${edition}.webmanifest`,
          source: JSON.stringify(webAppManifest(edition), null, 2),
        });
    },
  };
}
