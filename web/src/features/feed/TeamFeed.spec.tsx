import { screen } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { mockApi } from '../../test/fetch-mock';
import { makeFeedPost, makeSession, signedInState } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { composeDoc } from './compose';
import type { FeedPost } from './feed.types';
import { feedApi } from './feedApi';
import { FIRST_PAINT_POSTS, TeamFeed } from './TeamFeed';

const session = makeSession();

const post = (n: number): FeedPost =>
  makeFeedPost(session.user, { id: `p${n}`, content: composeDoc(`Post number ${n}`) });

describe('TeamFeed', () => {
  it('commits the first posts with the answer, the rest and Load more after that paint', async () => {
    const posts = [1, 2, 3, 4].map(post);
    mockApi({
      'GET /api/messaging/getFeedPosts': { body: { posts, nextCursor: 'c1', audiences: [] } },
    });
    const store = makeStore(signedInState(session));
    // The answer is in the cache before the feed mounts, as the start-up reads leave it (app/signed-in-reads.ts).
    await store.dispatch(feedApi.endpoints.getFeedPosts.initiate({ teamId: 'team-1' }, { subscribe: false }));
    renderWithProviders(<TeamFeed teamId="team-1" />, { store, route: '/feed?t=team-1' });

    expect(screen.getAllByText(/Post number \d/)).toHaveLength(FIRST_PAINT_POSTS);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // What a reader starts in the first posts (a comment being typed) survives the rest joining: same elements.
    const firstPost = screen.getByText('Post number 1').closest('article');
    const firstComment = screen.getAllByRole('textbox', { name: 'Comment' })[0];

    expect(await screen.findByText('Post number 4')).toBeInTheDocument();
    expect(screen.getByText('Post number 1').closest('article')).toBe(firstPost);
    expect(screen.getAllByRole('textbox', { name: 'Comment' })[0]).toBe(firstComment);
    expect(screen.getAllByText(/Post number \d/).map((node) => node.textContent)).toEqual([
      'Post number 1',
      'Post number 2',
      'Post number 3',
      'Post number 4',
    ]);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });
});
