import { lazyPage } from '../../app/lazy-page';

/**
 * The feed (composer, posts, comments) is its own chunk; the landing page stays within the first-load budget.
 * It lives apart from FeedPage so the entry can start it together with FeedPage's chunk when the app opens on
 * /feed (routes.tsx, preloadRouteChunks): started from FeedPage's module, it waited for that chunk and its imports
 * first, one more round trip before the first render on a phone.
 */
export const LazyTeamFeed = lazyPage(() => import('./TeamFeed').then((m) => m.TeamFeed));
