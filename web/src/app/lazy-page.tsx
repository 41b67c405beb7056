import { type ComponentType, lazy, Suspense } from 'react';
import { appUpdates, isChunkLoadError } from '../features/app-updates/app-updates';
import { PageLoading } from './PageLoading';

/**
 * A page in its own chunk. The chunk is fetched the first time the page renders, so only once the guards above
 * it (signed in, profile loaded, subscription) have let the visitor through; until it arrives the page's place
 * shows the loading line. A chunk that cannot be fetched (usually: a release replaced it) opens the new-version
 * dialog (features/app-updates) over the loading line; any other failure throws into the route's error page.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Page = lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      appUpdates.reportChunkLoadFailure();
      return { default: PageLoading as ComponentType<P> };
    }
  });
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}
