import { screen, waitFor } from '@testing-library/react';
import { errorReply, mockApi } from '../../test/fetch-mock';
import { makeProfile, makeSession, signedOutState } from '../../test/factories';
import { renderApp } from '../../test/render';

jest.mock('./bot-check/solve-challenge', () => ({
  solveBotChallenge: jest.fn(async () => 'solved-token'),
}));

const challenge = { algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'sig', maxnumber: 10 };

describe('account page', () => {
  it('shows the login messages and trims the email before logging in', async () => {
    const session = makeSession();
    const server = mockApi({
      'POST /api/account/login': { body: session },
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': { body: { owned: [], joined: [], programs: [], pendingJoin: [] } },
    });
    const { user, location } = renderApp('/login', { preloadedState: signedOutState() });

    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(server.calls('POST /api/account/login')).toHaveLength(0);

    await user.type(await screen.findByLabelText('Email'), '  casey@example.com  ');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(location()).toBe('/feed'));
    expect(server.calls('POST /api/account/login')[0].body).toEqual({
      email: 'casey@example.com',
      password: 'pw',
    });
    await waitFor(() => expect(document.title).toBe('Home - Chalktalk Hoops'));
  });

  it('shows a login failure on the form', async () => {
    mockApi({ 'POST /api/account/login': errorReply(401, 'A006', 'The password is incorrect.') });
    const { user } = renderApp('/login', { preloadedState: signedOutState() });
    await user.type(await screen.findByLabelText('Email'), 'casey@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is incorrect.');
  });

  it('answers a bot-check request by solving a challenge and sending the login again', async () => {
    const session = makeSession();
    const botCheckRequest = 'Please confirm that you are not a robot.';
    let logins = 0;
    const server = mockApi({
      'POST /api/account/login': () =>
        ++logins === 1
          ? {
              status: 400,
              body: {
                error: {
                  code: 'G001',
                  message: botCheckRequest,
                  details: [{ path: 'token', message: botCheckRequest, reason: 'required' }],
                  ref: 'ref12345',
                },
              },
            }
          : { body: session },
      'GET /api/account/botChallenge': { body: challenge },
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': { body: { owned: [], joined: [], programs: [], pendingJoin: [] } },
    });
    const { user, location } = renderApp('/login', { preloadedState: signedOutState() });
    await user.type(await screen.findByLabelText('Email'), 'casey@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(location()).toBe('/feed'));
    expect(server.calls('POST /api/account/login').map((call) => call.body)).toEqual([
      { email: 'casey@example.com', password: 'pw' },
      { email: 'casey@example.com', password: 'pw', token: 'solved-token' },
    ]);
    expect(server.calls('GET /api/account/botChallenge')).toHaveLength(1);
  });

  it('shows the bot check failure when the solved token is refused too', async () => {
    mockApi({
      'POST /api/account/login': (request) =>
        (request.body as { token?: string }).token
          ? errorReply(400, 'G001', 'The bot check failed. Please try again.')
          : {
              status: 400,
              body: {
                error: {
                  code: 'G001',
                  message: 'Please confirm that you are not a robot.',
                  details: [
                    {
                      path: 'token',
                      message: 'Please confirm that you are not a robot.',
                      reason: 'required',
                    },
                  ],
                  ref: 'ref12345',
                },
              },
            },
      'GET /api/account/botChallenge': { body: challenge },
    });
    const { user } = renderApp('/login', { preloadedState: signedOutState() });
    await user.type(await screen.findByLabelText('Email'), 'casey@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The bot check failed. Please try again.');
  });

  it('validates signup, then sends the bot-check token and logs in', async () => {
    const session = makeSession();
    const server = mockApi({
      'GET /api/account/botChallenge': { body: challenge },
      'POST /api/account/createAccount': { body: session },
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': { body: { owned: [], joined: [], programs: [], pendingJoin: [] } },
    });
    const { user, location } = renderApp('/signup', { preloadedState: signedOutState() });

    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'You must accept the Terms of Service',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }

    await user.type(screen.getByLabelText('First name'), 'Casey');
    await user.type(screen.getByLabelText('Last name'), 'Coach');
    await user.type(await screen.findByLabelText('Email'), ' casey@example.com ');
    await user.type(screen.getByLabelText('Password'), 'pw-123456');
    await user.type(screen.getByLabelText('Confirm password'), 'pw-12345');
    await user.click(screen.getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Confirm password'), '6');
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(location()).toBe('/feed'));
    expect(server.calls('POST /api/account/createAccount')[0].body).toEqual({
      email: 'casey@example.com',
      password: 'pw-123456',
      firstName: 'Casey',
      lastName: 'Coach',
      token: 'solved-token',
      edition: 'hoops',
    });
  });

  it("shows the loading error naming 'No grecaptcha' when the bot check cannot load", async () => {
    mockApi({ 'GET /api/account/botChallenge': errorReply(503, 'G006', 'unavailable') });
    renderApp('/signup', { preloadedState: signedOutState() });
    expect(await screen.findByRole('alert')).toHaveTextContent('No grecaptcha');
  });

  it('sends a password reset link', async () => {
    const server = mockApi({ 'POST /api/account/sendPasswordReset': { status: 200, body: {} } });
    const { user } = renderApp('/forgot-password', { preloadedState: signedOutState() });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter an email address')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Email'), ' casey@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('A password reset link has been sent to your email address.'),
    ).toBeInTheDocument();
    expect(server.calls('POST /api/account/sendPasswordReset')[0].body).toEqual({
      email: 'casey@example.com',
      edition: 'hoops',
    });
  });
});
