import { GUARD_MESSAGES } from '@chalktalk/domain';
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
import { renderApp } from '../../test/render';
import type { RetrieveTeamsResponse } from '../teams/teams.types';
import { ASK_ADMIN_HINT, NO_TEAM_MESSAGE, OWNER_UPGRADE_HINT } from './subscription-block';

function billingEntity(id: string, teamId: string, plan: string) {
  return {
    id,
    kind: 'PROGRAM',
    name: 'Program',
    programId: 'p1',
    plan,
    billingFrequency: 'MONTHLY',
    teams: [{ teamId, name: 'Team', plan, addons: {} }],
    status: 'ACTIVE',
    paid: true,
  };
}

function serve(
  session: ReturnType<typeof makeSession>,
  data: RetrieveTeamsResponse,
  entities: unknown[] = [],
) {
  mockApi({
    'GET /api/billing/getAdminBilling': {
      body: { entities, cards: [], billingDetails: null, stripe: { publishableKey: null, jsUrl: '' } },
    },
    'GET /api/teams/retrieveTeams': { body: data },
    'GET /api/account/getProfile': { body: makeProfile(session.user) },
    'GET /api/teams/getRoster': { body: { roster: [] } },
    'GET /api/teams/getTeamMembers': { body: { members: {} } },
    'GET /api/teams/getPendingRoster': { body: { pendingRoster: [], pendingMembers: [] } },
  });
}

describe('SubscriptionGuard', () => {
  it('shows the no-team fallback when no team is active', async () => {
    const session = makeSession();
    serve(session, teamsResponse());
    renderApp('/team/roster', { preloadedState: signedInState(session) });
    expect(await screen.findByText(NO_TEAM_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Team' })).toHaveAttribute(
      'href',
      '/profile/subscriptions/manage',
    );
  });

  it('tells a pending member to talk to their coach', async () => {
    const session = makeSession();
    const program = makeProgram();
    const team = makeTeam(program, { paid: true, plan: 'CLUB_COMPLETE' });
    serve(session, teamsResponse({ pendingJoin: [team], programs: [program] }));
    renderApp(`/team/roster?t=${team.id}`, { preloadedState: signedInState(session) });
    expect(await screen.findByRole('alert')).toHaveTextContent(GUARD_MESSAGES.membershipPending);
  });

  it('shows the inactive message to a coach of an unpaid team, with the ask-your-admin hint', async () => {
    const session = makeSession();
    const program = makeProgram();
    const team = makeTeam(program, { paid: false, members: { [session.user.id]: { role: 'COACH' } } });
    serve(session, teamsResponse({ joined: [team], programs: [program] }));
    renderApp(`/schedule?t=${team.id}`, { preloadedState: signedInState(session) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The subscription for this team is inactive. Please enable billing for this team or contact your team administrator.',
    );
    expect(screen.getByText(ASK_ADMIN_HINT)).toBeInTheDocument();
  });

  it('lets the admin of an unpaid team through (admins view inactive teams)', async () => {
    const session = makeSession();
    const program = makeProgram();
    const team = makeTeam(program, { paid: false, ownerId: session.user.id });
    serve(session, teamsResponse({ owned: [team], programs: [program] }));
    renderApp(`/team/roster?t=${team.id}`, { preloadedState: signedInState(session) });
    expect(await screen.findByRole('heading', { name: 'Roster' })).toBeInTheDocument();
    expect(screen.queryByText(GUARD_MESSAGES.subscriptionInactive)).not.toBeInTheDocument();
  });

  it('points the owner of a Basic team to the edit page of the subscription that pays for it', async () => {
    const session = makeSession();
    const program = makeProgram({ plan: 'BASIC', paid: true });
    const team = makeTeam(program, { paid: true, plan: 'BASIC', ownerId: session.user.id });
    serve(session, teamsResponse({ owned: [team], programs: [program] }), [
      billingEntity('ent-1', team.id, 'BASIC'),
    ]);
    renderApp(`/documents?t=${team.id}`, { preloadedState: signedInState(session) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This team's subscription does not include this feature.",
    );
    expect(screen.getByText(OWNER_UPGRADE_HINT)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: "Upgrade this team's plan" })).toHaveAttribute(
      'href',
      `/profile/subscriptions/manage/edit?e=ent-1&t=${team.id}`,
    );
  });

  it('points the owner of a Basic team no subscription pays for to the create page with a plan that has the feature', async () => {
    const session = makeSession();
    const program = makeProgram({ plan: 'BASIC', paid: true });
    const team = makeTeam(program, { paid: true, plan: 'BASIC', ownerId: session.user.id });
    serve(session, teamsResponse({ owned: [team], programs: [program] }));
    renderApp(`/schedule?t=${team.id}`, { preloadedState: signedInState(session) });
    expect(await screen.findByRole('link', { name: "Upgrade this team's plan" })).toHaveAttribute(
      'href',
      `/profile/subscriptions/manage/create?plan=COMPLETE&t=${team.id}`,
    );
  });

  it('tells a player on a Basic team to talk to their team admin', async () => {
    const session = makeSession();
    const program = makeProgram({ plan: 'BASIC', paid: true });
    const team = makeTeam(program, {
      paid: true,
      plan: 'BASIC',
      members: { [session.user.id]: { role: 'PLAYER' } },
    });
    serve(session, teamsResponse({ joined: [team], programs: [program] }));
    renderApp(`/schedule?t=${team.id}`, { preloadedState: signedInState(session) });
    expect(await screen.findByRole('alert')).toHaveTextContent(GUARD_MESSAGES.featureNotIncluded);
    expect(screen.getByText(ASK_ADMIN_HINT)).toBeInTheDocument();
    expect(screen.queryByText(OWNER_UPGRADE_HINT)).not.toBeInTheDocument();
  });

  it('does not exclude Basic from the roster', async () => {
    const session = makeSession();
    const program = makeProgram({ plan: 'BASIC', paid: true });
    const team = makeTeam(program, { paid: true, plan: 'BASIC', ownerId: session.user.id });
    serve(session, teamsResponse({ owned: [team], programs: [program] }));
    renderApp(`/team/roster?t=${team.id}`, { preloadedState: signedInState(session) });
    expect(await screen.findByRole('heading', { name: 'Roster' })).toBeInTheDocument();
  });
});
