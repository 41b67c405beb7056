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

  it.each([
    ['never reached the server', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['was cut off mid-reply', () => Promise.resolve({ status: 200, text: '{"basicDet' })],
  ])('keeps the session and offers a retry when the profile call %s', async (_case, failure) => {
    const session = makeSession();
    let online = false;
    const server = mockApi({
      'GET /api/account/getProfile': () => (online ? { body: makeProfile(session.user) } : failure()),
      'GET /api/teams/retrieveTeams': { body: teamsResponse() },
    });
    const { store, user } = renderApp('/feed', { preloadedState: signedInState(session) });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 });
    expect(server.calls('POST /api/account/logout')).toHaveLength(0);
    expect(store.getState().auth.status).toBe('signedIn');

    online = true;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Welcome, Casey' })).toBeInTheDocument();
  });
});
