import { screen, waitFor, within } from '@testing-library/react';
import { errorReply, mockApi } from '../../test/fetch-mock';
import { makeProfile, makeSession, signedInState, teamsResponse } from '../../test/factories';
import { renderApp } from '../../test/render';
import type { Profile } from './profile.types';

function setup(route: string, handlers: Parameters<typeof mockApi>[0] = {}, verified = false) {
  const session = makeSession();
  const profile: Profile = makeProfile(session.user, { basicDetails: { emailVerified: verified } });
  const server = mockApi({
    'GET /api/account/getProfile': () => ({ body: profile }),
    'GET /api/teams/retrieveTeams': { body: teamsResponse() },
    ...handlers,
  });
  const view = renderApp(route, { preloadedState: signedInState(session) });
  return { ...view, server, session, profile };
}

describe('profile account pages', () => {
  it('opens /profile/account on the basic details tab, keeping t=', async () => {
    const { location } = setup('/profile/account?t=team-1');
    await waitFor(() => expect(location()).toBe('/profile/account/basic?t=team-1'));
    expect(await screen.findByRole('link', { name: 'Password' })).toHaveAttribute(
      'href',
      '/profile/account/password?t=team-1',
    );
  });

  it('changes the name with the signup messages, and the header follows the new session', async () => {
    const { user, server, session } = setup('/profile/account/basic', {
      'POST /api/account/updateName': ({ body }) => ({
        body: makeSession({ user: { ...session.user, ...(body as object) } }),
      }),
    });
    const form = await screen.findByRole('form', { name: 'Name' });
    await user.clear(within(form).getByLabelText('First name'));
    await user.clear(within(form).getByLabelText('Last name'));
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(within(form).getByText('First name is required')).toBeInTheDocument();
    expect(within(form).getByText('Last name is required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('First name'), ' Jordan ');
    await user.type(within(form).getByLabelText('Last name'), 'Lee');
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(await within(form).findByText('Your name has been updated.')).toBeInTheDocument();
    expect(server.calls('POST /api/account/updateName')[0].body).toEqual({
      firstName: 'Jordan',
      lastName: 'Lee',
    });
    expect(screen.getByRole('button', { name: 'JL Account menu' })).toHaveTextContent('JL');
  });

  it('shows the email as not verified and resends the verification mail', async () => {
    const { user, server } = setup('/profile/account/basic', {
      'POST /api/account/sendEmailVerification': { body: {} },
    });
    const form = await screen.findByRole('form', { name: 'Email' });
    expect(within(form).getByText('Not verified')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Resend verification' }));
    expect(
      await within(form).findByText('A verification link has been sent to your email address.'),
    ).toBeInTheDocument();
    expect(server.calls('POST /api/account/sendEmailVerification')).toHaveLength(1);
  });

  it('shows a verified email without a resend button', async () => {
    setup('/profile/account/basic', {}, true);
    const form = await screen.findByRole('form', { name: 'Email' });
    expect(within(form).getByText('Verified')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Resend verification' })).not.toBeInTheDocument();
  });

  it('validates and changes the email (trimmed)', async () => {
    const { user, server, session } = setup('/profile/account/basic', {
      'POST /api/account/changeEmail': ({ body }) => ({
        body: makeSession({ user: { ...session.user, email: (body as { newEmail: string }).newEmail } }),
      }),
    });
    const form = await screen.findByRole('form', { name: 'Email' });
    const submit = within(form).getByRole('button', { name: 'Change email' });
    await user.click(submit);
    expect(within(form).getByText('Email is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('New email'), 'not-an-email');
    await user.click(submit);
    expect(within(form).getByText('Please enter a valid email address.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('New email'));
    await user.type(within(form).getByLabelText('New email'), session.user.email.toUpperCase());
    await user.click(submit);
    expect(within(form).getByText('This is already your email address.')).toBeInTheDocument();
    expect(server.calls('POST /api/account/changeEmail')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('New email'));
    await user.type(within(form).getByLabelText('New email'), '  new@example.com ');
    await user.click(submit);
    expect(await within(form).findByText('Your email address has been updated.')).toBeInTheDocument();
    expect(server.calls('POST /api/account/changeEmail')[0].body).toEqual({ newEmail: 'new@example.com' });
  });

  it("changes the password with 'Passwords do not match' and 'Your password has been updated'", async () => {
    const { user, server, session, store } = setup('/profile/account/password', {
      'POST /api/account/changePassword': () => ({
        body: makeSession({ user: session.user, accessToken: 'after-change' }),
      }),
    });
    const form = await screen.findByRole('form', { name: 'Password' });
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('Password is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('New password'), 'one-secret');
    await user.type(within(form).getByLabelText('Confirm new password'), 'two-secret');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('Passwords do not match')).toBeInTheDocument();
    expect(server.calls('POST /api/account/changePassword')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), 'one-secret');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your password has been updated')).toBeInTheDocument();
    // The answer's session replaces the one the password change ended.
    expect(store.getState().auth.accessToken).toBe('after-change');
  });

  it('deletes the account only after confirmation and re-authentication, then goes to /login', async () => {
    const { user, server, store, location } = setup('/profile/account/delete', {
      'POST /api/account/reauthenticate': ({ body }) =>
        (body as { password: string }).password === 'right'
          ? { body: makeSession() }
          : errorReply(401, 'A006', 'The password is incorrect.'),
      'POST /api/account/deleteAccount': { body: {} },
      'POST /api/account/logout': { body: { success: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const form = screen.getByRole('form', { name: 'Delete account' });
    expect(within(form).getByText(/Are you sure you want to delete your account\?/)).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(within(form).getByText('Password is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Password'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(await within(form).findByText('The password is incorrect.')).toBeInTheDocument();
    expect(server.calls('POST /api/account/deleteAccount')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Password'));
    await user.type(within(form).getByLabelText('Password'), 'right');
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(store.getState().auth.status).toBe('signedOut');
    expect(server.calls('POST /api/account/deleteAccount')).toHaveLength(1);
    expect(screen.getByText('Your account has been deleted.')).toBeInTheDocument();
  });
});
