import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { Toasts } from '../../shell/components/Toasts';
import { errorReply, mockApi } from '../../../test/fetch-mock';
import {
  makeProfile,
  makeProgram,
  makeSession,
  makeTeam,
  signedInState,
  teamsResponse,
} from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { TeamSwitcher } from './TeamSwitcher';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function setup(saveFails = false, activeTeam?: 'juniors') {
  const session = makeSession();
  const me = session.user.id;
  const club = makeProgram({
    name: 'Riverside Club',
    paid: true,
    logoUrl: '/api/teams/entityLogo?entityId=club&v=3',
  });
  const school = makeProgram({ name: 'Central High' });
  const varsity = makeTeam(club, {
    name: 'Varsity',
    paid: true,
    ownerId: me,
    logoUrl: '/api/teams/entityLogo?entityId=varsity&v=5',
  });
  const juniors = makeTeam(club, { name: 'Juniors', paid: true, members: { [me]: { role: 'PLAYER' } } });
  const freshmen = makeTeam(school, { name: 'Freshmen', paid: false, members: { [me]: { role: 'COACH' } } });
  const waiting = makeTeam(school, { name: 'JV', paid: false });
  const data = teamsResponse({
    owned: [varsity],
    joined: [juniors, freshmen],
    pendingJoin: [waiting],
    programs: [club, school],
  });
  const profile = makeProfile(session.user, { settings: { favoriteTeams: { lacrosse: 'lax-team' } } });
  const server = mockApi({
    'GET /api/teams/retrieveTeams': { body: data },
    'POST /api/teams/leaveTeam': { body: {} },
    'POST /api/teams/joinTeam': {
      body: { joinedTeams: [{ id: 'joined-team', name: 'Eagles' }], joinedAs: 'PLAYER', pending: false },
    },
    'GET /api/account/getProfile': { body: profile },
    'POST /api/account/updateProfileSettings': ({ body }) => {
      if (saveFails) return errorReply(500, 'G999', 'Boom');
      const update = (body as { settings: { favoriteTeams: Record<string, string | null> } }).settings;
      for (const [site, id] of Object.entries(update.favoriteTeams)) {
        if (id === null) delete profile.settings.favoriteTeams[site];
        else profile.settings.favoriteTeams[site] = id;
      }
      return { body: profile };
    },
  });
  const view = renderWithProviders(
    <>
      <TeamSwitcher />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <Toasts />
    </>,
    {
      preloadedState: signedInState(session),
      route: `/feed?t=${activeTeam === 'juniors' ? juniors.id : varsity.id}`,
    },
  );
  return { ...view, server, varsity, juniors, freshmen, waiting };
}

