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
import { storeDiscountCode } from '../discount/discount-code';

const card = { cardId: 'card_1', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true };
const adminBilling = {
  entities: [],
  cards: [card],
  billingDetails: null,
  stripe: { publishableKey: 'pk_test', jsUrl: 'http://stripe.test/js.stripe.com/v3/' },
};

/** The preview of one team on Complete, monthly. */
const oneTeamPreview = {
  nextPaymentDate: '2026-12-25T10:00:00.000Z',
  amountDue: 30,
  total: 30,
  discount: 0,
  periodTotal: 30,
};

describe('create subscription page', () => {
  // A lazy route with Mantine selects and typed input: slow on a loaded machine.
  jest.setTimeout(60_000);
  afterEach(() => localStorage.clear());

  it('ignores an unknown plan, previews with the stored discount code, and pays for two teams', async () => {
    const session = makeSession();
    storeDiscountCode('SPRING');
    const previews: unknown[] = [];
    const server = mockApi({
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': { body: teamsResponse() },
      'GET /api/billing/getAdminBilling': { body: adminBilling },
      'GET /api/billing/previewBillingUpdate': ({ url }) => {
        const updates = JSON.parse(url.searchParams.get('updates')!) as {
          teams: unknown[];
          couponCode?: string;
        };
        previews.push(updates);
        const due = 30 * updates.teams.length * 0.8;
        return {
          body: {
            nextPaymentDate: '2026-12-25T10:00:00.000Z',
            amountDue: due,
            total: 30 * updates.teams.length,
            discount: 30 * updates.teams.length - due,
            periodTotal: 30 * updates.teams.length,
          },
        };
      },
      'POST /api/teams/createProgramSubscription': { body: { billingEntity: { id: 'entity-1', teams: [] } } },
    });
    const { user, location } = renderApp('/profile/subscriptions/manage/create?plan=FREE_FOREVER', {
      preloadedState: signedInState(session),
    });
    // The page is a lazy route: its chunk can take a while on a loaded machine.
    const form = await screen.findByRole('form', { name: 'Program and teams' }, { timeout: 15_000 });
    // An unknown plan is ignored: the default offer.
    expect(within(form).getByLabelText('Team 1 plan')).toHaveValue('COMPLETE');
    expect(within(form).getByRole('option', { name: 'Complete ($30.00/mo)' })).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Program name'), 'Harbor');
    await user.type(within(form).getByLabelText('Team 1 name'), 'Varsity');
    await user.click(within(form).getByRole('button', { name: 'Add another team' }));
    await user.type(within(form).getByLabelText('Team 2 name'), 'JV');
    const preview = await within(form).findByRole('status', { name: 'Payment preview' });
    expect(await within(preview).findByText('$48.00')).toBeInTheDocument();
    expect(preview).toHaveTextContent('Next payment: Dec 25, 2026 ($60.00/mo)');
    expect(preview).toHaveTextContent('Discount code SPRING applied.');
    expect(previews.at(-1)).toMatchObject({ couponCode: 'SPRING', billingFrequency: 'MONTHLY' });
    expect(within(form).getByText('Paying with Visa ending in 4242.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Pay $48.00' }));
    expect(await screen.findByRole('heading', { name: 'Billing', level: 1 })).toBeInTheDocument();
    expect(server.calls('POST /api/teams/createProgramSubscription')[0]!.body).toEqual({
      teamSettings: {
        name: 'Harbor',
        billingFrequency: 'MONTHLY',
        couponCode: 'SPRING',
        teams: [
          { name: 'Varsity', sport: 'BASKETBALL_HS', plan: 'COMPLETE', addons: {} },
          { name: 'JV', sport: 'BASKETBALL_HS', plan: 'COMPLETE', addons: {} },
        ],
      },
    });
    expect(location()).toContain('/profile/subscriptions/billing?e=entity-1');
  });

  it('after a refused first charge shows the card message, disables Pay and links the billing page to retry', async () => {
    const session = makeSession();
    const server = mockApi({
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': { body: teamsResponse() },
      'GET /api/billing/getAdminBilling': { body: adminBilling },
      'GET /api/billing/previewBillingUpdate': { body: oneTeamPreview },
      'POST /api/teams/createProgramSubscription': {
        status: 402,
        body: { error: { code: 'B001', message: 'Your card was declined.', ref: 'ref12345' } },
      },
    });
    const { user } = renderApp('/profile/subscriptions/manage/create', {
      preloadedState: signedInState(session),
    });
    const form = await screen.findByRole('form', { name: 'Program and teams' }, { timeout: 15_000 });
    await user.type(within(form).getByLabelText('Program name'), 'Cove');
    await user.type(within(form).getByLabelText('Team 1 name'), 'Varsity');
    const pay = await within(form).findByRole('button', { name: 'Pay $30.00' });
    await user.click(pay);
    expect(await within(form).findByText('Your card was declined.')).toBeInTheDocument();
    expect(pay).toBeDisabled();
    expect(within(form).getByRole('link', { name: 'retry the payment on the billing page' })).toHaveAttribute(
      'href',
      '/profile/subscriptions/billing',
    );
    expect(server.calls('POST /api/teams/createProgramSubscription')).toHaveLength(1);
  });

  it("shows the server's refusal of a team's name under that team, not above the button, until it is edited", async () => {
    const message = 'Too big: expected string to have <=40 characters';
    mockApi({
      'GET /api/account/getProfile': { body: makeProfile() },
      'GET /api/teams/retrieveTeams': { body: teamsResponse() },
      'GET /api/billing/getAdminBilling': { body: adminBilling },
      'GET /api/billing/previewBillingUpdate': { body: oneTeamPreview },
      'POST /api/teams/createProgramSubscription': fieldRefusal('teamSettings.teams.0.name', message),
    });
    const { user } = renderApp('/profile/subscriptions/manage/create', { preloadedState: signedInState() });
    const form = await screen.findByRole('form', { name: 'Program and teams' }, { timeout: 15_000 });
    await user.type(within(form).getByLabelText('Program name'), 'Cove');
    const teamName = within(form).getByLabelText('Team 1 name');
    await user.type(teamName, 'Varsity');
    await user.click(await within(form).findByRole('button', { name: 'Pay $30.00' }));

    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(teamName).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText('The request was invalid.')).toBeNull();

    await user.type(teamName, 's');
    expect(within(form).queryByText(message)).toBeNull();
  });

  it('declares the payment done only once teams reads the new teams as paid, then shows them paid', async () => {
    const session = makeSession();
    const program = makeProgram({ name: 'Harbor' });
    const team = makeTeam(program, { ownerId: session.user.id, name: 'Varsity' });
    // Billing has answered; teams hears of the payment a moment later (its first reads still say unpaid).
    let teamsReads = 0;
    let teamsHeardOfIt = false;
    const server = mockApi({
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': () => {
        teamsReads += 1;
        const paid = teamsHeardOfIt;
        return {
          body: teamsResponse({
            owned: [{ ...team, paid, plan: paid ? 'COMPLETE' : null }],
            programs: [program],
          }),
        };
      },
      'GET /api/billing/getAdminBilling': { body: adminBilling },
      'GET /api/billing/getInvoices': { body: { invoices: [] } },
      'GET /api/billing/previewBillingUpdate': { body: oneTeamPreview },
      'POST /api/teams/createProgramSubscription': () => {
        teamsReads = 0; // the reads before the payment do not count
        return {
          body: {
            billingEntity: {
              id: 'entity-1',
              teams: [{ teamId: team.id, name: 'Varsity', plan: 'COMPLETE', addons: {} }],
            },
          },
        };
      },
    });
    const { user, location, store } = renderApp('/profile/subscriptions/manage/create', {
      preloadedState: signedInState(session),
    });
    const form = await screen.findByRole('form', { name: 'Program and teams' }, { timeout: 15_000 });
    await user.type(within(form).getByLabelText('Program name'), 'Harbor');
    await user.type(within(form).getByLabelText('Team 1 name'), 'Varsity');
    await user.click(await within(form).findByRole('button', { name: 'Pay $30.00' }));

    expect(await within(form).findByText('Payment received. Activating your teams…')).toBeInTheDocument();
    // Teams still says unpaid: the page keeps asking and does not declare success.
    await waitFor(() => expect(teamsReads).toBeGreaterThanOrEqual(3));
    expect(location()).toContain('/profile/subscriptions/manage/create');
    teamsHeardOfIt = true;
    expect(
      await screen.findByRole('heading', { name: 'Billing', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(server.calls('POST /api/teams/createProgramSubscription')).toHaveLength(1);
    // The app's own team list, read after the wait, has the team paid: no page made from it says inactive.
    await waitFor(() => {
      const mine = (
        store.getState() as { api: { queries: Record<string, { endpointName?: string; data?: unknown }> } }
      ).api.queries;
      const teams = Object.values(mine).find((query) => query.endpointName === 'retrieveTeams')?.data as
        { owned: { id: string; paid: boolean }[] } | undefined;
      expect(teams?.owned.find((candidate) => candidate.id === team.id)?.paid).toBe(true);
    });
  });
});
