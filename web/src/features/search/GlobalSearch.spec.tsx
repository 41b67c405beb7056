import { screen, within } from '@testing-library/react';
import { mockApi } from '../../test/fetch-mock';
import { signedInState } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { GlobalSearch } from './GlobalSearch';
import type { GlobalSearchAnswer } from './searchApi';

const answer: GlobalSearchAnswer = {
  posts: [],
  events: [
    {
      id: 'ev-1',
      title: 'Game vs Eagles',
      score: 1.2,
      highlights: [[8, 14]],
      teamId: 'team-1',
      eventType: 'GAME',
      opponent: 'Eagles',
      locationName: 'Riverside Gym',
      startAt: '2026-12-01T18:00:00.000Z',
      cancelled: false,
    },
  ],
  roster: [
    {
      id: 'r-1',
      title: 'Eagle Eye Smith',
      score: 2.5,
      highlights: [[0, 5]],
      teamId: 'team-1',
      jersey: '23',
      position: 'center',
    },
  ],
  plays: [],
  order: ['roster', 'events'],
  inactiveTeamIds: [],
};

describe('GlobalSearch (header box + palette, spec 1 §2)', () => {
  it('sends the query 500 ms after the last key and lists the groups best score first', async () => {
    const server = mockApi({ 'GET /api/search/global': { body: answer } });
    const { user } = renderWithProviders(<GlobalSearch />, { preloadedState: signedInState() });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'e');
    const dialogInput = await screen.findByPlaceholderText('Search posts, events, roster and plays');
    await user.type(dialogInput, 'agle');
    expect(await screen.findByText('Roster', {}, { timeout: 3000 })).toBeInTheDocument();
    // Debounced: one call with the whole word, none for the letters typed before it.
    expect(server.calls('GET /api/search/global')).toHaveLength(1);
    expect(
      server.seen.filter((call) => call.path.startsWith('/api/search/')).map((call) => call.path),
    ).toEqual(['/api/search/global']);
    const groups = screen.getAllByText(/^(Roster|Events)$/).map((node) => node.textContent);
    expect(groups).toEqual(['Roster', 'Events']);
    const roster = screen.getByText('Smith', { exact: false }).closest('button')!;
    expect(within(roster).getByText('Eagle').tagName).toBe('MARK');
    expect(within(roster).getByText('#23 · center')).toBeInTheDocument();
    expect(screen.getByText('Data from inactive teams is not searchable.')).toBeInTheDocument();
  });

  it("says 'No results found' when nothing matches", async () => {
    mockApi({ 'GET /api/search/global': { body: { ...answer, events: [], roster: [], order: [] } } });
    const { user } = renderWithProviders(<GlobalSearch />, { preloadedState: signedInState() });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zz');
    expect(await screen.findByText('No results found', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
