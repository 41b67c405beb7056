import { screen, waitFor } from '@testing-library/react';
import { errorReply, fieldRefusal, mockApi } from '../../test/fetch-mock';
import { makeProfile, makeSession, signedInState, signedOutState, teamsResponse } from '../../test/factories';
import { renderApp } from '../../test/render';

const badCode = errorReply(400, 'A010', 'This link is invalid or expired.');
const link = (query: string) => `/email-action?${query}&apiKey=key-1`;

describe('/email-action', () => {
  it.each([
    ['no mode', 'oobCode=abc'],
    ['no code', 'mode=verifyEmail'],
    ['an unknown mode', 'mode=recoverEmail&oobCode=abc'],
  ])("says 'This link is invalid or expired.' for %s without calling the server", async (_case, query) => {
    const server = mockApi({});
    renderApp(link(query), { preloadedState: signedOutState() });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or expired.');
    expect(server.seen).toHaveLength(0);
  });

  it("verifies the email once and says 'Your email has been verified.'", async () => {
    const server = mockApi({ 'POST /api/account/applyActionCode': { body: {} } });
    renderApp(link('mode=verifyEmail&oobCode=code-1'), { preloadedState: signedOutState() });
    expect(await screen.findByText('Your email has been verified.')).toBeInTheDocument();
    expect(server.calls('POST /api/account/applyActionCode')).toEqual([
      expect.objectContaining({ body: { oobCode: 'code-1' } }),
    ]);
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/login');
  });

  it('continues to a continueUrl on this site and ignores one elsewhere', async () => {
    mockApi({ 'POST /api/account/applyActionCode': { body: {} } });
    const here = encodeURIComponent(`${window.location.origin}/profile/account/basic`);
    const { unmount } = renderApp(link(`mode=verifyEmail&oobCode=c&continueUrl=${here}`), {
      preloadedState: signedOutState(),
    });
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/profile/account/basic',
    );
    unmount();

    mockApi({ 'POST /api/account/applyActionCode': { body: {} } });
    renderApp(link(`mode=verifyEmail&oobCode=c&continueUrl=${encodeURIComponent('https://evil.example/')}`), {
      preloadedState: signedOutState(),
    });
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/login');
  });

  it('says the link is invalid when the verify code is bad', async () => {
    mockApi({ 'POST /api/account/applyActionCode': badCode });
    renderApp(link('mode=verifyEmail&oobCode=used'), { preloadedState: signedOutState() });
    expect(await screen.findByText('This link is invalid or expired.')).toBeInTheDocument();
  });

  it('says the link is invalid when a reset code is bad or made for another action', async () => {
    mockApi({ 'POST /api/account/checkActionCode': badCode });
    const { unmount } = renderApp(link('mode=resetPassword&oobCode=old'), {
      preloadedState: signedOutState(),
    });
    expect(await screen.findByText('This link is invalid or expired.')).toBeInTheDocument();
    unmount();

    mockApi({ 'POST /api/account/checkActionCode': { body: { mode: 'verifyEmail', email: 'a@b.co' } } });
    renderApp(link('mode=resetPassword&oobCode=other'), { preloadedState: signedOutState() });
    expect(await screen.findByText('This link is invalid or expired.')).toBeInTheDocument();
  });

  it("resets the password: 'Passwords do not match', then 'Your password has been updated' and a way to log in", async () => {
    const server = mockApi({
      'POST /api/account/checkActionCode': { body: { mode: 'resetPassword', email: 'casey@example.com' } },
      'POST /api/account/confirmPasswordReset': { body: {} },
    });
    const { user } = renderApp(link('mode=resetPassword&oobCode=reset-1'), {
      preloadedState: signedOutState(),
    });
    expect(await screen.findByText(/casey@example\.com/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'brand-new');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-neW');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(server.calls('POST /api/account/confirmPasswordReset')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Your password has been updated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(server.calls('POST /api/account/confirmPasswordReset')[0].body).toEqual({
      oobCode: 'reset-1',
      newPassword: 'brand-new',
    });
  });

  it("shows the server's refusal of the new password under New password, not above the button", async () => {
    const message = 'Use at least 8 characters';
    mockApi({
      'POST /api/account/checkActionCode': { body: { mode: 'resetPassword', email: 'casey@example.com' } },
      'POST /api/account/confirmPasswordReset': fieldRefusal('newPassword', message),
    });
    const { user } = renderApp(link('mode=resetPassword&oobCode=reset-1'), {
      preloadedState: signedOutState(),
    });
    const password = await screen.findByLabelText('New password');
    await user.type(password, 'brand-new');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a code that expired while the form was open as an invalid link', async () => {
    mockApi({
      'POST /api/account/checkActionCode': { body: { mode: 'resetPassword', email: 'casey@example.com' } },
      'POST /api/account/confirmPasswordReset': badCode,
    });
    const { user } = renderApp(link('mode=resetPassword&oobCode=r'), { preloadedState: signedOutState() });
    await user.type(await screen.findByLabelText('New password'), 'pw');
    await user.type(screen.getByLabelText('Confirm new password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('This link is invalid or expired.')).toBeInTheDocument();
  });

  it('signs this browser out after resetting the signed-in account (the reset ended its sessions)', async () => {
    const session = makeSession();
    mockApi({
      'POST /api/account/checkActionCode': { body: { mode: 'resetPassword', email: session.user.email } },
      'POST /api/account/confirmPasswordReset': { body: {} },
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': { body: teamsResponse() },
    });
    const { user, store } = renderApp(link('mode=resetPassword&oobCode=r'), {
      preloadedState: signedInState(session),
    });
    await user.type(await screen.findByLabelText('New password'), 'pw');
    await user.type(screen.getByLabelText('Confirm new password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(store.getState().auth.status).toBe('signedOut'));
  });
});
