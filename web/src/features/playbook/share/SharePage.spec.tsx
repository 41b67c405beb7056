import { act, screen, waitFor } from '@testing-library/react';
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
import { makeFolder, makePlay, makePlaybook } from '../test-playbook';

function setup(route: string, status: Record<string, string>, extra: Parameters<typeof mockApi>[0] = {}) {
  const session = makeSession();
  const program = makeProgram();
  const coach = { [session.user.id]: { role: 'COACH' as const } };
  const varsity = makeTeam(program, { id: 'team-1', name: 'Varsity', paid: true, members: coach });
  const jv = makeTeam(program, { id: 'team-2', name: 'JV', paid: true, members: coach });
  const playerOnly = makeTeam(program, {
    id: 'team-3',
    name: 'Club',
    paid: true,
    members: { [session.user.id]: { role: 'PLAYER' } },
  });
  const server = mockApi({
    'GET /api/account/getProfile': { body: makeProfile(session.user) },
    'GET /api/teams/retrieveTeams': {
      body: teamsResponse({ joined: [varsity, jv, playerOnly], programs: [program] }),
    },
    'GET /api/playbook/getMyPlaybook': {
      body: { playbook: makePlaybook([makePlay('p1', { name: 'Horns' })]) },
    },
    'GET /api/playbook/getSharedStatus': ({ url }) => ({
      body: { playId: url.searchParams.get('playId'), status },
    }),
    'GET /api/playbook/getPublicShareLink': { body: { link: 'link-123' } },
    'POST /api/playbook/shareItems': ({ body }) => ({ body }),
    ...extra,
  });
  return { ...renderApp(route, { preloadedState: signedInState(session) }), server };
}

