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
    'POST /api/teams/updateRosterPlayer': ({ body }) => ({
      body: { player: { ...ava, ...(body as { player: object }).player } },
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

  it('lets an editor update the player (updateRosterPlayer) with the jersey rule', async () => {
    const { user, server, team } = setup('COACH', 'r1');
    await user.click(await screen.findByRole('button', { name: 'Edit Player' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Player' });
    const jersey = within(dialog).getByLabelText('Jersey');
    await user.clear(jersey);
    await user.type(jersey, '1a');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Jersey must be a number of up to 3 digits')).toBeInTheDocument();
    expect(server.calls('POST /api/teams/updateRosterPlayer')).toHaveLength(0);
    await user.clear(jersey);
    await user.type(jersey, '7');
    await user.selectOptions(within(dialog).getByLabelText('Position'), 'goalkeeper');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls('POST /api/teams/updateRosterPlayer')[0]?.body).toEqual({
        teamId: team.id,
        playerId: 'r1',
        player: {
          firstName: 'Ava',
          lastName: 'Lee',
          jersey: '7',
          position: 'goalkeeper',
          email: 'ava@example.com',
        },
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Player' })).not.toBeInTheDocument(),
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