describe('TeamSwitcher', () => {
  it('groups teams by program with Active or Inactive status', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /Varsity/ }));

    const club = screen.getByRole('region', { name: 'Riverside Club' });
    expect(within(club).getByText('Active')).toBeInTheDocument();
    expect(
      within(club)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Varsity'), expect.stringContaining('Juniors')]);
    const school = screen.getByRole('region', { name: 'Central High' });
    expect(within(school).getByText('Inactive')).toBeInTheDocument();
    expect(within(school).getByText(/Pending/)).toBeInTheDocument();
  });

  it("shows each team's logo in its row, and the initials for a team without one", async () => {
    const { user, juniors } = setup();
    await user.click(await screen.findByRole('button', { name: /Varsity/ }));
    const club = screen.getByRole('region', { name: 'Riverside Club' });
    const [varsityRow, juniorsRow] = within(club).getAllByRole('listitem');
    expect(within(varsityRow!).getByRole('img', { name: 'Varsity logo' })).toHaveAttribute(
      'src',
      '/api/teams/entityLogo?entityId=varsity&v=5',
    );
    expect(within(juniorsRow!).queryByRole('img')).toBeNull();
    expect(within(juniorsRow!).getByTestId(`team-logo-fallback-${juniors.id}`)).toHaveTextContent('J');
  });

  it('offers a leave button only to non-admins', async () => {
    const { user, server, juniors, waiting } = setup();
    await user.click(await screen.findByRole('button', { name: /Varsity/ }));
    expect(screen.queryByRole('button', { name: 'Leave Varsity' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave Freshmen' })).toBeInTheDocument();
    // A pending member withdraws the request the same way.
    expect(screen.getByRole('button', { name: `Leave ${waiting.name}` })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave Juniors' }));
    const question = await screen.findByRole('dialog', { name: 'Leave team' });
    expect(question).toHaveTextContent('Leave Juniors?');
    await user.click(within(question).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(server.calls('POST /api/teams/leaveTeam')).toHaveLength(1));
    expect(server.calls('POST /api/teams/leaveTeam')[0].body).toEqual({ teamId: juniors.id });
  });

  it("selects a team into t= and shows 'This team is currently inactive' for an inactive one", async () => {
    const { user, freshmen } = setup();
    await user.click(await screen.findByRole('button', { name: /Varsity/ }));
    await user.click(screen.getByRole('button', { name: /^Freshmen/ }));

    expect(screen.getByLabelText('location')).toHaveTextContent(`/feed?t=${freshmen.id}`);
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('This team is currently inactive');
    expect(within(toast).getByRole('link', { name: 'Learn More' })).toHaveAttribute(
      'href',
      '/profile/subscriptions/manage',
    );
  });

  it('does not warn about a pending team or an active one', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /Varsity/ }));
    await user.click(screen.getByRole('button', { name: /^JV/ }));
    await user.click(screen.getByRole('button', { name: /^JV/ }));
    await user.click(screen.getByRole('button', { name: /^Juniors/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("saves the starred team in the profile's favoriteTeams for this site only (null clears it)", async () => {
    const { user, server, juniors } = setup();
    await user.click(await screen.findByRole('button', { name: /Varsity/ }));
    await user.click(screen.getByRole('button', { name: 'Favorite Juniors' }));
    expect(screen.getByRole('button', { name: 'Unfavorite Juniors' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(server.calls('POST /api/account/updateProfileSettings')).toHaveLength(1));
    expect(server.calls('POST /api/account/updateProfileSettings')[0].body).toEqual({
      settings: { favoriteTeams: { hoops: juniors.id } },
    });

    await user.click(screen.getByRole('button', { name: 'Unfavorite Juniors' }));
    await waitFor(() => expect(server.calls('POST /api/account/updateProfileSettings')).toHaveLength(2));
    expect(server.calls('POST /api/account/updateProfileSettings')[1].body).toEqual({
      settings: { favoriteTeams: { hoops: null } },
    });
    expect(screen.getByRole('button', { name: 'Favorite Juniors' })).toBeInTheDocument();
  });

  it('puts the star back when saving the favourite fails', async () => {
    const { user } = setup(true);
    await user.click(await screen.findByRole('button', { name: /Varsity/ }));
    await user.click(screen.getByRole('button', { name: 'Favorite Juniors' }));
    expect(await screen.findByRole('button', { name: 'Favorite Juniors' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('links Create Team to the manage-teams page and opens Join Team', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /Varsity/ }));
    expect(screen.getByRole('link', { name: 'Create Team' }).getAttribute('href')).toMatch(
      /^\/profile\/subscriptions\/manage\?t=/,
    );
    await user.click(screen.getByRole('button', { name: 'Join Team' }));
    expect(screen.getByLabelText('Team key')).toBeInTheDocument();
  });

  it("shows the program's logo from the anonymous entityLogo call", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /Varsity/ }));
    const club = screen.getByRole('region', { name: 'Riverside Club' });
    expect(club.querySelector('img')).toHaveAttribute('src', '/api/teams/entityLogo?entityId=club&v=3');
  });

  it('drops t= after leaving the active team so the next team becomes active', async () => {
    const { user, juniors } = setup(false, 'juniors');
    await user.click(await screen.findByRole('button', { name: /^Juniors/ }));
    await user.click(screen.getByRole('button', { name: 'Leave Juniors' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave team' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('location')).not.toHaveTextContent(`t=${juniors.id}`));
  });

  it('makes a team joined by key the active one', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /Varsity/ }));
    await user.click(screen.getByRole('button', { name: 'Join Team' }));
    await user.type(screen.getByLabelText('Team key'), 'eagles12');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    // Generous waits: the whole web suite runs in parallel on a shared machine.
    expect(
      await screen.findByText('Successfully joined Eagles as a player', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/feed?t=joined-team'));
  });
});
