import { richDocFromText, richTextLength } from '@chalktalk/domain';
import { screen, waitFor } from '@testing-library/react';
import { fieldRefusal, mockApi, type MockReply } from '../../../test/fetch-mock';
import { makeFeedPost, makeSession, signedInState } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import type { FeedPost } from '../feed.types';
import PostEditor from './PostEditor';

const session = makeSession();

// jsdom lays nothing out: ProseMirror asks a range where the caret is to scroll it into view.
beforeAll(() => {
  const noRect = {
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 0,
    bottom: 0,
    width: 0,
    height: 0,
    toJSON: () => ({}),
  };
  Range.prototype.getClientRects = () =>
    Object.assign([noRect], { item: () => noRect }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => noRect as DOMRect;
  document.elementFromPoint ??= () => null;
});

/** A post of the session's coach holding `length` characters of text. */
const postOf = (length: number): FeedPost =>
  makeFeedPost(session.user, {
    content: richDocFromText('x'.repeat(length)),
    canEdit: true,
    canDelete: true,
  });

function setup(post?: FeedPost, createReply: MockReply = { body: postOf(2) }) {
  const api = mockApi({
    'GET /api/playbook/getTeamPlaybook': { body: { playbook: { plays: [] } } },
    'GET /api/schedule/getSchedule': { body: { events: [] } },
    'POST /api/messaging/createPost': createReply,
    'POST /api/messaging/updatePost': { body: postOf(2) },
  });
  const onDone = jest.fn();
  const view = renderWithProviders(
    <PostEditor
      teamId="team-1"
      audiences={['TEAM']}
      post={post}
      label={post ? 'Edit post' : 'New post'}
      onDone={onDone}
    />,
    { preloadedState: signedInState(session) },
  );
  return { ...view, api, onDone };
}

describe('PostEditor', () => {
  it("shows 'Please write something to post.' beside the editor, and clears it as soon as the coach types", async () => {
    const { user, api } = setup();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    const editor = screen.getByRole('textbox', { name: 'New post' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please write something to post.');
    expect(editor).toHaveAccessibleDescription(expect.stringContaining('Please write something to post.'));
    expect(api.calls('POST /api/messaging/createPost')).toHaveLength(0);

    await user.type(editor, 'P');
    await waitFor(() =>
      expect(screen.queryByText('Please write something to post.')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the content beside the editor, not below the form, until the coach types", async () => {
    const message = 'A post links at most 20 plays';
    const { user } = setup(undefined, fieldRefusal('content.content.0', message));
    const editor = screen.getByRole('textbox', { name: 'New post' });
    await user.type(editor, 'Film at 6');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(editor).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(screen.getAllByText(message)).toHaveLength(1);

    await user.type(editor, '!');
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('shows no counter while more than 1,000 characters are left, and shows it at 1,000', async () => {
    const { user } = setup(postOf(8_998));
    const editor = screen.getByRole('textbox', { name: 'Edit post' });
    await user.type(editor, 'x');
    expect(screen.queryByText(/characters? (left|over)/)).not.toBeInTheDocument();
    await user.type(editor, 'x');
    expect(await screen.findByText('1,000 characters left')).toBeInTheDocument();
  });

  it('counts the characters left as the limit nears, then how many are over', async () => {
    const { user } = setup(postOf(9_500));
    const editor = screen.getByRole('textbox', { name: 'Edit post' });
    expect(screen.getByText('500 characters left')).toBeInTheDocument();
    expect(editor).toHaveAccessibleDescription(expect.stringContaining('500 characters left'));
    await user.type(editor, 'abc');
    expect(await screen.findByText('497 characters left')).toBeInTheDocument();
  });

  it('refuses a post over 10,000 characters beside the editor, naming the limit, and sends nothing', async () => {
    const { user, api, onDone } = setup(postOf(10_040));
    expect(screen.getByText('40 characters over the limit of 10,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A post holds at most 10,000 characters; this one has 10,040.',
    );
    expect(api.calls('POST /api/messaging/updatePost')).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();

    // Cut back under the limit: the refusal goes with the counter, and the post can be saved.
    await user.click(screen.getByRole('textbox', { name: 'Edit post' }));
    await user.keyboard('{Control>}a{/Control}{Delete}Short');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.queryByText(/characters? (left|over)/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(
      api.calls('POST /api/messaging/updatePost').map((r) => richTextLength((r.body as FeedPost).content)),
    ).toEqual([5]);
  });
});
