import { screen, within } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { BulkEditModal } from './BulkEditModal';

describe('bulk edit', () => {
  it("shows the server's refusal of the location under Location, not above the form, until it is edited", async () => {
    const message = 'A location needs a name';
    mockApi({ 'POST /api/schedule/editBulkEvents': fieldRefusal('changes.location.name', message) });
    const { user } = renderWithProviders(
      <BulkEditModal
        teamId="team-1"
        eventIds={['event-1', 'event-2']}
        opened
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit 2 events' });
    const location = within(dialog).getByLabelText('Location');
    await user.type(location, 'Main gym');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(location).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await user.type(location, ' 2');
    expect(within(dialog).queryByText(message)).toBeNull();
  });
});
