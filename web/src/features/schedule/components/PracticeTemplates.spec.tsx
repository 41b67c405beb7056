import { screen } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { PracticeTemplates } from './PracticeTemplates';

describe('practice templates', () => {
  it("shows the server's refusal of a section under that section (untitled rows are not sent), until it is edited", async () => {
    const message = 'A section needs a title';
    mockApi({
      'GET /api/schedule/getPracticeTemplates': { body: { practiceTemplates: [] } },
      'POST /api/schedule/savePracticeTemplate': fieldRefusal('sections.0.title', message),
    });
    const { user } = renderWithProviders(<PracticeTemplates teamId="team-1" />);
    await user.type(await screen.findByLabelText('Template name'), 'Thursday');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const second = screen.getByLabelText('Section 2');
    await user.type(second, 'Shell drill');
    await user.click(screen.getByRole('button', { name: 'Save template' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Section 1')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(second, 's');
    expect(screen.queryByText(message)).toBeNull();
  });
});
