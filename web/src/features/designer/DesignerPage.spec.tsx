import { playTesting } from '@chalktalk/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeStore } from '../../app/store';
import { KitProvider } from '../../theme/KitProvider';
import { makeProfile, makeProgram, makeTeam, signedInState, teamsResponse } from '../../test/factories';
import { mockApi } from '../../test/fetch-mock';
import { DesignerPage } from './DesignerPage';

function newPlayWith(program: ReturnType<typeof makeProgram>) {
  const team = makeTeam(program);
  const api = mockApi({
    'GET /api/teams/retrieveTeams': { body: teamsResponse({ joined: [team], programs: [program] }) },
    'GET /api/playbook/getMyPlaybook': {
      body: { playbook: { id: 'pb-1', type: 'personal', readOnly: false } },
    },
    'POST /api/playbook/saveNewPlay': { body: { id: 'play-9' } },
    'POST /api/account/setProfileFlag': { body: makeProfile() },
  });
  const router = createMemoryRouter(
    [
      { path: '/playbook/new', element: <DesignerPage kind="new" /> },
      { path: '/playbook/play', element: <p>Opened</p> },
    ],
    { initialEntries: [`/playbook/new?sport=basketball&t=${team.id}`] },
  );
  render(
    <Provider store={makeStore(signedInState())}>
      <KitProvider env="test">
        <RouterProvider router={router} />
      </KitProvider>
    </Provider>,
  );
  return api;
}

async function savedTheme(api: ReturnType<typeof mockApi>) {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.calls('POST /api/playbook/saveNewPlay')).toHaveLength(1));
  return (api.calls('POST /api/playbook/saveNewPlay')[0]!.body as { play: { theme?: unknown } }).play.theme;
}

describe('DesignerPage, a new play', () => {
  it("starts in the active team's program colours, stored on the play for every viewer and the GIF", async () => {
    const api = newPlayWith(makeProgram({ colorPrimary: '#123456', colorSecondary: '#abcdef' }));
    expect(await savedTheme(api)).toEqual({ primary: '#123456', secondary: '#abcdef' });
  });

  it('keeps the theme defaults when the plan is Basic', async () => {
    const api = newPlayWith(
      makeProgram({ plan: 'BASIC', colorPrimary: '#123456', colorSecondary: '#abcdef' }),
    );
    expect(await savedTheme(api)).toBeUndefined();
  });
});

describe('DesignerPage, a team play', () => {
  it("opens the spec's /playbook/team?p&t link without a source and saves through the playbook the answer names", async () => {
    const team = makeTeam(makeProgram());
    const shared = { ...playTesting.passingPlay(), id: 'play-1', new: false, playbookId: 'pb-source' };
    const api = mockApi({
      'GET /api/teams/retrieveTeams': { body: teamsResponse({ joined: [team] }) },
      'GET /api/playbook/getSharedPlay': { body: { play: shared, readOnly: false } },
      'POST /api/playbook/saveSharedPlay': { body: { id: 'play-1', lastModified: '2026-01-01T00:00:00Z' } },
    });
    const router = createMemoryRouter([{ path: '/playbook/team', element: <DesignerPage kind="team" /> }], {
      initialEntries: [`/playbook/team?p=play-1&t=${team.id}`],
    });
    render(
      <Provider store={makeStore(signedInState())}>
        <KitProvider env="test">
          <RouterProvider router={router} />
        </KitProvider>
      </Provider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add frame at end' }));
    const asked = api.fetchMock.mock.calls
      .map(([request]) => new URL(request.url))
      .find((url) => url.pathname.endsWith('getSharedPlay'))!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({ teamId: team.id, playId: 'play-1' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST /api/playbook/saveSharedPlay')).toHaveLength(1));
    expect(api.calls('POST /api/playbook/saveSharedPlay')[0]!.body).toMatchObject({
      teamId: team.id,
      srcPlaybookId: 'pb-source',
      play: { id: 'play-1' },
    });
  });
});
