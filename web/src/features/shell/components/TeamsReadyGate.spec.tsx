import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../../test/fetch-mock';
import {
  makeProfile,
  makeProgram,
  makeSession,
  makeTeam,
  signedInState,
  teamsResponse,
} from '../../../test/factories';
import { renderApp } from '../../../test/render';
import { teamsApi } from '../../teams/teamsApi';

describe('TeamsReadyGate', () => {
  it('renders the chrome only once the teams are in, with the login-time team already in t=', async () => {
    const session = makeSession();
    const program = makeProgram();
    const team = makeTeam(program, { ownerId: session.user.id });
    let answerTeams: () => void = () => undefined;
    const api = mockApi({
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': () =>
        new Promise((resolve) => {
          answerTeams = () => resolve({ body: teamsResponse({ owned: [team], programs: [program] }) });
        }),
    });
    const { location } = renderApp('/playbook?f=x', { preloadedState: signedInState(session) });
    await waitFor(() => expect(api.calls('GET /api/teams/retrieveTeams')).toHaveLength(1));
    await waitFor(() => expect(api.calls('GET /api/account/getProfile')).toHaveLength(1));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    answerTeams();
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(location()).toBe(`/playbook?f=x&t=${team.id}`);
  });

  it('renders the chrome when the teams cannot be had, as before', async () => {
    const session = makeSession();
    mockApi({ 'GET /api/account/getProfile': { body: makeProfile(session.user) } });
    const { location } = renderApp('/feed', { preloadedState: signedInState(session) });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(location()).toBe('/feed');
  });

  it('keeps the page mounted when a later teams answer brings the first team (a join)', async () => {
    const session = makeSession();
    const program = makeProgram();
    const team = makeTeam(program, { ownerId: 'coach' });
    let teams = teamsResponse();
    mockApi({
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': () => ({ body: teams }),
    });
    const { store, location } = renderApp('/playbook', { preloadedState: signedInState(session) });
    const banner = await screen.findByRole('banner');
    teams = teamsResponse({ joined: [team], programs: [program] });
    await store.dispatch(teamsApi.endpoints.retrieveTeams.initiate(undefined, { forceRefetch: true }));
    // useDefaultActiveTeam puts the new team into t= without remounting the chrome and its page.
    await waitFor(() => expect(location()).toBe(`/playbook?t=${team.id}`));
    expect(screen.getByRole('banner')).toBe(banner);
  });
});
