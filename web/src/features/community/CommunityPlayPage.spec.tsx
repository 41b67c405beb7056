import { createNewPlay, GUARD_MESSAGES, REPORT_MESSAGES } from '@chalktalk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../test/fetch-mock';
import { signedInState, signedOutState } from '../../test/factories';
import { renderApp, renderWithProviders } from '../../test/render';
import { CommunityPlayPage } from './CommunityPlayPage';

const play = JSON.parse(
  JSON.stringify(createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { id: 'cp-1', name: 'Horns' })),
);

function answer(overrides: Record<string, unknown> = {}) {
  return {
    play,
    playlistItem: {
      id: 'cp-1',
      name: 'Horns',
      description: 'A quick hitter',
      tags: ['horns'],
      sport: 'BASKETBALL_HS',
      authorScreenName: 'CoachK',
      authorProfileId: 'profile-coachk',
      programId: null,
      mine: false,
      canTakeDown: false,
      status: 'published',
      publishedAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      likes: 4,
      comments: 1,
      copies: 2,
      views: 10,
      liked: false,
      credits: [
        {
          id: 'cp-0',
          name: 'Horns Original',
          authorScreenName: 'FirstCoach',
          authorProfileId: 'profile-first',
          available: true,
        },
      ],
      ...overrides,
    },
    branding: null,
  };
}

const comments = {
  comments: [
    {
      id: 'c-1',
      text: '<b>bold?</b> nice',
      createdDate: '2026-11-21T10:00:00.000Z',
      screenName: 'Fan',
      mine: false,
      canTakeDown: false,
    },
  ],
};

