import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { EditionProvider } from '../config/EditionContext';
import type { EditionConfig } from '../config/edition';
import { FeatureSwitchesContext, type FeatureSwitches } from '../config/features';
import { ErrorBoundary } from '../features/crash/ErrorBoundary';
import { KitProvider } from '../theme/KitProvider';
import { buildRoutes } from './routes';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  edition: EditionConfig;
  features: FeatureSwitches;
}

export function App({ store, edition, features }: AppProps) {
  const router = useMemo(() => createBrowserRouter(buildRoutes(features)), [features]);
  return (
    <Provider store={store}>
      <EditionProvider value={edition}>
        <KitProvider>
          <FeatureSwitchesContext.Provider value={features}>
            <ErrorBoundary>
              <RouterProvider router={router} />
            </ErrorBoundary>
          </FeatureSwitchesContext.Provider>
        </KitProvider>
      </EditionProvider>
    </Provider>
  );
}
