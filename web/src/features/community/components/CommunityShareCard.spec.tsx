import { screen } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../../test/fetch-mock';
import { signedInState } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { CommunityShareCard } from './CommunityShareCard';

describe('community share card', () => {
  it("shows the server's refusal of the description under Description, not above the buttons, until it is edited", async () => {
    const message = 'Too big: expected string to have <=500 characters';
    mockApi({
      'GET /api/community/getCommunityProfile': {
        body: { profile: { uid: 'u', screenName: 'Me', description: 'x', createdDate: '', sharedPlays: [] } },
      },
      'POST /api/community/shareToCommunity': fieldRefusal('description', message),
    });
    const { user } = renderWithProviders(
      <CommunityShareCard play={{ id: 'play-1', name: 'Horns', description: 'A set' }} playbookId="pb-1" />,
      { preloadedState: signedInState() },
    );
    const description = await screen.findByLabelText('Description');
    await user.click(screen.getByRole('button', { name: 'Publish to the community' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(description, '.');
    expect(screen.queryByText(message)).toBeNull();
  });
});
