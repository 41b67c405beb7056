import { screen } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../../test/fetch-mock';
import { signedInState } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { ProfileSetupForm } from './ProfileSetupForm';

describe('community profile form', () => {
  it("puts the server's refusal of a field under that field (setFieldError), not above the button", async () => {
    const message = 'birthdate is not a date that exists';
    mockApi({
      'POST /api/community/setupCommunityProfile': fieldRefusal('birthdate', message),
    });
    const onDone = jest.fn();
    const { user } = renderWithProviders(
      <ProfileSetupForm
        profile={{
          uid: 'pr-1',
          screenName: 'coach_kim',
          description: 'Point guard coach',
          createdDate: '2026-01-01T00:00:00.000Z',
          birthdate: '1990-04-12',
          sharedPlays: [],
        }}
        onDone={onDone}
      />,
      { preloadedState: signedInState() },
    );
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Birthdate/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });
});
