import { screen, within } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import type { RosterPerson } from '../roster.types';
import { EmailTeamDialog } from './EmailTeamDialog';

const player: RosterPerson = {
  id: 'player-1',
  jersey: '4',
  position: 'PG',
  firstName: 'Jo',
  lastName: 'Reed',
  email: 'jo@example.com',
  joinedAt: null,
  uid: null,
  playerId: null,
  overallRating: null,
  contacts: [],
};

describe('email team dialog', () => {
  it("shows the server's refusal of the subject under Subject, not below the fields, until it is edited", async () => {
    const message = 'A subject is at most 200 characters';
    mockApi({ 'POST /api/teams/emailTeam': fieldRefusal('subject', message) });
    const { user } = renderWithProviders(
      <EmailTeamDialog teamId="team-1" roster={[player]} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Email Team' });
    const subject = within(dialog).getByLabelText('Subject');
    await user.type(subject, 'Practice moved');
    await user.type(within(dialog).getByLabelText('Message'), 'See you at 6.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await user.type(subject, '!');
    expect(within(dialog).queryByText(message)).toBeNull();
  });
});
