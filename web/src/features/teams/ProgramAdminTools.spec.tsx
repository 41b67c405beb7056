import { screen, waitFor, within } from '@testing-library/react';
import { fieldRefusal, mockApi, type MockReply } from '../../test/fetch-mock';
import {
  makeProfile,
  makeProgram,
  makeSession,
  makeTeam,
  signedInState,
  teamsResponse,
} from '../../test/factories';
import { renderApp } from '../../test/render';
import type { BillingEntity } from '../billing/billing.types';
import type { Program, Team } from './teams.types';

const noBilling = {
  entities: [],
  cards: [],
  billingDetails: null,
  stripe: { publishableKey: null, jsUrl: '' },
};

/** A running monthly Complete subscription paying for the program's one team (with a coach seat). */
const paidFor = (program: Program, team: Team): BillingEntity => ({
  id: 'entity-1',
  kind: 'PROGRAM',
  name: program.name,
  programId: program.id,
  plan: 'COMPLETE',
  billingFrequency: 'MONTHLY',
  teams: [{ teamId: team.id, name: team.name, plan: 'COMPLETE', addons: { COACHES: 1 } }],
  addons: { COACHES: 1 },
  quantity: 1,
  paid: true,
  status: 'ACTIVE',
  paymentExpires: '2027-01-15T00:00:00.000Z',
  nextPaymentDate: '2027-01-15T00:00:00.000Z',
  lastPayment: null,
  createdDate: '2026-12-15T00:00:00.000Z',
  cardId: 'card-1',
  periodTotal: 30,
  pending: null,
});

function setup(
  plan: string | null,
  mine = true,
  billing: (program: Program, team: Team) => BillingEntity[] = () => [],
  updateRefusal?: MockReply,
) {
  const session = makeSession();
  const program = makeProgram({ name: 'Central High', plan, ownerId: mine ? session.user.id : 'other' });
  const team = makeTeam(program, {
    name: 'Varsity',
    ownerId: program.ownerId!,
    members: { [session.user.id]: { role: 'COACH' } },
  });
  const previews: URLSearchParams[] = [];
  const server = mockApi({
    'GET /api/account/getProfile': { body: makeProfile(session.user) },
    'GET /api/teams/retrieveTeams': {
      body: teamsResponse({ [mine ? 'owned' : 'joined']: [team], programs: [program] }),
    },
    'POST /api/teams/updateProgramTeams': updateRefusal ?? { body: { program, teams: [team] } },
    'POST /api/teams/updateProgramBranding': { body: { program } },
    'POST /api/teams/updateEntityLogo': { body: { logoUrl: '/api/teams/entityLogo?entityId=x' } },
    'GET /api/teams/getTeamMembers': { body: { members: { [program.id]: [] } } },
    'GET /api/billing/getAdminBilling': { body: { ...noBilling, entities: billing(program, team) } },
    'GET /api/billing/previewBillingUpdate': ({ url }) => {
      previews.push(url.searchParams);
      return {
        body: {
          nextPaymentDate: '2027-01-15T00:00:00.000Z',
          amountDue: 14.5,
          total: 14.5,
          discount: 0,
          periodTotal: 60,
        },
      };
    },
  });
  const view = renderApp('/profile/subscriptions/manage', { preloadedState: signedInState(session) });
  return { ...view, server, program, team, previews };
}

