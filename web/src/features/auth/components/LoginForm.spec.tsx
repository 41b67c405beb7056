import { screen } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { LoginForm } from './LoginForm';

describe('login form', () => {
  it("shows the server's refusal of the email under Email, not above the button, until it is edited", async () => {
    const message = 'Enter an email address such as name@example.com';
    mockApi({ 'POST /api/account/login': fieldRefusal('email', message) });
    const { user } = renderWithProviders(<LoginForm forgotPath="/forgot-password" />);
    const email = screen.getByLabelText('Email');
    await user.type(email, 'casey@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw-123456');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('The request was invalid.')).toBeNull();

    await user.type(email, 'm');
    expect(screen.queryByText(message)).toBeNull();
  });
});
