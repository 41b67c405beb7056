import { type ComponentType, lazy, Suspense } from 'react';
import { PageLoading } from './PageLoading';

/**
 * A page in its own chunk. The chunk is fetched the first time the page renders, so only once the guards above
 * it (signed in, profile loaded, subscription) have let the visitor through; until it arrives the page's place
 * shows the loading line. A chunk that fails to load throws into the route's error page.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Page = lazy(async () => ({ default: await load() }));
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}