describe('manage teams: program admin tools', () => {
  it('renames a team, changes a sport, adds one and removes none in one call', async () => {
    const { user, server, program, team } = setup(null);
    const card = await screen.findByRole('article', { name: 'Central High' });
    await user.click(within(card).getByRole('button', { name: 'Edit teams' }));
    const form = within(card).getByRole('form', { name: 'Edit Central High teams' });
    await user.clear(within(form).getByLabelText('Team 1 name'));
    await user.type(within(form).getByLabelText('Team 1 name'), 'Varsity Girls');
    await user.selectOptions(within(form).getByLabelText('Team 1 sport'), 'BASKETBALL_WOMENS_COLLEGE');
    await user.click(within(form).getByRole('button', { name: 'Add team' }));
    await user.type(within(form).getByLabelText('Team 2 name'), 'JV');
    await user.click(within(form).getByRole('button', { name: 'Save teams' }));
    await waitFor(() =>
      expect(server.calls('POST /api/teams/updateProgramTeams')[0]?.body).toEqual({
        programId: program.id,
        added: [{ name: 'JV', sport: 'BASKETBALL_HS' }],
        modified: [{ id: team.id, name: 'Varsity Girls', sport: 'BASKETBALL_WOMENS_COLLEGE' }],
        removed: [],
      }),
    );
  });

  it("shows the server's refusal of a renamed team's name under that team, not below the list", async () => {
    const message = 'A name starts with a letter or a digit';
    const { user } = setup(null, true, () => [], fieldRefusal('modified.0.name', message));
    const card = await screen.findByRole('article', { name: 'Central High' });
    await user.click(within(card).getByRole('button', { name: 'Edit teams' }));
    const form = within(card).getByRole('form', { name: 'Edit Central High teams' });
    const name = within(form).getByLabelText('Team 1 name');
    await user.clear(name);
    await user.type(name, 'Varsity Girls');
    await user.click(within(form).getByRole('button', { name: 'Save teams' }));

    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('shows the prorated charge of a team added to a paid program, and adds it only when the owner agrees', async () => {
    const { user, server, team, previews } = setup('COMPLETE', true, (p, t) => [paidFor(p, t)]);
    const card = await screen.findByRole('article', { name: 'Central High' });
    await user.click(within(card).getByRole('button', { name: 'Edit teams' }));
    await user.click(within(card).getByRole('button', { name: 'Add team' }));
    await user.type(within(card).getByLabelText('Team 2 name'), 'JV');
    await user.click(within(card).getByRole('button', { name: 'Save teams' }));
    const first = await screen.findByRole('dialog', { name: 'Add a team' });
    expect(first).toHaveTextContent('Due now: $14.50 (prorated for the rest of this period)');
    expect(first).toHaveTextContent('Next payment: Jan 15, 2027 ($60.00/mo)');
    expect(previews[0]!.get('entityId')).toBe('entity-1');
    expect(JSON.parse(previews[0]!.get('updates')!)).toEqual({
      billingFrequency: 'MONTHLY',
      teams: [
        { teamId: team.id, plan: 'COMPLETE', addons: { COACHES: 1 } },
        { plan: 'COMPLETE', addons: {} },
      ],
    });
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('POST /api/teams/updateProgramTeams')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Save teams' }));
    const again = await screen.findByRole('dialog', { name: 'Add a team' });
    await user.click(within(again).getByRole('button', { name: 'Pay and add' }));
    await waitFor(() => expect(server.calls('POST /api/teams/updateProgramTeams')).toHaveLength(1));
  });

  it('removes a team after confirming', async () => {
    const { user, server, program, team } = setup(null);
    const card = await screen.findByRole('article', { name: 'Central High' });
    await user.click(within(card).getByRole('button', { name: 'Edit teams' }));
    await user.click(within(card).getByRole('button', { name: 'Add team' }));
    await user.type(within(card).getByLabelText('Team 2 name'), 'JV');
    await user.click(within(card).getByRole('button', { name: 'Remove team 1' }));
    await user.click(within(card).getByRole('button', { name: 'Save teams' }));
    const question = await screen.findByRole('dialog', { name: 'Remove teams' });
    expect(question).toHaveTextContent('Remove Varsity with its roster and members?');
    expect(server.calls('POST /api/teams/updateProgramTeams')).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(server.calls('POST /api/teams/updateProgramTeams')[0]?.body).toMatchObject({
        programId: program.id,
        removed: [team.id],
      }),
    );
  });

  it('saves colours when the plan is not Basic', async () => {
    const { user, server, program } = setup('CLUB_COMPLETE');
    const card = await screen.findByRole('article', { name: 'Central High' });
    await user.click(within(card).getByRole('button', { name: 'Save colours' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Colours saved');
    expect(server.calls('POST /api/teams/updateProgramBranding')[0]!.body).toEqual({
      programId: program.id,
      colorPrimary: '#1f4e9c',
      colorSecondary: '#ffffff',
    });
  });

  it('saves colours typed into the colour inputs', async () => {
    const { user, server } = setup('CLUB_COMPLETE');
    const card = await screen.findByRole('article', { name: 'Central High' });
    const primary = within(card).getByLabelText('Primary colour');
    await user.clear(primary);
    await user.type(primary, '#aa2200');
    await user.click(within(card).getByRole('button', { name: 'Save colours' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Colours saved');
    expect(server.calls('POST /api/teams/updateProgramBranding')[0]!.body).toMatchObject({
      colorPrimary: '#aa2200',
      colorSecondary: '#ffffff',
    });
  });

  it('offers no colours on Basic, but a logo upload', async () => {
    const { user, server, program } = setup('BASIC');
    const card = await screen.findByRole('article', { name: 'Central High' });
    expect(within(card).queryByRole('button', { name: 'Save colours' })).not.toBeInTheDocument();
    expect(within(card).getByText('Custom colours come with plans above Basic.')).toBeInTheDocument();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.upload(within(card).getByLabelText('Program logo'), png);
    expect(await within(card).findByRole('status')).toHaveTextContent('Logo saved');
    expect(server.calls('POST /api/teams/updateEntityLogo')[0]!.body).toEqual({
      entityId: program.id,
      logo: 'data:image/png;base64,iVBORw==',
    });
  });

  it('shows no admin tools to someone who only coaches a team of the program', async () => {
    setup(null, false);
    const card = await screen.findByRole('article', { name: 'Central High' });
    expect(within(card).queryByRole('button', { name: 'Edit teams' })).not.toBeInTheDocument();
    expect(within(card).queryByLabelText('Program logo')).not.toBeInTheDocument();
  });
});
