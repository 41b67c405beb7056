import { type ComponentType, lazy, Suspense } from 'react';
import { appUpdates, isChunkLoadError } from '../features/app-updates/app-updates';
import { PageLoading } from './PageLoading';

export type LazyPageComponent<P extends object> = ComponentType<P> & {
  /** Starts fetching the page's chunk (and its stylesheets) before it renders; once only. */
  preload: () => void;
};

/**
 * A page in its own chunk. The chunk is fetched the first time the page renders, so only once the guards above
 * it (signed in, profile loaded, subscription) have let the visitor through, unless the entry asked for it
 * sooner with `preload()` (the first route's page, fetched while the session is restored). Vite's preload brings
 * the kit CSS of the components the chunk bundles with it (vite-plugins/kit-styles-per-component.ts); until both
 * are there the page's place shows the loading line. A chunk that cannot be fetched (usually: a release replaced
 * it) opens the new-version dialog (features/app-updates) over the loading line; any other failure throws into
 * the route's error page.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPageComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= (async () => {
      try {
        return { default: await load() };
      } catch (error) {
        if (!isChunkLoadError(error)) throw error;
        appUpdates.reportChunkLoadFailure();
        return { default: PageLoading as ComponentType<P> };
      }
    })();
    return loading;
  };
  const Page = lazy(start);
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload: () => void start() });
}
