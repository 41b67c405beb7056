import { screen, within } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../../test/fetch-mock';
import { makeTeamDocument } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { RenameMoveDialog } from './RenameMoveDialog';

const document = makeTeamDocument({ id: 'doc-1' });

describe('move document dialog', () => {
  it("shows the server's refusal of the folder under Folder, not below it, until it is edited", async () => {
    const message = 'A folder path has at most 5 levels';
    mockApi({ 'POST /api/documents/updateDocument': fieldRefusal('path', message) });
    const { user } = renderWithProviders(
      <RenameMoveDialog teamId="team-1" kind="move" document={document} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Move document' });
    const folder = within(dialog).getByRole('textbox', { name: 'Folder' });
    await user.type(folder, 'a/b/c/d/e/f');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(folder).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await user.type(folder, 'g');
    expect(within(dialog).queryByText(message)).toBeNull();
  });
});
