import { screen } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../../test/fetch-mock';
import { signedOutState } from '../../../test/factories';
import { renderApp } from '../../../test/render';

jest.mock('../bot-check/solve-challenge', () => ({
  solveBotChallenge: jest.fn(async () => 'solved-token'),
}));

const challenge = { algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'sig', maxnumber: 10 };

describe('signup form', () => {
  it("shows the server's refusal of the email under Email, not above the form", async () => {
    const message = 'Enter an email address such as name@example.com';
    mockApi({
      'GET /api/account/botChallenge': { body: challenge },
      'POST /api/account/createAccount': fieldRefusal('email', message),
    });
    const { user } = renderApp('/signup', { preloadedState: signedOutState() });
    await user.type(await screen.findByLabelText('First name'), 'Casey');
    await user.type(screen.getByLabelText('Last name'), 'Coach');
    await user.type(screen.getByLabelText('Email'), 'casey@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw-123456');
    await user.type(screen.getByLabelText('Confirm password'), 'pw-123456');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('The request was invalid.')).toBeNull();
  });
});
