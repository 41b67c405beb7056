import { act, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router';
import { mockApi } from '../../test/fetch-mock';
import { makeProgram, makeTeam, signedInState, teamsResponse } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { GlobalSearchPage } from './GlobalSearchPage';
import { eventHit, playHit, rosterHit, searchAnswer } from './search-hits.factory';
import type { GlobalSearchAnswer } from './searchApi';

const program = makeProgram({ name: 'Demo Club' });
const hoops = makeTeam(program, { name: 'Demo Hoops' });
const lax = makeTeam(program, { name: 'Demo Lax' });

/** Roster first (best score 2.5), then Events, then Plays: the answer's order, not the spec's listing. */
const answer = (): GlobalSearchAnswer =>
  searchAnswer({
    events: [eventHit({ teamId: hoops.id })],
    roster: [
      rosterHit({ teamId: hoops.id }),
      rosterHit({
        id: 'r-2',
        title: 'Eagan Doe',
        score: 2.1,
        highlights: [],
        teamId: lax.id,
        jersey: '7',
        position: 'attack',
      }),
    ],
    plays: [playHit()],
    order: ['roster', 'events', 'plays'],
  });

/** The server double: every search/global query it was asked, in order. */
function searchServer(answerFor: (query: string) => GlobalSearchAnswer = answer) {
  const queries: string[] = [];
  mockApi({
    'GET /api/search/global': ({ url }) => {
      const query = url.searchParams.get('query') ?? '';
      queries.push(query);
      return { body: answerFor(query) };
    },
    'GET /api/teams/retrieveTeams': { body: teamsResponse({ joined: [hoops, lax], programs: [program] }) },
    'GET /api/playbook/posterKey': { body: { key: 'poster-key', expiresAt: '2026-12-04T00:00:00.000Z' } },
  });
  return queries;
}

/**
 * Shows the address and walks the history, as the browser's back and forward buttons do; its link starts a search
 * from outside the page, as the header's palette does.
 */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Address">{`${location.pathname}${location.search}`}</output>
      <button onClick={() => navigate(-1)}>Back</button>
      <button onClick={() => navigate(1)}>Forward</button>
      <Link to="/search?q=jordan">Search jordan</Link>
    </>
  );
}

function renderPage(route: string, options: { fakeTimers?: boolean } = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/search" element={<GlobalSearchPage />} />
        <Route
          path="/feed"
          element={
            <>
              <Link to="/search?q=eagle">Search eagle</Link>
            </>
          }
        />
        <Route path="*" element={<p>Opened</p>} />
      </Routes>
      <Browser />
    </>,
    { route, preloadedState: signedInState(), ...options },
  );
}

const field = () => screen.getByRole('searchbox', { name: 'Search posts, events, roster and plays' });
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const results = () => screen.getAllByRole('link').filter((link) => link.hasAttribute('data-search-result'));

describe('GlobalSearchPage (/search?q=, issue 19)', () => {
  afterEach(() => jest.useRealTimers());

  it('searches the address at once and what is typed 500 ms after the last key, keeping it in the address', async () => {
    jest.useFakeTimers();
    const queries = searchServer();
    const { user } = renderPage('/search?q=eagle', { fakeTimers: true });
    expect(field()).toHaveValue('eagle');
    await waitFor(() => expect(queries).toEqual(['eagle']));
    await user.clear(field());
    await user.type(field(), 'smith');
    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(queries).toEqual(['eagle']);
    expect(address()).toBe('/search?q=eagle');
    await act(() => jest.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(queries).toEqual(['eagle', 'smith']));
    expect(address()).toBe('/search?q=smith');
  });

  it('Enter sends the text at once, without waiting for the pause', async () => {
    jest.useFakeTimers();
    const queries = searchServer();
    const { user } = renderPage('/search', { fakeTimers: true });
    await user.type(field(), 'smi{Enter}');
    await waitFor(() => expect(queries).toEqual(['smi']));
    expect(address()).toBe('/search?q=smi');
  });

  it('lists the groups in the answer’s order with marked matches and each result’s team', async () => {
    searchServer();
    renderPage('/search?q=eagle');
    expect(await screen.findByText('4 results')).toBeInTheDocument();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['Roster', 'Events', 'Plays']);
    const roster = screen.getByRole('region', { name: 'Roster' });
    const smith = within(roster).getByRole('link', { name: /Eagle Eye Smith/ });
    expect(within(smith).getByText('Eagle').tagName).toBe('MARK');
    // The user has two teams: each team result names its team.
    expect(smith).toHaveTextContent('Demo Hoops · #23 · center');
    expect(within(roster).getByRole('link', { name: /Eagan Doe/ })).toHaveTextContent(
      'Demo Lax · #7 · attack',
    );
    expect(smith).toHaveAttribute('href', `/team/player?p=r-1&t=${hoops.id}`);
    expect(screen.getByRole('link', { name: /Eagle Cut/ })).toHaveTextContent('My playbook');
    // A play result shows its poster, asked for as the user sees the play (here their own playbook).
    expect(await screen.findByRole('img', { name: 'Poster of Eagle Cut' })).toHaveAttribute(
      'src',
      `/api/playbook/playPoster?playbookId=${playHit().playbookId}&playId=${playHit().id}&k=poster-key`,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Data from inactive teams is not searchable.');
  });

  it('is keyboard navigable: arrows from the field through every group, Tab through the links, Enter opens', async () => {
    searchServer();
    const { user } = renderPage('/search?q=eagle');
    await screen.findByText('4 results');
    await user.click(field());
    const [smith, doe, game, play] = results();
    await user.keyboard('{ArrowDown}');
    expect(smith).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(game).toHaveFocus();
    await user.keyboard('{End}');
    expect(play).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(play).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(field()).toHaveFocus();
    await user.tab();
    expect(smith).toHaveFocus();
    await user.tab();
    expect(doe).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Opened')).toBeInTheDocument();
    expect(address()).toBe(`/team/player?p=r-2&t=${lax.id}`);
  });

  it("says 'No results found' when nothing matches, under the inactive-team note", async () => {
    searchServer(() => searchAnswer());
    renderPage('/search?q=qqq');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getByText('Data from inactive teams is not searchable.')).toBeInTheDocument();
  });

  it('sends nothing for an empty address and focuses the field', async () => {
    const queries = searchServer();
    renderPage('/search');
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('');
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(queries).toEqual([]);
  });

  it('back and forward restore the query in the field; a search started elsewhere replaces it', async () => {
    const queries = searchServer((query) => (query === 'eagle' ? answer() : searchAnswer()));
    const { user } = renderPage('/feed');
    await user.click(screen.getByRole('link', { name: 'Search eagle' }));
    expect(await screen.findByText('4 results')).toBeInTheDocument();
    // A result opened, then back: the same query and results.
    await user.click(results()[0]!);
    expect(await screen.findByText('Opened')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field()).toHaveValue('eagle');
    expect(await screen.findByText('4 results')).toBeInTheDocument();
    // Typing replaces the page's entry: back leaves the page, forward returns to the last query.
    await user.clear(field());
    await user.type(field(), 'zz');
    await waitFor(() => expect(address()).toBe('/search?q=zz'), { timeout: 3000 });
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe('/feed');
    await user.click(screen.getByRole('button', { name: 'Forward' }));
    expect(field()).toHaveValue('zz');
    await user.click(screen.getByRole('link', { name: 'Search jordan' }));
    expect(field()).toHaveValue('jordan');
    await waitFor(() => expect(queries.at(-1)).toBe('jordan'));
  });
});
