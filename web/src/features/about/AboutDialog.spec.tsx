import { fireEvent, screen, waitFor } from '@testing-library/react';
import { errorReply, mockApi } from '../../test/fetch-mock';
import { signedInState } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { AboutShortcut as AboutDialog } from './AboutShortcut';

const server = () =>
  mockApi({
    'GET /api/main/version': { body: { version: '18.1.17', deployedDate: '2026-11-25T10:00:00.000Z' } },
    'POST /api/main/forceError': ({ body }) =>
      (body as { test: string }).test === 'G008'
        ? errorReply(426, 'G008', 'A new version of the app is available. Press OK to refresh.')
        : errorReply(500, 'G999', 'Something went wrong.'),
  });

describe('hidden about dialog', () => {
  it('opens with Ctrl+V and shows the version and the server version', async () => {
    server();
    renderWithProviders(<AboutDialog />, { preloadedState: signedInState() });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'v', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'About Chalktalk Hoops' });
    expect(dialog).toHaveTextContent('Version 18.1.17');
    expect(await screen.findByText(/Server 18\.1\.17, deployed/)).toBeInTheDocument();
  });

  it('leaves Ctrl+V to text fields (it pastes there)', () => {
    server();
    renderWithProviders(
      <>
        <input aria-label="Name" />
        <AboutDialog />
      </>,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'v', ctrlKey: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ten taps on the version reveal the error tests, which call main/forceError and show the answer', async () => {
    const api = server();
    const { user } = renderWithProviders(<AboutDialog />, { preloadedState: signedInState() });
    fireEvent.keyDown(window, { key: 'v', ctrlKey: true });
    const version = await screen.findByRole('button', { name: 'Version 18.1.17' });
    for (let tap = 1; tap < 10; tap += 1) await user.click(version);
    expect(screen.queryByRole('button', { name: 'Server error' })).not.toBeInTheDocument();
    await user.click(version);
    await user.click(screen.getByRole('button', { name: 'Server error' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('G999: Something went wrong.');
    expect(api.calls('POST /api/main/forceError')[0]!.body).toEqual({ test: 'unexpected' });
    await user.click(screen.getByRole('button', { name: 'Outdated version' }));
    await waitFor(() => expect(api.calls('POST /api/main/forceError')[1]!.body).toEqual({ test: 'G008' }));
  });
});
