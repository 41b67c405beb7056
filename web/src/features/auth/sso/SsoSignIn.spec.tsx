import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../../test/fetch-mock';
import { makeProfile, makeSession, signedOutState } from '../../../test/factories';
import { renderApp } from '../../../test/render';
import { beginSsoSignIn, finishSsoSignIn } from './keycloak-sign-in';

jest.mock('./keycloak-sign-in', () => ({
  beginSsoSignIn: jest.fn(async () => undefined),
  finishSsoSignIn: jest.fn(async () => 'realm-access-token'),
}));

const club = {
  id: 'demo-club',
  name: 'Demo Club',
  issuer: 'http://127.0.0.1:8180/realms/demo-club',
  clientId: 'chalktalk-web',
};

describe('sign in with a club (single sign-on)', () => {
  beforeEach(() => jest.clearAllMocks());

  it('offers nothing when no club realm is configured', async () => {
    const server = mockApi({ 'GET /api/account/ssoIssuers': { body: { issuers: [] } } });
    renderApp('/login', { preloadedState: signedOutState() });
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET /api/account/ssoIssuers')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it('leaves for the club realm from "Sign in with <club>"', async () => {
    mockApi({ 'GET /api/account/ssoIssuers': { body: { issuers: [club] } } });
    const { user } = renderApp('/login', { preloadedState: signedOutState() });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Demo Club' }));
    expect(beginSsoSignIn).toHaveBeenCalledWith(club);
  });

  it('back from the realm, trades its token for a session and opens the app', async () => {
    const session = makeSession();
    const server = mockApi({
      'GET /api/account/ssoIssuers': { body: { issuers: [club] } },
      'POST /api/account/ssoSession': { body: session },
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': { body: { owned: [], joined: [], programs: [], pendingJoin: [] } },
    });
    const { location } = renderApp('/login?sso=demo-club', { preloadedState: signedOutState() });
    await waitFor(() => expect(location()).toBe('/feed'));
    expect(finishSsoSignIn).toHaveBeenCalledTimes(1);
    expect(server.calls('POST /api/account/ssoSession')[0]!.body).toEqual({
      token: 'realm-access-token',
      edition: 'hoops',
    });
  });

  it('says so when the realm sign-in did not finish, and offers the button again', async () => {
    jest.mocked(finishSsoSignIn).mockResolvedValueOnce(undefined);
    mockApi({ 'GET /api/account/ssoIssuers': { body: { issuers: [club] } } });
    renderApp('/login?sso=demo-club', { preloadedState: signedOutState() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signing in with Demo Club did not finish. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Sign in with Demo Club' })).toBeEnabled();
  });
});
