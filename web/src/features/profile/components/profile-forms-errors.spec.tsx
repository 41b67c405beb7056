import { screen } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../../test/fetch-mock';
import { signedInState } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { EmailForm } from './EmailForm';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';

describe('profile forms: save errors land beside their field', () => {
  it('name: a refused last name shows under Last name', async () => {
    mockApi({
      'POST /api/account/updateName': fieldRefusal('lastName', 'Use letters, spaces, dashes or apostrophes'),
    });
    const { user } = renderWithProviders(<NameForm current={{ firstName: 'Kim', lastName: 'Lee' }} />, {
      preloadedState: signedInState(),
    });
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Use letters, spaces, dashes or apostrophes')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('The request was invalid.')).toBeNull();
  });

  it('email: a refused new email shows under New email', async () => {
    mockApi({ 'POST /api/account/changeEmail': fieldRefusal('newEmail', 'Enter a valid email address') });
    const { user } = renderWithProviders(<EmailForm email="kim@example.com" verified />, {
      preloadedState: signedInState(),
    });
    await user.type(screen.getByLabelText('New email'), 'kim.lee@example.com');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('New email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('The request was invalid.')).toBeNull();
  });

  it("password: the call's newPassword refusal shows under New password", async () => {
    mockApi({ 'POST /api/account/changePassword': fieldRefusal('newPassword', 'At most 128 characters') });
    const { user } = renderWithProviders(<PasswordForm />, { preloadedState: signedInState() });
    await user.type(screen.getByLabelText('New password'), 'a-long-Passw0rd!');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-long-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('At most 128 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At most 128 characters');
    expect(screen.queryByText('The request was invalid.')).toBeNull();
  });
});
