import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { mockApi } from '../../test/fetch-mock';
import { signedInState } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { GlobalSearch } from './GlobalSearch';
import { eventHit, rosterHit, searchAnswer } from './search-hits.factory';
import type { GlobalSearchAnswer } from './searchApi';

const answer = searchAnswer({
  events: [eventHit({ startAt: '2026-12-01T18:00:00.000Z' })],
  roster: [rosterHit()],
  order: ['roster', 'events'],
});

/** Five roster hits, more than the palette's preview of three. */
const crowded = (): GlobalSearchAnswer => ({
  ...answer,
  roster: ['Eagle Eye Smith', 'Eagan Doe', 'Eamon Eagleton', 'Earl Eagles', 'Ea Eagle'].map((title, i) =>
    rosterHit({ id: `r-${i}`, title, score: 3 - i / 10 }),
  ),
});

/** The header box with the address beside it, on a signed-in page. */
function renderBox(route = '/feed') {
  return renderWithProviders(
    <>
      <GlobalSearch />
      <Address />
    </>,
    { preloadedState: signedInState(), route },
  );
}

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

describe('GlobalSearch (header box + palette, spec 1 §2)', () => {
  it('sends the query 500 ms after the last key and lists the groups best score first', async () => {
    const server = mockApi({ 'GET /api/search/global': { body: answer } });
    const { user } = renderBox();
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
    mockApi({ 'GET /api/search/global': { body: searchAnswer() } });
    const { user } = renderBox();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zz');
    expect(await screen.findByText('No results found', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('previews three results a group; See all results opens the results page with the query', async () => {
    mockApi({ 'GET /api/search/global': { body: crowded() } });
    const { user } = renderBox('/feed?t=team-1');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ea');
    const roster = await screen.findByRole('group', { name: 'Roster' }, { timeout: 3000 });
    expect(
      within(roster)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringContaining('Eagle Eye Smith'),
      expect.stringContaining('Eagan Doe'),
      expect.stringContaining('Eamon Eagleton'),
    ]);
    await user.click(screen.getByRole('button', { name: /See all results/ }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/search?q=ea&t=team-1');
  });

  it('Enter on the query opens the results page; an arrow to a result and Enter opens the result', async () => {
    mockApi({ 'GET /api/search/global': { body: answer } });
    const { user } = renderBox();
    const address = () => screen.getByRole('status', { name: 'Address' });
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    const dialogInput = await screen.findByPlaceholderText('Search posts, events, roster and plays');
    await user.type(dialogInput, 'eagle');
    await screen.findByRole('group', { name: 'Roster' }, { timeout: 3000 });
    await user.keyboard('{Enter}');
    expect(address()).toHaveTextContent('/search?q=eagle');
    // Reopened with its last query and nothing selected: the first arrow selects See all results, the next the
    // best group's first result.
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    const again = await screen.findByPlaceholderText('Search posts, events, roster and plays');
    expect(again).toHaveValue('eagle');
    await screen.findByRole('group', { name: 'Roster' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(address()).toHaveTextContent('/team/player?p=r-1&t=team-1');
  });

  it('Enter typed before any answer still opens the results page', async () => {
    mockApi({ 'GET /api/search/global': { body: answer } });
    const { user } = renderBox();
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    const dialogInput = await screen.findByPlaceholderText('Search posts, events, roster and plays');
    await user.type(dialogInput, 'smith{Enter}');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/search?q=smith');
  });
});
