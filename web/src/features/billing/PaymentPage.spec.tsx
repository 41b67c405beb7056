import { screen } from '@testing-library/react';
import { mockApi } from '../../test/fetch-mock';
import { makeProfile, makeSession, signedInState, teamsResponse } from '../../test/factories';
import { renderApp } from '../../test/render';
import { NO_PAYMENT_TO_SHOW } from './PaymentPage';

describe('payment page', () => {
  // A lazy route: its chunk can take a while on a loaded machine.
  jest.setTimeout(60_000);

  const signedIn = () => {
    const session = makeSession();
    mockApi({
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': { body: teamsResponse() },
    });
    return { preloadedState: signedInState(session) };
  };

  it('says there is nothing to show, with the way back to billing, when opened without an invoice', async () => {
    renderApp('/payment', signedIn());
    expect(await screen.findByText(NO_PAYMENT_TO_SHOW, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to billing' })).toHaveAttribute(
      'href',
      '/profile/subscriptions/billing',
    );
  });

  it('shows the failed payment alone when the address says the payment failed', async () => {
    renderApp('/payment?e=1', signedIn());
    expect(
      await screen.findByText(
        'Your payment could not be completed. Please check your payment method and try again.',
        undefined,
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(NO_PAYMENT_TO_SHOW)).not.toBeInTheDocument();
  });
});
