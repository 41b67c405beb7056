import { screen, waitFor } from '@testing-library/react';
import { lazyPage } from '../../app/lazy-page';
import { createBaseQuery } from '../../api/base-query';
import { errorReply, mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { appUpdates, isChunkLoadError } from './app-updates';
import { AppUpdates } from './AppUpdates';
import { NEW_VERSION_TEXT } from './NewVersionToast';

const version = (value: string) => ({ body: { version: value, deployedDate: '2026-11-25T10:00:00.000Z' } });

describe('app updates', () => {
  beforeEach(() => appUpdates.reset());

  it('shows no toast while the server runs this version', async () => {
    const api = mockApi({ 'GET /api/main/version': version('18.1.17') });
    renderWithProviders(<AppUpdates versionCheckAfterMs={0} />);
    await waitFor(() => expect(api.calls('GET /api/main/version')).toHaveLength(1));
    expect(screen.queryByText(NEW_VERSION_TEXT)).not.toBeInTheDocument();
  });

  it('offers a refresh when main/version answers another version; Refresh reloads', async () => {
    mockApi({ 'GET /api/main/version': version('18.2.0') });
    const reload = jest.fn();
    const refresh = jest.spyOn(appUpdates, 'refresh').mockImplementation(async () => reload());
    const { user } = renderWithProviders(<AppUpdates versionCheckAfterMs={0} />);
    expect(await screen.findByText(NEW_VERSION_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalled();
    refresh.mockRestore();
  });

  it('activates the waiting service worker on refresh when there is one, else reloads the page', async () => {
    const apply = jest.fn(async () => undefined);
    const reload = jest.fn();
    await appUpdates.refresh(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    appUpdates.setUpdateApplier(apply);
    await appUpdates.refresh(reload);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a G008 answer to any call raises the new-version toast (spec: outdated app version)', async () => {
    mockApi({
      'POST /api/teams/joinTeam': errorReply(426, 'G008', 'A new version of the app is available.'),
    });
    const baseQuery = createBaseQuery();
    const api = {
      getState: () => ({ auth: { accessToken: 't', status: 'signedIn' } }),
      dispatch: jest.fn(),
      signal: new AbortController().signal,
      extra: undefined,
      abort: jest.fn(),
      endpoint: 'joinTeam',
      type: 'mutation' as const,
    };
    const result = await baseQuery({ url: 'teams/joinTeam', method: 'POST', body: {} }, api, {});
    expect(result.error?.code).toBe('G008');
    expect(appUpdates.get().newVersion).toBe(true);
  });

  it('a page chunk that cannot be fetched opens the dialog: G008 text, support contact, OK refreshes', async () => {
    mockApi({ 'GET /api/main/version': version('18.1.17') });
    const refresh = jest.spyOn(appUpdates, 'refresh').mockResolvedValue();
    const Broken = lazyPage(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/RosterPage-abc.js')),
    );
    const { user } = renderWithProviders(
      <>
        <Broken />
        <AppUpdates versionCheckAfterMs={0} />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New version available' });
    expect(dialog).toHaveTextContent('A new version of the app is available. Press OK to refresh.');
    expect(screen.getByRole('link', { name: 'support@chalktalk.app' })).toHaveAttribute(
      'href',
      'mailto:support@chalktalk.app',
    );
    // The dialog replaces the toast; it asks only once.
    expect(screen.queryByText(NEW_VERSION_TEXT)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(refresh).toHaveBeenCalled();
    refresh.mockRestore();
  });

  it('tells a chunk that failed to load from other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
