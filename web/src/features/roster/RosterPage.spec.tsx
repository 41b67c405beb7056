import { screen, waitFor, within } from '@testing-library/react';
import { errorReply, mockApi, type MockReply } from '../../test/fetch-mock';
import {
  makeProfile,
  makeProgram,
  makeSession,
  makeTeam,
  signedInState,
  teamsResponse,
} from '../../test/factories';
import { renderApp } from '../../test/render';
import type { Team } from '../teams/teams.types';
import type { RosterPerson } from './roster.types';
import { ROSTER_HIDDEN_MESSAGE } from './RosterPage';

const entry = (id: string, first: string, overrides: Partial<RosterPerson> = {}): RosterPerson => ({
  id,
  jersey: '7',
  position: 'point guard',
  firstName: first,
  lastName: 'Lee',
  email: `${first.toLowerCase()}@example.com`,
  joinedAt: null,
  uid: null,
  playerId: null,
  overallRating: null,
  contacts: [],
  ...overrides,
});

function setup(
  role: 'OWNER' | 'COACH' | 'PLAYER',
  teamOverrides: Partial<Team> = {},
  pendingOk = true,
  handlers: Record<string, MockReply | ((request: { body: unknown }) => MockReply)> = {},
) {
  const session = makeSession();
  const me = session.user.id;
  const program = makeProgram({ paid: true, plan: 'CLUB_COMPLETE' });
  const team = makeTeam(program, {
    paid: true,
    plan: 'CLUB_COMPLETE',
    ownerId: role === 'OWNER' ? me : 'owner-1',
    members: role === 'OWNER' ? {} : { [me]: { role } },
    teamKey: 'HAWKSABC',
    ...teamOverrides,
  });
  const roster = [
    entry('r1', 'Ava', {
      uid: 'u-ava',
      contacts: [entry('c1', 'Mom', { playerId: 'r1', jersey: null, position: null })],
    }),
    entry('r2', 'Ben', { jersey: '12', position: null }),
  ];
  const server = mockApi({
    // Answered afresh on every call, so a refetch after setTeamFlag sees the change as the real service would.
    'GET /api/teams/retrieveTeams': () => ({
      body: teamsResponse({ [role === 'OWNER' ? 'owned' : 'joined']: [team], programs: [program] }),
    }),
    'GET /api/account/getProfile': { body: makeProfile(session.user) },
    'GET /api/teams/getRoster': { body: { roster } },
    'GET /api/teams/getTeamMembers': {
      body: {
        members: {
          [team.id]: [
            { uid: 'owner-1', role: 'ADMIN', firstName: 'Olive', lastName: 'Owner', joinedAt: '' },
            { uid: 'u-coach', role: 'COACH', firstName: 'Cole', lastName: 'Coach', joinedAt: '' },
          ],
        },
      },
    },
    'GET /api/teams/getPendingRoster': {
      body: {
        pendingRoster: [],
        pendingMembers: [
          {
            uid: 'u-new',
            role: 'PLAYER',
            firstName: 'Nia',
            lastName: 'New',
            email: 'nia@x.com',
            requestedAt: '',
            rosterId: 'pr1',
          },
          {
            uid: 'u-two',
            role: 'PLAYER',
            firstName: 'Tom',
            lastName: 'Two',
            email: 'tom@x.com',
            requestedAt: '',
            rosterId: 'pr2',
          },
        ],
      },
    },
    'POST /api/teams/updatePendingMembers': {
      body: pendingOk
        ? { success: true, failed: [] }
        : { success: false, failed: [{ uid: 'u-two', code: 'T002', message: 'This team is already full' }] },
    },
    'POST /api/teams/changeUserRole': { body: { member: { uid: 'u-ava', role: 'COACH', rosterId: null } } },
    'POST /api/teams/removeTeamPlayers': { body: { removed: ['r2'] } },
    'POST /api/teams/removeTeamMembers': { body: { removed: ['u-coach'] } },
    'POST /api/teams/addRosterPlayer': ({ body }) => ({
      body: { player: (body as { player: unknown }).player },
    }),
    'POST /api/teams/emailTeam': { body: { sent: 2, withoutAddress: [] } },
    'POST /api/teams/inviteMembers': {
      body: {
        invitations: [{ role: 'PLAYER', emails: ['kid@x.com'], link: 'http://x/join-team' }],
        alreadyMembers: [],
      },
    },
    'GET /api/teams/previewInvite': { body: { html: '<p>You are invited</p>' } },
    'POST /api/teams/setTeamFlag': ({ body }) => {
      const { flag, value } = body as { flag: keyof Team['flags']; value: boolean };
      team.flags = { ...team.flags, [flag]: value };
      return { body: { flags: team.flags } };
    },
    ...handlers,
  });
  const view = renderApp(`/team/roster?t=${team.id}`, { preloadedState: signedInState(session) });
  return { ...view, server, team };
}

