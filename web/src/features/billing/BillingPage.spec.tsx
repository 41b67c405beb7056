import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/fetch-mock';
import { makeProfile, makeSession, signedInState, teamsResponse } from '../../test/factories';
import { renderApp } from '../../test/render';
import type { BillingEntity, Invoice } from './billing.types';

const PERIOD_END = '2027-01-02T12:00:00.000Z';

const entity = (changes: Partial<BillingEntity> = {}): BillingEntity => ({
  id: 'ent-1',
  kind: 'PROGRAM',
  name: 'Riverside',
  programId: 'prog-1',
  plan: 'COMPLETE',
  billingFrequency: 'MONTHLY',
  teams: [],
  addons: {},
  quantity: 2,
  paid: true,
  status: 'ACTIVE',
  paymentExpires: PERIOD_END,
  nextPaymentDate: PERIOD_END,
  lastPayment: '2026-12-02T12:00:00.000Z',
  createdDate: '2026-12-02T12:00:00.000Z',
  cardId: 'card_1',
  periodTotal: 60,
  pending: null,
  ...changes,
});

const invoice = (id: string, lines: Invoice['lines'], total: number): Invoice => ({
  id,
  linkId: `link-${id}`,
  entityId: 'ent-1',
  date: '2026-12-02T12:00:00.000Z',
  status: 'paid',
  total,
  amountPaid: total,
  lines,
  pdfUrl: null,
  hostedUrl: null,
});

/** The billing page of one subscription, with the calls it makes answered as billing would. */
function billingPage(start: BillingEntity) {
  const session = makeSession();
  let current = start;
  const api = mockApi({
    'GET /api/account/getProfile': { body: makeProfile(session.user) },
    'GET /api/teams/retrieveTeams': { body: teamsResponse() },
    'GET /api/billing/getAdminBilling': () => ({
      body: {
        entities: [current],
        cards: [],
        billingDetails: null,
        stripe: { publishableKey: null, jsUrl: 'http://stripe.test/v3' },
      },
    }),
    'GET /api/billing/getInvoices': {
      body: {
        invoices: [
          invoice(
            'in_1',
            [
              {
                description: 'Monthly subscription: Complete × 2, Additional coach × 1',
                amount: 63,
                periodStart: '2026-12-02T12:00:00.000Z',
                periodEnd: PERIOD_END,
              },
            ],
            63,
          ),
          invoice(
            'ch_2',
            [
              {
                description: 'Prorated change: Collegiate +1, Complete −1',
                amount: 29.03,
                periodStart: '2026-12-03T12:00:00.000Z',
                periodEnd: '2026-12-03T12:00:00.000Z',
              },
            ],
            29.03,
          ),
        ],
      },
    },
    'POST /api/billing/disableSubscription': () => {
      current = entity({ status: 'DISABLED', nextPaymentDate: null });
      return { body: { billingEntity: current } };
    },
    'POST /api/billing/resumeSubscription': () => {
      current = entity();
      return { body: { billingEntity: current } };
    },
  });
  renderApp('/profile/subscriptions/billing', { preloadedState: signedInState(session) });
  return api;
}

describe('billing page', () => {
  // A lazy route: its chunk can take a while on a loaded machine.
  jest.setTimeout(60_000);

  it('cancels renewal, showing until when the teams stay active, and resumes it', async () => {
    const api = billingPage(entity());
    expect(await screen.findByText('Renews on Jan 2, 2027', undefined, { timeout: 15_000 })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel renewal' }));
    expect(
      await screen.findByText('Renewal cancelled. Riverside stays active until Jan 2, 2027.'),
    ).toBeVisible();
    expect(api.calls('POST /api/billing/disableSubscription').map((call) => call.body)).toEqual([
      { entityId: 'ent-1' },
    ]);
    expect(await screen.findByText('Renewal cancelled · Active until Jan 2, 2027')).toBeVisible();

    await userEvent.click(await screen.findByRole('button', { name: 'Resume renewal' }));
    expect(await screen.findByText('Renewal resumed. The next payment is on Jan 2, 2027.')).toBeVisible();
    expect(api.calls('POST /api/billing/resumeSubscription').map((call) => call.body)).toEqual([
      { entityId: 'ent-1' },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel renewal' })).toBeVisible());
  });

  it('says on each invoice what it was for: the plans and seats of the period, a prorated change', async () => {
    billingPage(entity());
    const invoices = await screen.findByRole('table', { name: 'Invoices of Riverside' }, { timeout: 15_000 });
    const rows = within(invoices).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      'Monthly subscription: Complete × 2, Additional coach × 1 (Dec 2, 2026 – Jan 2, 2027)',
    );
    expect(rows[2]).toHaveTextContent('Prorated change: Collegiate +1, Complete −1');
    expect(rows[2]).not.toHaveTextContent('Dec 3, 2026 –');
  });
});
