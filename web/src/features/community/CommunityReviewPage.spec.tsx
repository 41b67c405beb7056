import { screen, within } from '@testing-library/react';
import { errorReply, mockApi } from '../../test/fetch-mock';
import { signedInState } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { CommunityReviewPage } from './CommunityReviewPage';

const hiddenComment = {
  kind: 'COMMENT',
  id: 'c-1',
  playId: 'cp-1',
  playName: 'Horns',
  text: 'you stink',
  authorScreenName: 'Troll',
  hidden: true,
  reports: 3,
  weight: 6,
  reasons: ['abuse'],
  lastReportedAt: '2026-11-21T10:00:00.000Z',
};
const reportedPlay = {
  kind: 'PLAY',
  id: 'cp-2',
  playId: 'cp-2',
  playName: 'Spam play',
  authorScreenName: 'Spammer',
  hidden: false,
  reports: 1,
  weight: 0,
  reasons: [],
  lastReportedAt: '2026-11-20T10:00:00.000Z',
};

describe('CommunityReviewPage (/community/review)', () => {
  it('lists reported items and restores one after a confirm, then shows the refreshed list', async () => {
    let items = [hiddenComment, reportedPlay];
    const server = mockApi({
      'GET /api/community/getReportedItems': () => ({ body: { page: 1, estimatedPages: 1, items } }),
      'POST /api/community/reviewReport': () => {
        items = [reportedPlay];
        return { body: { kind: 'COMMENT', id: 'c-1', decision: 'RESTORE', playId: 'cp-1', comments: 1 } };
      },
    });
    const { user } = renderWithProviders(<CommunityReviewPage />, {
      route: '/community/review',
      preloadedState: signedInState(),
    });
    expect(await screen.findByRole('heading', { name: 'Review reports' })).toBeInTheDocument();
    expect(await screen.findByText('“you stink”')).toBeInTheDocument();
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByText('3 reports, weight 6 of 6: abuse')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spam play' })).toHaveAttribute('href', '/community/play?p=cp-2');

    // Declining the confirm changes nothing.
    await user.click(screen.getByRole('button', { name: 'Restore the comment by Troll' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Restore this comment? It is shown again and its reports are rejected.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('POST /api/community/reviewReport')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Restore the comment by Troll' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
    await screen.findByRole('button', { name: 'Remove Spam play' });
    expect(server.calls('POST /api/community/reviewReport')[0]!.body).toEqual({
      kind: 'COMMENT',
      id: 'c-1',
      decision: 'RESTORE',
    });
    expect(await screen.findByRole('table', { name: 'Reported plays and comments' })).not.toHaveTextContent(
      'you stink',
    );
  });

  it('shows the server refusal to someone who may not review', async () => {
    mockApi({
      'GET /api/community/getReportedItems': errorReply(403, 'G003', 'You are not allowed to do that.'),
    });
    renderWithProviders(<CommunityReviewPage />, {
      route: '/community/review',
      preloadedState: signedInState(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do that.');
  });

  it("marks a play whose author asked for review, with its reports' weight", async () => {
    mockApi({
      'GET /api/community/getReportedItems': {
        body: {
          page: 1,
          estimatedPages: 1,
          items: [{ ...reportedPlay, hidden: true, reports: 4, weight: 6, reviewRequested: true }],
        },
      },
    });
    renderWithProviders(<CommunityReviewPage />, {
      route: '/community/review',
      preloadedState: signedInState(),
    });
    expect(await screen.findByText('Review requested')).toBeInTheDocument();
    expect(screen.getByText('4 reports, weight 6 of 6')).toBeInTheDocument();
    expect(screen.getByText('Hidden')).toBeInTheDocument();
  });
});
