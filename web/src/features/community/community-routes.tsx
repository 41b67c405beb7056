import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { CommunityLayout } from './CommunityLayout';

const CommunityHomePage = lazyPage(() => import('./CommunityHomePage').then((m) => m.CommunityHomePage));
const CommunitySectionPage = lazyPage(() =>
  import('./CommunitySectionPage').then((m) => m.CommunitySectionPage),
);
const CommunityPlayPage = lazyPage(() => import('./CommunityPlayPage').then((m) => m.CommunityPlayPage));
const CommunityReviewPage = lazyPage(() =>
  import('./CommunityReviewPage').then((m) => m.CommunityReviewPage),
);
const CommunitySearchPage = lazyPage(() =>
  import('../search/CommunitySearchPage').then((m) => m.CommunitySearchPage),
);
const CommunityProfilePage = lazyPage(() =>
  import('./CommunityProfilePage').then((m) => m.CommunityProfilePage),
);

/** Spec 3 §2 community routes; anonymous visitors may open them all (the layout picks the frame). */
export function communityRoute(): RouteObject {
  return {
    path: 'community',
    element: <CommunityLayout />,
    children: [
      { index: true, element: <CommunityHomePage /> },
      { path: 'latest', element: <CommunitySectionPage section="LATEST" /> },
      { path: 'popular', element: <CommunitySectionPage section="POPULAR" /> },
      { path: 'trending', element: <CommunitySectionPage section="TRENDING" /> },
      { path: 'play', element: <CommunityPlayPage /> },
      { path: 'profile', element: <CommunityProfilePage /> },
      { path: 'search', element: <CommunitySearchPage /> },
      { path: 'review', element: <CommunityReviewPage /> },
      { path: '*', element: <CommunityHomePage /> },
    ],
  };
}
