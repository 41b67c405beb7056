import { screen, within } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../../test/fetch-mock';
import {
  makeProgram,
  makeSession,
  makeTeam,
  makeTeamDocument,
  signedInState,
  teamsResponse,
} from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { CopyDialog } from './CopyDialog';

const document = makeTeamDocument({ id: 'doc-1' });

describe('copy dialog', () => {
  it("shows the server's refusal of the folder under Folder, not below the fields, until it is edited", async () => {
    const message = 'A folder path has at most 5 levels';
    const session = makeSession();
    const program = makeProgram();
    const other = makeTeam(program, { name: 'JV', members: { [session.user.id]: { role: 'COACH' } } });
    mockApi({
      'GET /api/teams/retrieveTeams': { body: teamsResponse({ joined: [other], programs: [program] }) },
      'POST /api/documents/copyDocument': fieldRefusal('path', message),
    });
    const { user } = renderWithProviders(
      <CopyDialog teamId="team-1" document={document} onClose={() => undefined} />,
      { preloadedState: signedInState(session) },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Copy to another team' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'Team' }));
    await user.click(await screen.findByRole('option', { name: 'JV' }));
    const folder = within(dialog).getByRole('textbox', { name: 'Folder' });
    await user.type(folder, 'a/b/c/d/e/f');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(folder).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await user.type(folder, 'g');
    expect(within(dialog).queryByText(message)).toBeNull();
  });
});
