import { screen } from '@testing-library/react';
import { mockApi } from '../../test/fetch-mock';
import {
  makeProfile,
  makeProgram,
  makeSession,
  makeTeam,
  signedInState,
  teamsResponse,
} from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { FeedPage } from './FeedPage';

const session = makeSession();
const NOT_ON_A_TEAM = /You are not on a team yet/;

describe('FeedPage before the active team is known', () => {
  it('shows the feed loader, not "not on a team", while the teams are on their way or t= is not set yet', async () => {
    const program = makeProgram();
    const team = makeTeam(program, { ownerId: session.user.id });
    let answerTeams: () => void = () => undefined;
    mockApi({
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': () =>
        new Promise((resolve) => {
          answerTeams = () => resolve({ body: teamsResponse({ owned: [team], programs: [program] }) });
        }),
    });
    renderWithProviders(<FeedPage />, { route: '/feed', preloadedState: signedInState(session) });
    expect(await screen.findByLabelText('Loading the feed')).toBeInTheDocument();
    expect(screen.queryByText(NOT_ON_A_TEAM)).not.toBeInTheDocument();

    // The teams are in, but nothing put the login-time team into t= here (the shell does): still loading.
    answerTeams();
    await screen.findByLabelText('Loading the feed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(NOT_ON_A_TEAM)).not.toBeInTheDocument();
  });

  it('says "not on a team yet" once the teams answer none', async () => {
    mockApi({
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': { body: teamsResponse() },
    });
    renderWithProviders(<FeedPage />, { route: '/feed', preloadedState: signedInState(session) });
    expect(await screen.findByText(NOT_ON_A_TEAM)).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading the feed')).not.toBeInTheDocument();
  });
});
