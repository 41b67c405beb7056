import { screen, waitFor, within } from '@testing-library/react';
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
import type { BillingEntity } from './billing.types';

/** Harbor's subscription: its one team, Varsity, on `plan`, monthly. */
const harborEntity = (programId: string, teamId: string, plan: 'BASIC' | 'COMPLETE'): BillingEntity => ({
  id: 'entity-1',
  kind: 'PROGRAM',
  name: 'Harbor',
  programId,
  plan,
  billingFrequency: 'MONTHLY',
  teams: [{ teamId, name: 'Varsity', plan, addons: {} }],
  addons: {},
  quantity: 1,
  paid: true,
  status: 'ACTIVE',
  paymentExpires: '2027-01-02T12:00:00.000Z',
  nextPaymentDate: '2027-01-02T12:00:00.000Z',
  lastPayment: null,
  createdDate: '2026-12-02T12:00:00.000Z',
  cardId: 'card_1',
  periodTotal: plan === 'BASIC' ? 18 : 30,
  pending: null,
});

describe('edit subscription page', () => {
  // A lazy route: its chunk can take a while on a loaded machine.
  jest.setTimeout(60_000);

  it('says an upgrade is saved only once teams reads the team on its new plan', async () => {
    const session = makeSession();
    const program = makeProgram({ name: 'Harbor' });
    const team = makeTeam(program, { ownerId: session.user.id, paid: true, plan: 'BASIC' });
    const entity = (plan: 'BASIC' | 'COMPLETE') => harborEntity(program.id, team.id, plan);
    // Billing has saved the upgrade; teams hears of the new plan a moment later.
    let teamsHeardOfIt = false;
    let teamsReadsAfterSave = 0;
    let saved = false;
    mockApi({
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': () => {
        if (saved) teamsReadsAfterSave += 1;
        return {
          body: teamsResponse({
            owned: [{ ...team, plan: teamsHeardOfIt ? 'COMPLETE' : 'BASIC' }],
            programs: [program],
          }),
        };
      },
      'GET /api/billing/getAdminBilling': () => ({
        body: {
          entities: [entity(saved ? 'COMPLETE' : 'BASIC')],
          cards: [],
          billingDetails: null,
          stripe: { publishableKey: null, jsUrl: 'http://stripe.test/v3' },
        },
      }),
      'GET /api/billing/previewBillingUpdate': {
        body: {
          nextPaymentDate: '2027-01-02T12:00:00.000Z',
          amountDue: 12,
          total: 12,
          discount: 0,
          periodTotal: 30,
        },
      },
      'POST /api/billing/updateBillingInfo': () => {
        saved = true;
        return { body: { billingEntity: entity('COMPLETE'), charged: 12 } };
      },
    });
    const { user } = renderApp('/profile/subscriptions/manage/edit?e=entity-1', {
      preloadedState: signedInState(session),
    });
    const form = await screen.findByRole('form', { name: 'Harbor' }, { timeout: 15_000 });
    await user.selectOptions(within(form).getByLabelText('Varsity plan'), 'COMPLETE');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(teamsReadsAfterSave).toBeGreaterThanOrEqual(3));
    expect(screen.queryByText(/^Saved\./)).not.toBeInTheDocument();
    teamsHeardOfIt = true;
    expect(
      await screen.findByText('Saved. $12.00 was charged for the rest of this period.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal of a plan under that team's plan, not above the button, until it is changed", async () => {
    const message = 'Unknown plan';
    const session = makeSession();
    const program = makeProgram({ name: 'Harbor' });
    const team = makeTeam(program, { ownerId: session.user.id, paid: true, plan: 'BASIC' });
    mockApi({
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': { body: teamsResponse({ owned: [team], programs: [program] }) },
      'GET /api/billing/getAdminBilling': {
        body: {
          entities: [harborEntity(program.id, team.id, 'BASIC')],
          cards: [],
          billingDetails: null,
          stripe: { publishableKey: null, jsUrl: 'http://stripe.test/v3' },
        },
      },
      'GET /api/billing/previewBillingUpdate': {
        body: {
          nextPaymentDate: '2027-01-02T12:00:00.000Z',
          amountDue: 12,
          total: 12,
          discount: 0,
          periodTotal: 30,
        },
      },
      'POST /api/billing/updateBillingInfo': fieldRefusal('updates.teams.0.plan', message),
    });
    const { user } = renderApp('/profile/subscriptions/manage/edit?e=entity-1', {
      preloadedState: signedInState(session),
    });
    const form = await screen.findByRole('form', { name: 'Harbor' }, { timeout: 15_000 });
    const plan = within(form).getByLabelText('Varsity plan');
    await user.selectOptions(plan, 'COMPLETE');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(plan).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('alert')).toBeNull();

    await user.selectOptions(plan, 'BASIC');
    expect(within(form).queryByText(message)).toBeNull();
  });
});
