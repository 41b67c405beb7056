import { screen, waitFor } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../test/fetch-mock';
import { signedOutState } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { CommunitySearchPage } from './CommunitySearchPage';

const plays = Array.from({ length: 20 }, (_, i) => ({
  id: `cp-${i}`,
  name: `Horns ${i}`,
  description: 'A quick hitter',
  tags: ['horns'],
  sport: 'BASKETBALL_HS',
  highlights: [[0, 5]] as [number, number][],
}));

describe('CommunitySearchPage (/community/search?q&pg, spec 3 §2)', () => {
  it('searches q for a signed-out visitor, marks the match and pages', async () => {
    const server = mockApi({
      'GET /api/search/community': ({ url }) => ({
        body: {
          plays: url.searchParams.get('page') === '2' ? plays.slice(0, 3) : plays,
          results: 23,
          estimatedPages: 2,
        },
      }),
    });
    const { user } = renderWithProviders(<CommunitySearchPage />, {
      route: '/community/search?q=horns',
      preloadedState: signedOutState(),
    });
    expect(await screen.findByText('23 plays')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Horns 0' })).toHaveAttribute('href', '/community/play?p=cp-0');
    expect(screen.getByRole('img', { name: 'Poster of Horns 0' })).toHaveAttribute(
      'src',
      '/api/community/playPoster?id=cp-0',
    );
    expect(screen.getAllByText('Horns')[0]!.tagName).toBe('MARK');
    // Search spans every sport: each result names its own.
    expect(screen.getAllByText('Basketball')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Horns 2' })).toBeInTheDocument();
    expect(server.calls('GET /api/search/community').length).toBe(2);
  });

  it("answers 'No results found' when nothing matches", async () => {
    mockApi({ 'GET /api/search/community': { body: { plays: [], results: 0, estimatedPages: 0 } } });
    renderWithProviders(<CommunitySearchPage />, {
      route: '/community/search?q=zzz',
      preloadedState: signedOutState(),
    });
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it("shows the server's refusal of the search text under the search box, not above the results", async () => {
    const message = 'A search is at most 100 characters';
    mockApi({ 'GET /api/search/community': fieldRefusal('query', message) });
    renderWithProviders(<CommunitySearchPage />, {
      route: '/community/search?q=press',
      preloadedState: signedOutState(),
    });

    const box = screen.getByRole('searchbox', { name: 'Search community plays' });
    await waitFor(() => expect(box).toHaveAccessibleDescription(message));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends nothing for an empty text', async () => {
    const server = mockApi({});
    renderWithProviders(<CommunitySearchPage />, {
      route: '/community/search',
      preloadedState: signedOutState(),
    });
    expect(screen.getByRole('searchbox', { name: 'Search community plays' })).toHaveValue('');
    await new Promise((done) => setTimeout(done, 600));
    expect(server.seen).toHaveLength(0);
  });
});
