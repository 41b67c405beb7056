import { screen } from '@testing-library/react';
import { mockApi } from '../../test/fetch-mock';
import { makeProfile, makeSession, signedInState, teamsResponse } from '../../test/factories';
import { renderApp } from '../../test/render';
import { readDiscountCode } from './discount-code';

describe('discount code route', () => {
  jest.setTimeout(60_000);
  afterEach(() => localStorage.clear());

  it('keeps a code typed in another letter case as billing spells it, then opens the create page', async () => {
    const session = makeSession();
    const server = mockApi({
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': { body: teamsResponse() },
      'GET /api/billing/validateDiscountCode': {
        body: {
          success: true,
          code: 'SPRING25',
          coupon: { discountType: 'percent', discount: 25, durationMonths: 1, freeTrial: false },
        },
      },
      'GET /api/billing/getAdminBilling': {
        body: { entities: [], cards: [], billingDetails: null, stripe: { publishableKey: null, jsUrl: 'x' } },
      },
      'GET /api/billing/previewBillingUpdate': {
        body: {
          nextPaymentDate: '2026-12-25T10:00:00.000Z',
          amountDue: 0,
          total: 0,
          discount: 0,
          periodTotal: 0,
        },
      },
    });
    const { location } = renderApp('/spring25', { preloadedState: signedInState(session) });
    expect(
      await screen.findByRole('heading', { name: 'Create subscription', level: 1 }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(location()).toContain('/profile/subscriptions/manage/create');
    expect(server.calls('GET /api/billing/validateDiscountCode')).toHaveLength(1);
    expect(readDiscountCode()).toBe('SPRING25');
  });
});