describe('SharePage', () => {
  it('shows each coached team with its audience and sends only the changed ones', async () => {
    const { user, server } = setup('/playbook/share/my/play?p=p1&t=team-1', {
      'team-1': 'COACHES',
      'team-2': 'NOONE',
    });
    const varsity = await screen.findByRole('combobox', { name: 'Audience for Varsity' });
    await waitFor(() => expect(varsity).toHaveValue('COACHES'));
    expect(screen.getByRole('combobox', { name: 'Audience for JV' })).toHaveValue('NOONE');
    // Players cannot share to their team.
    expect(screen.queryByRole('combobox', { name: 'Audience for Club' })).not.toBeInTheDocument();
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Audience for JV' }), 'Whole team');
    expect(screen.getByRole('combobox', { name: 'Audience for JV' })).toHaveValue('TEAM');
    await user.click(share);
    expect(await screen.findByRole('status')).toHaveTextContent('Sharing updated.');
    expect(server.calls('POST /api/playbook/shareItems')[0]!.body).toEqual({
      srcPlaybookId: 'pb-mine',
      modifications: { 'team-2': 'TEAM' },
      itemIds: ['p1'],
    });
  });

  it('starts the share choices afresh when the active team changes', async () => {
    const { user, router } = setup('/playbook/share/my/play?p=p1&t=team-1', {});
    const jv = await screen.findByRole('combobox', { name: 'Audience for JV' });
    await user.selectOptions(jv, 'Coaches only');
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
    await act(() => router.navigate('/playbook/share/my/play?p=p1&t=team-2'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Audience for JV' })).toHaveValue('NOONE'),
    );
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
  });

  it('offers the audiences whole team and coaches only, and a public link', async () => {
    const { user } = setup('/playbook/share/my/play?p=p1', {});
    const options = await screen.findAllByRole('option');
    expect(options.slice(0, 3).map((option) => option.textContent)).toEqual([
      'Not shared',
      'Whole team',
      'Coaches only',
    ]);
    await user.click(screen.getByRole('button', { name: 'Get public link' }));
    expect(await screen.findByRole('link', { name: /\/play\?l=link-123$/ })).toBeInTheDocument();
  });

  it('shares several team items on to another team as proxies of the source team', async () => {
    const team = makePlaybook([makePlay('t1', { name: 'Flex', playbookId: 'pb-src' })], [], {
      id: 'pb-team',
      type: 'team',
    });
    const { user, server } = setup(
      '/playbook/share/team/items/team?items=t1&t=team-1',
      {},
      {
        'GET /api/playbook/getTeamPlaybook': { body: { playbook: team } },
      },
    );
    const jv = await screen.findByRole('combobox', { name: 'Audience for JV' });
    // The source team itself is listed first, with the items' audience there (whole team).
    const teams = screen.getAllByRole('combobox', { name: /^Audience for / });
    expect(teams.map((select) => select.getAttribute('aria-label'))).toEqual([
      'Audience for Varsity',
      'Audience for JV',
    ]);
    expect(teams[0]).toHaveValue('TEAM');
    await user.selectOptions(jv, 'Coaches only');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('status');
    expect(server.calls('POST /api/playbook/shareItems')[0]!.body).toEqual({
      srcPlaybookId: 'pb-team',
      modifications: { 'team-2': 'COACHES' },
      itemIds: ['t1'],
      proxyTeamId: 'team-1',
    });
  });

  it('shows a mixed audience for team items that differ and changes it on the team itself', async () => {
    const team = makePlaybook(
      [
        makePlay('t1', { name: 'Flex', playbookId: 'pb-src', coachOnly: true }),
        makePlay('t2', { name: 'Zone', playbookId: 'pb-src', folderId: 'f1' }),
      ],
      [makeFolder('f1', { name: 'Sets', plays: ['t2'] })],
      { id: 'pb-team', type: 'team' },
    );
    const { user, server } = setup(
      '/playbook/share/team/items/team?items=t1,f1&t=team-1',
      {},
      { 'GET /api/playbook/getTeamPlaybook': { body: { playbook: team } } },
    );
    const varsity = await screen.findByRole('combobox', { name: 'Audience for Varsity' });
    expect(varsity).toHaveValue('MIXED');
    expect(screen.getByRole('option', { name: 'Mixed' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
    await user.selectOptions(varsity, 'Coaches only');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sharing updated.');
    expect(server.calls('POST /api/playbook/shareItems')[0]!.body).toEqual({
      srcPlaybookId: 'pb-team',
      modifications: { 'team-1': 'COACHES' },
      itemIds: ['t1', 'f1'],
      proxyTeamId: 'team-1',
    });
  });

  it('shares the whole own playbook: every top-level item', async () => {
    const mine = makePlaybook(
      [makePlay('p1', { name: 'Horns' }), makePlay('p2', { name: 'Flex', folderId: 'f1' })],
      [makeFolder('f1', { name: 'Sets', plays: ['p2'] })],
    );
    const { user, server } = setup(
      '/playbook/share/my/playbook',
      {},
      { 'GET /api/playbook/getMyPlaybook': { body: { playbook: mine } } },
    );
    expect(await screen.findByRole('heading', { name: 'Share my playbook' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Audience for Varsity' }), 'Whole team');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('status');
    expect(server.calls('POST /api/playbook/shareItems')[0]!.body).toEqual({
      srcPlaybookId: 'pb-mine',
      modifications: { 'team-1': 'TEAM' },
      itemIds: ['f1', 'p1'],
    });
    // No public link for several items.
    expect(screen.queryByRole('button', { name: 'Get public link' })).not.toBeInTheDocument();
  });

  it('shares several own items to a team', async () => {
    const mine = makePlaybook([makePlay('p1', { name: 'Horns' })], [makeFolder('f1', { name: 'Sets' })]);
    const { user, server } = setup(
      '/playbook/share/my/items/team?items=f1,p1',
      {},
      { 'GET /api/playbook/getMyPlaybook': { body: { playbook: mine } } },
    );
    expect(await screen.findByText('2 items: Sets, Horns')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Audience for JV' }), 'Coaches only');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('status');
    expect(server.calls('POST /api/playbook/shareItems')[0]!.body).toEqual({
      srcPlaybookId: 'pb-mine',
      modifications: { 'team-2': 'COACHES' },
      itemIds: ['f1', 'p1'],
    });
  });

  it('shares one team play on, and asks its public link through the team and source playbook', async () => {
    const team = makePlaybook([makePlay('t1', { name: 'Flex', playbookId: 'pb-src', coachOnly: true })], [], {
      id: 'pb-team',
      type: 'team',
    });
    const asked: Array<Record<string, string>> = [];
    const { user } = setup(
      '/playbook/share/team/play?p=t1&t=team-1',
      {},
      {
        'GET /api/playbook/getTeamPlaybook': { body: { playbook: team } },
        'GET /api/playbook/getPublicShareLink': ({ url }) => {
          asked.push(Object.fromEntries(url.searchParams));
          return { body: { link: 'link-123' } };
        },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Share team play' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Audience for Varsity' })).toHaveValue('COACHES');
    await user.click(screen.getByRole('button', { name: 'Get public link' }));
    expect(await screen.findByRole('link', { name: /\/play\?l=link-123$/ })).toBeInTheDocument();
    expect(asked).toEqual([{ playId: 't1', playbookId: 'pb-src', teamId: 'team-1' }]);
  });
});
