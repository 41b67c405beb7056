import { screen, within } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import type { TeamDocument } from '../documents.types';
import { RenameMoveDialog } from './RenameMoveDialog';

const document: TeamDocument = {
  id: 'doc-1',
  teamId: 'team-1',
  type: 'link',
  name: 'Press break',
  path: '',
  url: 'https://example.com/press',
  fileName: null,
  fileKind: null,
  fileSize: null,
  previewImage: null,
  description: null,
  readOnly: false,
  uploadedBy: 'u-1',
  uploadedAt: '2026-11-01T10:00:00.000Z',
  requestAcknowledgement: [],
  acknowledgements: {},
  actions: [],
};

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
