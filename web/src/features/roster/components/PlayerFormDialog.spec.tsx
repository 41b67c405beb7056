import { screen } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../../test/fetch-mock';
import { signedInState } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { AddContactForm } from './AddContactForm';
import { PlayerFormDialog } from './PlayerFormDialog';

describe('roster forms: save errors land beside their field', () => {
  it("shows the server's refusal of the player's email under Email", async () => {
    const message = 'Enter an email address such as name@example.com';
    mockApi({ 'POST /api/teams/addRosterPlayer': fieldRefusal('player.email', message) });
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <PlayerFormDialog teamId="team-1" sport="BASKETBALL_HS" onClose={onClose} />,
      {
        preloadedState: signedInState(),
      },
    );
    await user.type(screen.getByLabelText('First name'), 'Ava');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.type(screen.getByLabelText('Email'), 'ava@@example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('The request was invalid.')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a contact's email under Contact email", async () => {
    const message = 'This email is already a contact of the player';
    mockApi({ 'POST /api/teams/addRosterContact': fieldRefusal('contact.email', message) });
    const { user } = renderWithProviders(<AddContactForm teamId="team-1" playerId="p-1" />, {
      preloadedState: signedInState(),
    });
    await user.type(screen.getByLabelText('Contact first name'), 'Sam');
    await user.type(screen.getByLabelText('Contact last name'), 'Lee');
    await user.type(screen.getByLabelText('Contact email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Contact email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
