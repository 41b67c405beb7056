import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeStore } from '../../app/store';
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
      <RouterProvider router={router} />
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
