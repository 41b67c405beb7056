import { screen, within } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { InviteDialog } from './InviteDialog';

describe('invite dialog', () => {
  it("shows the server's refusal of a coach's address under Coaches, not below the boxes, until it is edited", async () => {
    const message = 'Enter an email address such as name@example.com';
    mockApi({ 'POST /api/teams/inviteMembers': fieldRefusal('coachEmails.0', message) });
    const { user } = renderWithProviders(
      <InviteDialog teamId="team-1" canInviteAdmins={false} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invite Members' });
    const coaches = within(dialog).getByLabelText('Coaches');
    await user.type(coaches, 'coach@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitations' }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(coaches).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Players')).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('The request was invalid.')).toBeNull();

    await user.type(coaches, 'm');
    expect(within(dialog).queryByText(message)).toBeNull();
  });
});
