import type { Edition } from '@chalktalk/domain';

/**
 * Each edition's names and links. Kept free of runtime imports so the build (the web app manifests in
 * pwa/web-app-manifest.ts) reads the same names the app shows.
 */
export const EDITION_COPY: Record<Edition, { siteName: string; sportName: string; blogUrl: string }> = {
  hoops: {
    siteName: 'Chalktalk Hoops',
    sportName: 'basketball',
    blogUrl: 'https://blog.chalktalk.app/hoops',
  },
  lacrosse: {
    siteName: 'Chalktalk Lacrosse',
    sportName: 'lacrosse',
    blogUrl: 'https://blog.chalktalk.app/lacrosse',
  },
  football: {
    siteName: 'Chalktalk Football',
    sportName: 'football',
    blogUrl: 'https://blog.chalktalk.app/football',
  },
};