describe('CommunityPlayPage (/community/play?p=)', () => {
  it('plays the play for a signed-out visitor, shows its credit and prompts sign-up on Like without calling', async () => {
    const server = mockApi({
      'GET /api/community/getCommunityPlay': { body: answer() },
      'GET /api/community/getCommunityPlayComments': { body: comments },
      'GET /api/community/exportCommunityGIF': { body: { estimatedWait: 1, nonce: 'n-1' } },
      'GET /api/community/checkCommunityGIFStatus': {
        body: { status: 'ready', gifUrl: 'http://localhost/a.gif' },
      },
    });
    const { user } = renderApp('/community/play?p=cp-1', { preloadedState: signedOutState() });
    expect(await screen.findByRole('heading', { name: 'Horns' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Credits' })).toHaveTextContent(
      'Copied from Horns Original by FirstCoach',
    );
    expect(screen.getByText(/copied 2 times/)).toBeInTheDocument();
    // Spec 3 §2: the profile route carries the profile id, not the screen name.
    expect(screen.getByRole('link', { name: 'CoachK' })).toHaveAttribute(
      'href',
      '/community/profile?pr=profile-coachk',
    );
    // Comment text is shown as text, never as markup.
    expect(await screen.findByText('<b>bold?</b> nice')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Like · 4/ }));
    expect(await screen.findAllByText(GUARD_MESSAGES.needSignUpToContribute)).not.toHaveLength(0);
    expect(server.calls('POST /api/community/addCommunityPlayLike')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Download GIF' }));
    expect(await screen.findByRole('link', { name: 'Save the GIF' })).toBeInTheDocument();
    const exported = server.calls('GET /api/community/exportCommunityGIF')[0]!;
    expect(exported.headers.get('authorization')).toBeNull();
  });

  it("opens any sport's play on the hoops edition, with its sport badge", async () => {
    const football = JSON.parse(
      JSON.stringify(createNewPlay('FOOTBALL_HS', 'FULL_FIELD', { id: 'cp-1', name: 'Slant Flat' })),
    );
    mockApi({
      'GET /api/community/getCommunityPlay': {
        body: { ...answer({ name: 'Slant Flat', sport: 'FOOTBALL_HS', credits: [] }), play: football },
      },
      'GET /api/community/getCommunityPlayComments': { body: { comments: [] } },
    });
    renderApp('/community/play?p=cp-1', { preloadedState: signedOutState() });
    expect(await screen.findByRole('heading', { name: 'Slant Flat' })).toBeInTheDocument();
    expect(screen.getByText('Football', { exact: true })).toBeInTheDocument();
  });

  it('plays with the kit controls of the designer: a Play/Pause button and a Speed segmented control', async () => {
    mockApi({
      'GET /api/community/getCommunityPlay': { body: answer() },
      'GET /api/community/getCommunityPlayComments': { body: { comments: [] } },
    });
    const { user } = renderApp('/community/play?p=cp-1', { preloadedState: signedOutState() });
    const play = await screen.findByRole('button', { name: 'Play' });
    // Kit controls, not the browser's: no native select for the speed.
    expect(play).toHaveClass('mantine-Button-root');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const speed = screen.getByRole('group', { name: 'Speed' });
    expect(within(speed).getByRole('radio', { name: '3' })).toBeChecked();
    await user.click(within(speed).getByText('5'));
    expect(within(speed).getByRole('radio', { name: '5' })).toBeChecked();
    await user.click(play);
    expect(await screen.findByRole('button', { name: 'Pause' })).toHaveClass('mantine-Button-root');
  });

  it('toggles a like optimistically for a user with a profile, then refreshes the play', async () => {
    let release: () => void = () => undefined;
    const server = mockApi({
      'GET /api/community/getCommunityPlay': { body: answer() },
      'GET /api/community/getCommunityPlayComments': { body: comments },
      'GET /api/community/getCommunityProfile': {
        body: { profile: { uid: 'u', screenName: 'Me', description: 'x', createdDate: '', sharedPlays: [] } },
      },
      'POST /api/community/addCommunityPlayLike': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { id: 'cp-1', liked: true, likes: 5 } });
        }),
    });
    const { user } = renderWithProviders(<CommunityPlayPage />, {
      route: '/community/play?p=cp-1',
      preloadedState: signedInState(),
    });
    await user.click(await screen.findByRole('button', { name: /Like · 4/ }));
    // Before the server answers, the button already shows the like.
    expect(await screen.findByRole('button', { name: /Liked · 5/ })).toHaveAttribute('aria-pressed', 'true');
    expect(server.calls('POST /api/community/addCommunityPlayLike')[0]!.body).toEqual({ id: 'cp-1' });
    release();
    const form = await screen.findByRole('form', { name: 'Add a comment' });
    expect(within(form).getByRole('button', { name: 'Post comment' })).toBeDisabled();
  });

  it("shows the server's refusal of a comment's text under the comment box, until it is edited", async () => {
    const message = 'A comment is at most 1000 characters';
    mockApi({
      'GET /api/community/getCommunityPlay': { body: answer() },
      'GET /api/community/getCommunityPlayComments': { body: comments },
      'GET /api/community/getCommunityProfile': {
        body: { profile: { uid: 'u', screenName: 'Me', description: 'x', createdDate: '', sharedPlays: [] } },
      },
      'POST /api/community/addCommunityPlayComment': fieldRefusal('text', message),
    });
    const { user } = renderWithProviders(<CommunityPlayPage />, {
      route: '/community/play?p=cp-1',
      preloadedState: signedInState(),
    });
    const form = await screen.findByRole('form', { name: 'Add a comment' });
    const box = within(form).getByRole('textbox');
    await user.type(box, 'Great');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));

    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('alert')).toBeNull();

    await user.type(box, '!');
    expect(within(form).queryByText(message)).toBeNull();
  });

  it('counts a view once per page load: a like and a comment patch the play instead of reading it again', async () => {
    const server = mockApi({
      'GET /api/community/getCommunityPlay': { body: answer() },
      'GET /api/community/getCommunityPlayComments': { body: comments },
      'GET /api/community/getCommunityProfile': {
        body: { profile: { uid: 'u', screenName: 'Me', description: 'x', createdDate: '', sharedPlays: [] } },
      },
      'POST /api/community/addCommunityPlayLike': { body: { id: 'cp-1', liked: true, likes: 5 } },
      'POST /api/community/addCommunityPlayComment': {
        body: {
          comment: { id: 'c-2', text: 'Great', createdDate: '', screenName: 'Me', mine: true },
          comments: 2,
        },
      },
    });
    const { user } = renderWithProviders(<CommunityPlayPage />, {
      route: '/community/play?p=cp-1',
      preloadedState: signedInState(),
    });
    await user.click(await screen.findByRole('button', { name: /Like · 4/ }));
    expect(await screen.findByRole('button', { name: /Liked · 5/ })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Add a comment' });
    await user.type(within(form).getByRole('textbox'), 'Great');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    // The comments list is read again after the comment (spec 3 §4: refresh after each change); the play is not.
    await waitFor(() =>
      expect(server.calls('GET /api/community/getCommunityPlayComments').length).toBeGreaterThanOrEqual(2),
    );
    expect(server.calls('POST /api/community/addCommunityPlayComment')).toHaveLength(1);
    expect(server.calls('GET /api/community/getCommunityPlay')).toHaveLength(1);
  });

  it("tells a reporter when their report does not count, in the service's words", async () => {
    const server = mockApi({
      'GET /api/community/getCommunityPlay': { body: answer() },
      'GET /api/community/getCommunityPlayComments': { body: { comments: [] } },
      'GET /api/community/getCommunityProfile': {
        body: {
          profile: { uid: 'u', screenName: 'NewCoach', description: 'x', createdDate: '', sharedPlays: [] },
          reviewer: false,
        },
      },
      'POST /api/community/reportCommunityContent': {
        body: {
          kind: 'play',
          id: 'cp-1',
          reported: true,
          counts: false,
          hidden: false,
          message: REPORT_MESSAGES.notCounted,
        },
      },
    });
    const { user } = renderWithProviders(<CommunityPlayPage />, {
      route: '/community/play?p=cp-1',
      preloadedState: signedInState(),
    });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('status')).toHaveTextContent(REPORT_MESSAGES.notCounted);
    expect(server.calls('POST /api/community/reportCommunityContent')).toHaveLength(1);
  });

  it('lets the author of a hidden play ask for review, then says a moderator will look', async () => {
    const server = mockApi({
      'GET /api/community/getCommunityPlay': {
        body: answer({ mine: true, status: 'hidden', reviewRequested: false }),
      },
      'GET /api/community/getCommunityPlayComments': { body: { comments: [] } },
      'POST /api/community/requestCommunityReview': {
        body: { id: 'cp-1', reviewRequested: true, message: REPORT_MESSAGES.reviewRequested },
      },
    });
    const { user } = renderWithProviders(<CommunityPlayPage />, {
      route: '/community/play?p=cp-1',
      preloadedState: signedInState(),
    });
    await user.click(await screen.findByRole('button', { name: 'Ask for review' }));
    expect(await screen.findByText(REPORT_MESSAGES.reviewRequested)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for review' })).not.toBeInTheDocument();
    expect(server.calls('POST /api/community/requestCommunityReview')[0]!.body).toEqual({ id: 'cp-1' });
  });
});
