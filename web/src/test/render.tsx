import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { buildRoutes } from '../app/routes';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { EditionProvider } from '../config/EditionContext';
import { editionConfig, type EditionConfig } from '../config/edition';
import { ALL_FEATURES_ON, FeatureSwitchesContext, type FeatureSwitches } from '../config/features';
import { KitProvider } from '../theme/KitProvider';

interface ProviderOptions {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  edition?: EditionConfig;
  features?: FeatureSwitches;
  /** userEvent must advance jest's fake timers when a test uses them. */
  fakeTimers?: boolean;
}

function Providers({
  store,
  edition,
  features,
  children,
}: Required<Omit<ProviderOptions, 'preloadedState' | 'fakeTimers'>> & { children: ReactNode }) {
  return (
    <Provider store={store}>
      <EditionProvider value={edition}>
        <KitProvider env="test">
          <FeatureSwitchesContext.Provider value={features}>
            <div data-testid={CONTENT_ID}>{children}</div>
          </FeatureSwitchesContext.Provider>
        </KitProvider>
      </EditionProvider>
    </Provider>
  );
}

/**
 * The kit adds its own nodes next to the app (theme styles, the notifications host, the modals root); tests get
 * the element that holds only what they rendered as `container`, so "renders nothing" still means nothing.
 */
const CONTENT_ID = 'rendered-content';

function contentOf(view: ReturnType<typeof render>): HTMLElement {
  return view.getByTestId(CONTENT_ID);
}

function setup(options: ProviderOptions) {
  const store = options.store ?? makeStore(options.preloadedState);
  const edition = options.edition ?? editionConfig('hoops');
  const features = options.features ?? ALL_FEATURES_ON;
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  return { store, edition, features, user };
}

/** Renders one component inside the store, edition, feature switches and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: ProviderOptions & { route?: string } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { store, edition, features, user } = setup(options);
  const view = render(
    <Providers store={store} edition={edition} features={features}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { store, user, ...view, container: contentOf(view) };
}

/** Renders the whole app's route table at `route`, for guard and navigation tests. */
export function renderApp(route: string, options: ProviderOptions = {}) {
  const { store, edition, features, user } = setup(options);
  const router = createMemoryRouter(buildRoutes(features), { initialEntries: [route] });
  const view = render(
    <Providers store={store} edition={edition} features={features}>
      <RouterProvider router={router} />
    </Providers>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { store, router, user, location, ...view, container: contentOf(view) };
}
