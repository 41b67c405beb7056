import { screen, waitFor } from '@testing-library/react';
import { errorReply, mockApi } from '../../test/fetch-mock';
import { makeProfile, makeSession, signedInState, teamsResponse } from '../../test/factories';
import { renderApp } from '../../test/render';

describe('profile gate', () => {
  afterEach(() => sessionStorage.clear());

  it('shows nothing while the profile loads, then the page', async () => {
    const session = makeSession();
    const pending: { answer?: (reply: { body: unknown }) => void } = {};
    mockApi({
      'GET /api/account/getProfile': () =>
        new Promise((resolve) => {
          pending.answer = resolve;
        }),
      'GET /api/teams/retrieveTeams': { body: teamsResponse() },
    });
    const { container } = renderApp('/feed', { preloadedState: signedInState(session) });
    await waitFor(() => expect(pending.answer).toBeDefined());
    expect(container).toBeEmptyDOMElement();
    pending.answer?.({ body: makeProfile(session.user) });
    expect(await screen.findByRole('heading', { name: 'Welcome, Casey' })).toBeInTheDocument();
  });

  it('logs the user out when the profile cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = mockApi({
      'GET /api/account/getProfile': errorReply(404, 'G004', 'The requested item could not be found.'),
      'GET /api/teams/retrieveTeams': { body: teamsResponse() },
      'POST /api/account/logout': { body: { success: true } },
    });
    const { store, location } = renderApp('/feed', { preloadedState: signedInState() });
    await waitFor(() => expect(store.getState().auth.status).toBe('signedOut'));
    expect(server.calls('POST /api/account/logout')).toHaveLength(1);
    await waitFor(() => expect(location()).toBe(`/login?d=${encodeURIComponent('/feed')}`));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
