import { screen } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../../test/fetch-mock';
import { makeFeedPost, makeSession, signedInState } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { PostCard } from './PostCard';

const session = makeSession();

describe('post card: comments', () => {
  it("shows the server's refusal of a comment under the Comment box, not below it, until it is edited", async () => {
    const message = 'A comment is at most 2000 characters';
    mockApi({ 'POST /api/messaging/addComment': fieldRefusal('content', message) });
    const { user } = renderWithProviders(
      <PostCard
        post={makeFeedPost(session.user)}
        userId={session.user.id}
        postPath="/feed/post"
        eventPath={(id) => `/schedule?e=${id}`}
      />,
      { preloadedState: signedInState(session) },
    );
    const box = screen.getByRole('textbox', { name: 'Comment' });
    await user.type(box, 'Nice set');
    await user.click(screen.getByRole('button', { name: 'Comment' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(box, '!');
    expect(screen.queryByText(message)).toBeNull();
  });
});