const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('RosterPage', () => {
  it('filters all, players and alternates', async () => {
    const { user } = setup('COACH');
    await screen.findByText('Ava Lee');
    expect(rows()).toEqual(['Ava Lee', 'Mom Lee (contact of Ava Lee)', 'Ben Lee']);
    await user.selectOptions(screen.getByLabelText('Show'), 'players');
    expect(rows()).toEqual(['Ava Lee', 'Ben Lee']);
    await user.selectOptions(screen.getByLabelText('Show'), 'alternates');
    expect(rows()).toEqual(['Mom Lee (contact of Ava Lee)']);
  });

  it("shows the team's logo in the header", async () => {
    setup('COACH', { name: 'Hawks', logoUrl: '/api/teams/entityLogo?entityId=hawks&v=1' });
    const header = (await screen.findByRole('heading', { name: 'Roster' })).parentElement!;
    expect(within(header).getByRole('img', { name: 'Hawks logo' })).toHaveAttribute(
      'src',
      '/api/teams/entityLogo?entityId=hawks&v=1',
    );
  });

  it('shows the initials in the header when the team has no logo', async () => {
    const { team } = setup('COACH', { name: 'Hawks', logoUrl: null });
    const header = (await screen.findByRole('heading', { name: 'Roster' })).parentElement!;
    expect(within(header).queryByRole('img')).toBeNull();
    expect(within(header).getByTestId(`team-logo-fallback-${team.id}`)).toHaveTextContent('H');
  });

  it('shows the team key to editors only', async () => {
    setup('COACH');
    expect(await screen.findByLabelText('Team key')).toHaveTextContent('HAWKSABC');
  });

  it('hides the roster from players unless PLAYERS_CAN_VIEW_TEAM_ROSTER is on', async () => {
    setup('PLAYER');
    expect(await screen.findByRole('alert')).toHaveTextContent(ROSTER_HIDDEN_MESSAGE);
  });

  it('shows players the roster read-only when the flag is on', async () => {
    const { server } = setup('PLAYER', { flags: { PLAYERS_CAN_VIEW_TEAM_ROSTER: true } });
    await screen.findByText('Ava Lee');
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email Team' })).not.toBeInTheDocument();
    expect(screen.queryByText('ava@example.com')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Team key')).not.toBeInTheDocument();
    expect(server.calls('GET /api/teams/getPendingRoster')).toHaveLength(0);
  });

  it('lets players email the team when PLAYERS_CAN_EMAIL_ROSTER is on', async () => {
    const { user, server, team } = setup('PLAYER', {
      flags: { PLAYERS_CAN_VIEW_TEAM_ROSTER: true, PLAYERS_CAN_EMAIL_ROSTER: true },
    });
    await screen.findByText('Ava Lee');
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Email Team' }));
    const dialog = screen.getByRole('dialog', { name: 'Email Team' });
    await user.type(within(dialog).getByLabelText('Subject'), 'Carpool');
    await user.type(within(dialog).getByLabelText('Message'), 'Who drives?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Email sent to 2 people.');
    expect(server.calls('POST /api/teams/emailTeam')[0]!.body).toMatchObject({
      teamId: team.id,
      subject: 'Carpool',
      body: 'Who drives?',
    });
  });

  it('accepts, rejects and assigns pending members in one update', async () => {
    const { user, server, team } = setup('COACH');
    await user.selectOptions(await screen.findByLabelText('Decision for Nia New'), 'player:r2');
    await user.selectOptions(screen.getByLabelText('Decision for Tom Two'), 'reject');
    await user.click(screen.getByRole('button', { name: 'Save Pending Changes' }));
    await screen.findByText('Pending members updated');
    expect(server.calls('POST /api/teams/updatePendingMembers')[0]!.body).toEqual({
      teamId: team.id,
      accept: [],
      reject: ['u-two'],
      assign: [{ uid: 'u-new', playerId: 'r2', role: 'PLAYER' }],
    });
  });

  it("says 'Some updates were not successful' on a partial failure", async () => {
    const { user } = setup('COACH', {}, false);
    await user.selectOptions(await screen.findByLabelText('Decision for Tom Two'), 'accept');
    await user.click(screen.getByRole('button', { name: 'Save Pending Changes' }));
    expect(await screen.findByText('Some updates were not successful')).toBeInTheDocument();
  });

  it('changes a role and removes a player', async () => {
    const { user, server, team } = setup('COACH');
    await user.selectOptions(await screen.findByLabelText('Role of Ava Lee'), 'COACH');
    await waitFor(() =>
      expect(server.calls('POST /api/teams/changeUserRole')[0]?.body).toEqual({
        teamId: team.id,
        uid: 'u-ava',
        newRole: 'COACH',
      }),
    );
    // A coach cannot offer ADMIN, nor change the owner.
    expect(screen.getByLabelText('Role of Ava Lee')).not.toHaveTextContent('Admin');
    expect(screen.queryByLabelText('Role of Olive Owner')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Ben Lee' }));
    const question = await screen.findByRole('dialog', { name: 'Remove player' });
    expect(question).toHaveTextContent(`Remove Ben Lee from ${team.name}?`);
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(server.calls('POST /api/teams/removeTeamPlayers')[0]?.body).toEqual({
        teamId: team.id,
        playerIds: ['r2'],
      }),
    );
  });

  it('removes a coach from the staff with removeTeamMembers; nobody can remove the owner', async () => {
    const { user, server, team } = setup('COACH');
    const staff = await screen.findByRole('region', { name: 'Staff' });
    expect(within(staff).queryByRole('button', { name: 'Remove Olive Owner' })).not.toBeInTheDocument();
    await user.click(within(staff).getByRole('button', { name: 'Remove Cole Coach' }));
    const question = await screen.findByRole('dialog', { name: 'Remove member' });
    expect(question).toHaveTextContent(`Remove Cole Coach from ${team.name}?`);
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(server.calls('POST /api/teams/removeTeamMembers')[0]?.body).toEqual({
        entityId: team.id,
        memberIds: ['u-coach'],
      }),
    );
  });

  it('shows a refused role change as a toast', async () => {
    const { user } = setup('OWNER', {}, true, {
      'POST /api/teams/changeUserRole': errorReply(400, 'T002', 'This team is already full'),
    });
    await user.selectOptions(await screen.findByLabelText('Role of Ava Lee'), 'ADMIN');
    expect(await screen.findByText('This team is already full')).toBeInTheDocument();
  });

  it('adds a player with a position of the sport line', async () => {
    const { user, server, team } = setup('COACH');
    await user.click(await screen.findByRole('button', { name: 'Add Player' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Player' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('First name'), 'Cal');
    await user.type(within(dialog).getByLabelText('Last name'), 'Ray');
    await user.type(within(dialog).getByLabelText('Jersey'), '00');
    await user.selectOptions(within(dialog).getByLabelText('Position'), 'center');
    expect(within(dialog).getByRole('option', { name: 'Shooting Guard' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls('POST /api/teams/addRosterPlayer')[0]!.body).toEqual({
      teamId: team.id,
      player: { firstName: 'Cal', lastName: 'Ray', jersey: '00', position: 'center', email: '' },
    });
  });

  it('emails the team to the chosen recipients', async () => {
    const { user, server, team } = setup('COACH');
    await user.click(await screen.findByRole('button', { name: 'Email Team' }));
    const dialog = screen.getByRole('dialog', { name: 'Email Team' });
    await user.click(within(dialog).getByLabelText('Contacts only'));
    await user.type(within(dialog).getByLabelText('Subject'), 'Practice');
    await user.type(within(dialog).getByLabelText('Message'), 'At six.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Email sent to 2 people.');
    expect(server.calls('POST /api/teams/emailTeam')[0]!.body).toEqual({
      teamId: team.id,
      recipients: ['c1'],
      subject: 'Practice',
      body: 'At six.',
    });
  });

  it('invites by email with a preview; only admins can invite admins', async () => {
    const { user, server, team } = setup('COACH');
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Members' });
    expect(within(dialog).queryByLabelText('Admins')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Players'), 'Kid@x.com');
    await user.click(within(dialog).getByRole('button', { name: 'Preview players invitation' }));
    expect(await within(dialog).findByTitle('Invitation preview')).toHaveAttribute(
      'srcdoc',
      '<p>You are invited</p>',
    );
    expect(server.calls('GET /api/teams/previewInvite')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitations' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Invitations sent to kid@x.com.');
    expect(server.calls('POST /api/teams/inviteMembers')[0]!.body).toEqual({
      entityId: team.id,
      playerEmails: ['kid@x.com'],
      coachEmails: [],
      adminEmails: [],
    });
  });

  it("shows 'This team is already full' when the invited people do not fit (T002)", async () => {
    const { user } = setup('COACH', {}, true, {
      'POST /api/teams/inviteMembers': errorReply(409, 'T002', 'This team is already full'),
    });
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Members' });
    await user.type(within(dialog).getByLabelText('Coaches'), 'c1@x.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitations' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This team is already full');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('lets an admin switch a team flag', async () => {
    const { user, server, team } = setup('OWNER');
    // Let the roster and staff answers land first: the switch is clicked on the settled page.
    await screen.findByText('Ava Lee');
    const queue = screen.getByLabelText('New players wait for approval');
    await user.click(queue);
    // The mock answers within the click, so the switch may already show the stored value: checked either way.
    await waitFor(() => expect(queue).toBeChecked());
    await waitFor(() =>
      expect(server.calls('POST /api/teams/setTeamFlag')[0]?.body).toEqual({
        teamId: team.id,
        flag: 'PLAYERS_USE_ROSTER_QUEUE',
        value: true,
      }),
    );
    await waitFor(
      () => {
        expect(queue).not.toBeDisabled();
        expect(queue).toBeChecked();
      },
      { timeout: 5000 },
    );
  });

  it('undoes a refused flag change', async () => {
    const { user } = setup('OWNER', {}, true, {
      'POST /api/teams/setTeamFlag': errorReply(403, 'G003', 'You cannot do that'),
    });
    await screen.findByText('Ava Lee');
    const view = screen.getByLabelText('Players can view the team roster');
    await user.click(view);
    expect(await screen.findByText('You cannot do that')).toBeInTheDocument();
    expect(view).not.toBeChecked();
  });

  it('shows team settings to admins only', async () => {
    setup('COACH');
    await screen.findByText('Ava Lee');
    expect(screen.queryByRole('group', { name: 'Team settings' })).not.toBeInTheDocument();
  });
});
