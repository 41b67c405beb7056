import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../test/fetch-mock';
import {
  makeProfile,
  makeProgram,
  makeSession,
  makeTeam,
  signedInState,
  teamsResponse,
} from '../../test/factories';
import { renderApp } from '../../test/render';
import type { RosterPerson } from './roster.types';
import { PLAYER_NOT_FOUND } from './PlayerOverviewPage';

const ava: RosterPerson = {
  id: 'r1',
  jersey: '00',
  position: 'face-off',
  firstName: 'Ava',
  lastName: 'Lee',
  email: 'ava@example.com',
  joinedAt: null,
  uid: 'u-ava',
  playerId: null,
  overallRating: null,
  contacts: [
    {
      id: 'c1',
      jersey: null,
      position: null,
      firstName: 'Mia',
      lastName: 'Lee',
      email: 'mia@example.com',
      joinedAt: null,
      uid: null,
      playerId: 'r1',
      overallRating: null,
      contacts: [],
    },
  ],
};

function setup(role: 'COACH' | 'PLAYER', playerId: string) {
  const session = makeSession();
  const program = makeProgram({ paid: true });
  const team = makeTeam(program, {
    paid: true,
    plan: 'CLUB_COMPLETE',
    sport: 'LACROSSE_MENS',
    members: { [session.user.id]: { role } },
    flags: { PLAYERS_CAN_VIEW_TEAM_ROSTER: true },
  });
  const server = mockApi({
    'GET /api/account/getProfile': { body: makeProfile(session.user) },
    'GET /api/teams/retrieveTeams': { body: teamsResponse({ joined: [team], programs: [program] }) },
    'GET /api/teams/getRoster': { body: { roster: [ava] } },
    'POST /api/teams/addRosterContact': ({ body }) => ({
      body: { contact: (body as { contact: unknown }).contact },
    }),
  });
  const view = renderApp(`/team/player/overview?p=${playerId}&t=${team.id}`, {
    preloadedState: signedInState(session),
  });
  return { ...view, server, team };
}

describe('PlayerOverviewPage', () => {
  it('shows the player, position label and contacts; editors see email and can add a contact', async () => {
    const { user, server, team } = setup('COACH', 'r1');
    expect(await screen.findByRole('heading', { name: '#00 Ava Lee' })).toBeInTheDocument();
    expect(screen.getByText('Face-Off')).toBeInTheDocument();
    expect(screen.getByText('ava@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Mia Lee/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add contact' });
    await user.type(within(form).getByLabelText('Contact first name'), 'Sam');
    await user.type(within(form).getByLabelText('Contact last name'), 'Lee');
    await user.click(within(form).getByRole('button', { name: 'Add Contact' }));
    await waitFor(() =>
      expect(server.calls('POST /api/teams/addRosterContact')[0]?.body).toEqual({
        teamId: team.id,
        playerId: 'r1',
        contact: { firstName: 'Sam', lastName: 'Lee', email: '' },
      }),
    );
  });

  it('shows players no email and no editing', async () => {
    setup('PLAYER', 'r1');
    expect(await screen.findByRole('heading', { name: '#00 Ava Lee' })).toBeInTheDocument();
    expect(screen.queryByText('ava@example.com')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Player' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add contact' })).not.toBeInTheDocument();
  });

  it('says so when p= names nobody on the roster', async () => {
    setup('COACH', 'gone');
    expect(await screen.findByRole('alert')).toHaveTextContent(PLAYER_NOT_FOUND);
  });
});
