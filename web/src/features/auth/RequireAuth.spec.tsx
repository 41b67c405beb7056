import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { mockApi } from '../../test/fetch-mock';
import { makeProfile, makeSession, signedInState, signedOutState } from '../../test/factories';
import { renderApp } from '../../test/render';
import { loggedOut, restoreTurnedAway, signedOut } from './authSlice';
import { secondsUntil } from './RestoreWaitNotice';

const noTeams = { body: { owned: [], joined: [], programs: [], pendingJoin: [] } };
const profile = { body: makeProfile() };
/** What a login from the form calls. */
const loginCalls = () => ({
  'POST /api/account/login': { body: makeSession() },
  'GET /api/teams/retrieveTeams': noTeams,
  'GET /api/account/getProfile': profile,
});

async function logIn(user: UserEvent) {
  await user.type(await screen.findByLabelText('Email'), 'casey@example.com');
  await user.type(screen.getByLabelText('Password'), 'pw');
  await user.click(await screen.findByRole('button', { name: 'Log In' }));
}

describe('protected page guard', () => {
  afterEach(() => {
    jest.useRealTimers();
    sessionStorage.clear();
  });

  it('renders nothing while the session is being restored', () => {
    mockApi({});
    const { container, location } = renderApp('/schedule?t=team-1');
    expect(container).toBeEmptyDOMElement();
    expect(location()).toBe('/schedule?t=team-1');
  });

  it('says why nothing shows while the restore waits out the request budget, counting down to the next try', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T18:00:00Z') });
    mockApi({});
    const { store } = renderApp('/feed?t=team-1', { fakeTimers: true });
    act(() => void store.dispatch(restoreTurnedAway(Date.now() + 42_000)));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Too many requests from your network just now. Signing you in again in 42 s.',
    );
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in again in 40 s.');
    act(() => void store.dispatch(signedOut()));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(store.getState().auth.restoreRetryAt).toBeNull();
  });

  it('counts whole seconds up and never below zero', () => {
    expect(secondsUntil(10_001, 0)).toBe(11);
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(0, 5_000)).toBe(0);
  });

  it('sends a signed-out visitor to /login after 100 ms with the deep link, and back there after login', async () => {
    jest.useFakeTimers();
    mockApi(loginCalls());
    const { store, location, user } = renderApp('/playbook?t=team-1', { fakeTimers: true });
    act(() => {
      store.dispatch(signedOut());
    });

    act(() => jest.advanceTimersByTime(99));
    expect(location()).toBe('/playbook?t=team-1');
    act(() => jest.advanceTimersByTime(1));
    expect(location()).toBe(`/login?d=${encodeURIComponent('/playbook?t=team-1')}`);
    expect(sessionStorage.getItem('chalktalk.deepLink')).toBe('/playbook?t=team-1');

    await logIn(user);
    await waitFor(() => expect(location()).toBe('/playbook?t=team-1'));
    expect(await screen.findByRole('heading', { name: 'Playbook' })).toBeInTheDocument();
  });

  it('sends the page the user logged out on to /login at once, without keeping it as the deep link', async () => {
    jest.useFakeTimers();
    mockApi(loginCalls());
    const { store, location, user } = renderApp('/playbook?t=team-1', { fakeTimers: true });
    act(() => {
      store.dispatch(loggedOut('/playbook?t=team-1'));
    });
    expect(location()).toBe('/login');
    // However late the rest of the log out runs, nothing is stored as the deep link.
    act(() => jest.advanceTimersByTime(500));
    expect(sessionStorage.getItem('chalktalk.deepLink')).toBeNull();

    await logIn(user);
    await waitFor(() => expect(location()).toBe('/feed'));
  });

  it('Log Out in the menu ends on /login with no deep link kept', async () => {
    const session = makeSession();
    mockApi({
      'POST /api/account/logout': { body: {} },
      'GET /api/teams/retrieveTeams': noTeams,
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
    });
    const { location, user } = renderApp('/profile', { preloadedState: signedInState(session) });
    await user.click(await screen.findByRole('button', { name: /Account menu$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(location()).toBe('/login'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(location()).toBe('/login');
    expect(sessionStorage.getItem('chalktalk.deepLink')).toBeNull();
  });

  it('keeps the deep link of any other page visited signed out after a log out', () => {
    jest.useFakeTimers();
    mockApi({});
    const { store, location } = renderApp('/schedule?t=team-1', { fakeTimers: true });
    act(() => {
      store.dispatch(loggedOut('/playbook?t=team-1'));
    });
    act(() => jest.advanceTimersByTime(100));
    expect(location()).toBe(`/login?d=${encodeURIComponent('/schedule?t=team-1')}`);
    expect(sessionStorage.getItem('chalktalk.deepLink')).toBe('/schedule?t=team-1');
  });

  it('goes to /feed after login when there is no deep link', async () => {
    mockApi(loginCalls());
    const { location, user } = renderApp('/login', { preloadedState: signedOutState() });
    await logIn(user);
    await waitFor(() => expect(location()).toBe('/feed'));
  });

  it('ignores a deep link that leaves the site', async () => {
    mockApi(loginCalls());
    const { location, user } = renderApp(`/login?d=${encodeURIComponent('//evil.example')}`, {
      preloadedState: signedOutState(),
    });
    await logIn(user);
    await waitFor(() => expect(location()).toBe('/feed'));
  });

  it('redirects unknown multi-segment routes to /feed', async () => {
    mockApi({ 'GET /api/teams/retrieveTeams': noTeams, 'GET /api/account/getProfile': profile });
    const { location } = renderApp('/no/such/page', { preloadedState: signedInState() });
    await waitFor(() => expect(location()).toBe('/feed'));
  });
});
