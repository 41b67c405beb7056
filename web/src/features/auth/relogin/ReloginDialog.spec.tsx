import { screen, waitFor, within } from '@testing-library/react';
import { errorReply, mockApi } from '../../../test/fetch-mock';
import { makeProfile, makeSession, signedInState, teamsResponse } from '../../../test/factories';
import { renderApp } from '../../../test/render';

const recentLoginRequired = errorReply(401, 'A009', 'For your security, please log in again to continue.');
const tokenRejected = errorReply(401, 'G003', 'You do not have permissions to access this.');

function signedInServer(session = makeSession(), handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/account/getProfile': { body: makeProfile(session.user) },
    'GET /api/teams/retrieveTeams': { body: teamsResponse() },
    ...handlers,
  });
}

async function changePassword(user: ReturnType<typeof renderApp>['user'], password: string) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), password);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('re-login dialog', () => {
  it('opens on A009, shows errors under the password field, re-authenticates and retries the change', async () => {
    const session = makeSession({ accessToken: 'stale-login' });
    const fresh = makeSession({ user: session.user, accessToken: 'fresh-login' });
    const server = signedInServer(session, {
      'POST /api/account/changePassword': ({ headers }) =>
        headers.get('authorization') === 'Bearer fresh-login' ? { body: fresh } : recentLoginRequired,
      'POST /api/account/reauthenticate': ({ body }) =>
        (body as { password: string }).password === 'right-one'
          ? { body: fresh }
          : errorReply(401, 'A006', 'The password is incorrect.'),
    });
    const { user, store } = renderApp('/profile/account/password', {
      preloadedState: signedInState(session),
    });

    await changePassword(user, 'new-secret');
    const dialog = await screen.findByRole('dialog', { name: 'Please log in again:' });
    expect(within(dialog).getByText(session.user.email)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    const field = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(field).toHaveAccessibleDescription('The password is incorrect.'));

    await user.clear(field);
    await user.type(field, 'right-one');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Your password has been updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const attempts = server.calls('POST /api/account/changePassword');
    expect(attempts).toHaveLength(2);
    expect(attempts[1].body).toEqual({ newPassword: 'new-secret' });
    expect(store.getState().auth.accessToken).toBe('fresh-login');
  });

  it('offers a password reset from the dialog', async () => {
    const session = makeSession();
    const server = signedInServer(session, {
      'POST /api/account/changePassword': recentLoginRequired,
      'POST /api/account/sendPasswordReset': { body: {} },
    });
    const { user } = renderApp('/profile/account/password', { preloadedState: signedInState(session) });
    await changePassword(user, 'new-secret');
    const dialog = await screen.findByRole('dialog', { name: 'Please log in again:' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(
      await within(dialog).findByText('A password reset link has been sent to your email address.'),
    ).toBeInTheDocument();
    expect(server.calls('POST /api/account/sendPasswordReset')[0].body).toEqual({
      email: session.user.email,
      edition: 'hoops',
    });
  });

  it('gives the A009 answer back to the form when the user cancels, and stays signed in', async () => {
    const session = makeSession();
    signedInServer(session, { 'POST /api/account/changePassword': recentLoginRequired });
    const { user, store } = renderApp('/profile/account/password', {
      preloadedState: signedInState(session),
    });
    await changePassword(user, 'new-secret');
    const dialog = await screen.findByRole('dialog', { name: 'Please log in again:' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'For your security, please log in again to continue.',
    );
    expect(store.getState().auth.status).toBe('signedIn');
  });

  it('logs in again when the session has expired (refresh refused), then retries the call', async () => {
    const session = makeSession({ accessToken: 'expired' });
    const fresh = makeSession({ user: session.user, accessToken: 'after-login' });
    const server = signedInServer(session, {
      'POST /api/account/updateName': ({ headers }) =>
        headers.get('authorization') === 'Bearer after-login' ? { body: fresh } : tokenRejected,
      'POST /api/account/refresh': errorReply(
        401,
        'A009',
        'For your security, please log in again to continue.',
      ),
      'POST /api/account/login': { body: fresh },
    });
    const { user } = renderApp('/profile/account/basic', { preloadedState: signedInState(session) });

    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Jordan');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    const dialog = await screen.findByRole('dialog', { name: 'Please log in again:' });
    await user.type(within(dialog).getByLabelText('Password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Your name has been updated.')).toBeInTheDocument();
    expect(server.calls('POST /api/account/login')[0].body).toEqual({
      email: session.user.email,
      password: 'secret',
    });
    expect(server.calls('POST /api/account/refresh')).toHaveLength(1);
    expect(server.calls('POST /api/account/updateName')).toHaveLength(2);
  });

  it('signs out and goes to /login with the deep link when the user gives up on an expired session', async () => {
    const session = makeSession();
    signedInServer(session, {
      'POST /api/account/updateName': tokenRejected,
      'POST /api/account/refresh': errorReply(
        401,
        'A009',
        'For your security, please log in again to continue.',
      ),
    });
    const { user, store, location } = renderApp('/profile/account/basic?t=team-1', {
      preloadedState: signedInState(session),
    });
    await user.click(await screen.findByRole('button', { name: 'Save name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please log in again:' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(store.getState().auth.status).toBe('signedOut');
    await waitFor(() =>
      expect(location()).toBe(`/login?d=${encodeURIComponent('/profile/account/basic?t=team-1')}`),
    );
  });
});
