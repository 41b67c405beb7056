import { screen, within } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../test/fetch-mock';
import {
  makeProfile,
  makeProgram,
  makeSession,
  makeTeam,
  signedInState,
  teamsResponse,
} from '../../test/factories';
import { renderApp } from '../../test/render';

describe('manage teams page', () => {
  it('creates a program with one team and shows it as Inactive here and in the switcher', async () => {
    const session = makeSession();
    let teams = teamsResponse();
    const server = mockApi({
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': () => ({ body: teams }),
      'POST /api/teams/createProgram': ({ body }) => {
        const request = body as { name: string; teams: Array<{ name: string; sport: 'BASKETBALL_HS' }> };
        const program = makeProgram({ name: request.name });
        const team = makeTeam(program, { ...request.teams[0], ownerId: session.user.id });
        teams = teamsResponse({ owned: [team], programs: [program] });
        return { body: { program, teams: [team] } };
      },
    });
    const { user, location } = renderApp('/profile/subscriptions/manage', {
      preloadedState: signedInState(session),
    });
    expect(await screen.findByText('You have no programs yet. Create one below.')).toBeInTheDocument();
    expect(document.title).toBe('Manage Teams - Chalktalk Hoops');

    const form = screen.getByRole('form', { name: 'Create program' });
    await user.click(within(form).getByRole('button', { name: 'Create program' }));
    expect(within(form).getByText('Please enter a program name')).toBeInTheDocument();
    expect(within(form).getByText('Add at least one team with a name and a sport')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Program name'), 'Central High');
    await user.type(within(form).getByLabelText('Team 1 name'), 'Varsity');
    await user.selectOptions(within(form).getByLabelText('Team 1 sport'), "Men's College Basketball");
    await user.click(within(form).getByRole('button', { name: 'Create program' }));

    const card = await screen.findByRole('article', { name: 'Central High' });
    expect(within(card).getByText('Varsity')).toBeInTheDocument();
    expect(within(card).getAllByText('Inactive')).toHaveLength(2);
    expect(screen.getByText(/Setting up billing for a team activates it/)).toBeInTheDocument();
    expect(server.calls('POST /api/teams/createProgram')[0].body).toEqual({
      name: 'Central High',
      teams: [{ name: 'Varsity', sport: 'BASKETBALL_MENS_COLLEGE' }],
    });
    expect(location()).toMatch(/\?t=team-/);

    await user.click(await screen.findByRole('button', { name: /^Varsity/ }));
    const group = screen.getByRole('region', { name: 'Central High' });
    expect(within(group).getByText('Inactive')).toBeInTheDocument();
  });

  it("shows each team's logo in its row, the initials for a team without one", async () => {
    const session = makeSession();
    const program = makeProgram({ name: 'Riverside Club' });
    const hawks = makeTeam(program, {
      name: 'Hawks',
      ownerId: session.user.id,
      logoUrl: '/api/teams/entityLogo?entityId=hawks&v=9',
    });
    const owls = makeTeam(program, { name: 'Owls', ownerId: session.user.id, logoUrl: null });
    mockApi({
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': { body: teamsResponse({ owned: [hawks, owls], programs: [program] }) },
    });
    renderApp('/profile/subscriptions/manage', { preloadedState: signedInState(session) });
    const card = await screen.findByRole('article', { name: 'Riverside Club' });
    const hawksRow = within(card).getByText('Hawks').closest('li')!;
    expect(within(hawksRow).getByRole('img', { name: 'Hawks logo' })).toHaveAttribute(
      'src',
      '/api/teams/entityLogo?entityId=hawks&v=9',
    );
    const owlsRow = within(card).getByText('Owls').closest('li')!;
    expect(within(owlsRow).queryByRole('img')).toBeNull();
    expect(within(owlsRow).getByTestId(`team-logo-fallback-${owls.id}`)).toHaveTextContent('O');
  });

  it('drops teams without a name when creating', async () => {
    const server = mockApi({
      'GET /api/account/getProfile': { body: makeProfile() },
      'GET /api/teams/retrieveTeams': { body: teamsResponse() },
      'POST /api/teams/createProgram': {
        status: 500,
        body: { error: { code: 'G999', message: 'Boom', ref: 'R' } },
      },
    });
    const { user } = renderApp('/profile/subscriptions/manage', { preloadedState: signedInState() });
    const form = await screen.findByRole('form', { name: 'Create program' });
    await user.type(within(form).getByLabelText('Program name'), 'Club');
    await user.type(within(form).getByLabelText('Team 1 name'), 'U14');
    await user.click(within(form).getByRole('button', { name: 'Add another team' }));
    await user.click(within(form).getByRole('button', { name: 'Create program' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Boom');
    expect(server.calls('POST /api/teams/createProgram')[0].body).toEqual({
      name: 'Club',
      teams: [{ name: 'U14', sport: 'BASKETBALL_HS' }],
    });
  });

  it("shows the server's refusal of a team's name under that team, not below the form", async () => {
    const message = 'A name starts with a letter or a digit';
    mockApi({
      'GET /api/account/getProfile': { body: makeProfile() },
      'GET /api/teams/retrieveTeams': { body: teamsResponse() },
      'POST /api/teams/createProgram': fieldRefusal('teams.0.name', message),
    });
    const { user } = renderApp('/profile/subscriptions/manage', { preloadedState: signedInState() });
    const form = await screen.findByRole('form', { name: 'Create program' });
    await user.type(within(form).getByLabelText('Program name'), 'Club');
    await user.click(within(form).getByRole('button', { name: 'Add another team' }));
    await user.type(within(form).getByLabelText('Team 2 name'), 'U16');
    await user.click(within(form).getByRole('button', { name: 'Create program' }));

    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(within(form).getByLabelText('Team 2 name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Team 1 name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText('The request was invalid.')).toBeNull();
  });
});
