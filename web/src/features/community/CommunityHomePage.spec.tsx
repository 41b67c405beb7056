import { screen, waitFor, within } from '@testing-library/react';
import { editionConfig } from '../../config/edition';
import { mockApi } from '../../test/fetch-mock';
import { signedInState, signedOutState } from '../../test/factories';
import { renderApp, renderWithProviders } from '../../test/render';
import { CommunityHomePage } from './CommunityHomePage';
import { communityPlaySummary } from './community-play.factory';

const summary = communityPlaySummary();
const homepage = { newPlays: [summary], popularPlays: [], trendingPlays: [] };
const reports = {
  page: 1,
  estimatedPages: 1,
  items: [
    {
      kind: 'COMMENT',
      id: 'c-1',
      playId: 'cp-1',
      playName: 'Horns',
      text: 'rude',
      authorScreenName: 'Troll',
      hidden: true,
      reports: 3,
      reasons: [],
      lastReportedAt: null,
    },
  ],
};
const profile = { uid: 'u', screenName: 'Me', description: 'x', createdDate: '', sharedPlays: [] };

describe('CommunityHomePage (/community)', () => {
  it('links each author to their profile by id; a signed-out visitor asks for no reports', async () => {
    const server = mockApi({ 'GET /api/community/getCommunityHomepage': { body: homepage } });
    renderApp('/community', { preloadedState: signedOutState() });
    expect(await screen.findByRole('link', { name: 'CoachK' })).toHaveAttribute(
      'href',
      '/community/profile?pr=profile-coachk',
    );
    expect(server.calls('GET /api/community/getReportedItems')).toHaveLength(0);
  });

  it("shows each card's poster: lazy, named after the play, from the public community/playPoster", async () => {
    mockApi({ 'GET /api/community/getCommunityHomepage': { body: homepage } });
    renderApp('/community', { preloadedState: signedOutState() });
    const card = await screen.findByRole('article', { name: 'Horns' });
    const poster = within(card).getByRole('img', { name: 'Poster of Horns' });
    expect(poster).toHaveAttribute('src', '/api/community/playPoster?id=cp-1');
    expect(poster).toHaveAttribute('loading', 'lazy');
  });

  it('a signed-in user who reviews nothing never asks for reports (no 403 in the console)', async () => {
    const server = mockApi({
      'GET /api/community/getCommunityHomepage': { body: homepage },
      'GET /api/community/getCommunityProfile': { body: { profile, reviewer: false } },
    });
    renderWithProviders(<CommunityHomePage />, { route: '/community', preloadedState: signedInState() });
    expect(await screen.findByRole('link', { name: 'Horns' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'My community profile' })).toBeInTheDocument();
    expect(server.calls('GET /api/community/getCommunityProfile')).not.toHaveLength(0);
    expect(server.calls('GET /api/community/getReportedItems')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /Review reports/ })).toBeNull();
  });

  it('a reviewer (the own-profile answer says so) gets the review link with the count', async () => {
    const server = mockApi({
      'GET /api/community/getCommunityHomepage': { body: homepage },
      'GET /api/community/getCommunityProfile': { body: { profile: null, reviewer: true } },
      'GET /api/community/getReportedItems': { body: reports },
    });
    renderWithProviders(<CommunityHomePage />, { route: '/community', preloadedState: signedInState() });
    expect(await screen.findByRole('link', { name: 'Review reports (1)' })).toHaveAttribute(
      'href',
      '/community/review',
    );
    expect(server.calls('GET /api/community/getReportedItems')).toHaveLength(1);
  });

  describe('by sport', () => {
    const football = communityPlaySummary({ id: 'cp-2', name: 'Slant Flat', sport: 'FOOTBALL_HS' });
    /** The homepage answer, recording the sport each request asked for ('' = none). */
    function homepageBySport() {
      const asked: string[] = [];
      const server = mockApi({
        'GET /api/community/getCommunityHomepage': ({ url }) => {
          const sport = url.searchParams.get('sport') ?? '';
          asked.push(sport);
          return { body: { ...homepage, newPlays: sport === '' ? [summary, football] : [summary] } };
        },
      });
      return { server, asked };
    }

    it("asks for the edition's sport family by default and badges each card with its sport", async () => {
      const { asked } = homepageBySport();
      renderApp('/community', { preloadedState: signedOutState() });
      const card = await screen.findByRole('article', { name: 'Horns' });
      expect(within(card).getByText('Basketball')).toBeInTheDocument();
      expect(asked).toEqual(['basketball']);
      expect(screen.getByRole('radio', { name: 'Basketball' })).toBeChecked();
      expect(screen.getByRole('link', { name: 'See all new plays' })).toHaveAttribute(
        'href',
        '/community/latest',
      );
    });

    it('the lacrosse edition asks for lacrosse', async () => {
      const { asked } = homepageBySport();
      renderApp('/community', { preloadedState: signedOutState(), edition: editionConfig('lacrosse') });
      expect(await screen.findByRole('radio', { name: 'Lacrosse' })).toBeChecked();
      await waitFor(() => expect(asked).toEqual(['lacrosse']));
    });

    it('All sports asks without a family, keeps ?sport=all in the URL and in the section links', async () => {
      const { asked } = homepageBySport();
      const { user, location } = renderApp('/community', { preloadedState: signedOutState() });
      await screen.findByRole('article', { name: 'Horns' });
      await user.click(screen.getByRole('radio', { name: 'All sports' }));
      const card = await screen.findByRole('article', { name: 'Slant Flat' });
      expect(within(card).getByText('Football')).toBeInTheDocument();
      expect(location()).toBe('/community?sport=all');
      expect(asked).toEqual(['basketball', '']);
      expect(screen.getByRole('radiogroup', { name: 'Sport' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See all popular plays' })).toHaveAttribute(
        'href',
        '/community/popular?sport=all',
      );
    });

    it('a shared link ?sport=all shows every sport at once', async () => {
      const { asked } = homepageBySport();
      renderApp('/community?sport=all', { preloadedState: signedOutState() });
      expect(await screen.findByRole('article', { name: 'Slant Flat' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'All sports' })).toBeChecked();
      expect(asked).toEqual(['']);
    });
  });
});
