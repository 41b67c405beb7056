import { creditLine } from '@chalktalk/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../test/fetch-mock';
import { makeProfile, makeSession, signedInState } from '../../test/factories';
import { renderApp } from '../../test/render';
import { startSignedInReads } from '../../app/signed-in-reads';
import { makeStore } from '../../app/store';
import { ALL_ACTIONS, makeFolder, makePlay, makePlaybook, servePlaybooks } from './test-playbook';
import type { Playbook } from './playbook.types';
import { PLAY_LINK_MESSAGES } from './use-play-link';

function setup(
  route: string,
  personal: Playbook,
  team?: Playbook,
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  const { server, session } = servePlaybooks(personal, team, handlers);
  return { ...renderApp(route, { preloadedState: signedInState(session) }), server };
}

/** Plays a, b and c in the personal playbook, whose rows can be dragged; moves answer the same playbook. */
function threePlaysToDrag() {
  const plays = ['a', 'b', 'c'].map((id) => makePlay(id, { name: `Play ${id}` }));
  const { server } = setup('/playbook', makePlaybook(plays), undefined, {
    'POST /api/playbook/movePlaybookItems': { body: { playbook: makePlaybook(plays) } },
  });
  const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('li')!;
  return { server, rowOf };
}

const menuItems = async (user: ReturnType<typeof setup>['user'], name: string) => {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

describe('PlaybookPage', () => {
  it('offers the personal actions, and unshare instead of delete in the team playbook', async () => {
    const personal = makePlaybook([makePlay('p1', { name: 'Horns' })]);
    const team = makePlaybook(
      [
        makePlay('t1', {
          name: 'Flex',
          actions: { rename: false, move: true, copy: true, share: true, delete: false, unshare: true },
        }),
      ],
      [],
      { id: 'pb-team', type: 'team', teamId: 'team-1' },
    );
    const { user } = setup('/playbook?t=team-1', personal, team);
    // New plays start in the editor, in the active team's sport.
    expect(await screen.findByRole('link', { name: 'New play' })).toHaveAttribute(
      'href',
      '/playbook/new?sport=BASKETBALL_HS&t=team-1',
    );
    expect(await menuItems(user, 'Horns')).toEqual([
      'Rename',
      'Add to Folder',
      'Move Up',
      'Move Down',
      'Copy',
      'Copy Mirrored',
      'Share',
      'Delete',
    ]);
    await user.click(screen.getByRole('link', { name: 'Varsity Playbook' }));
    expect(await menuItems(user, 'Flex')).toEqual([
      'Add to Folder',
      'Move Up',
      'Move Down',
      'Copy',
      'Copy Mirrored',
      'Share',
      'Unshare',
    ]);
    expect(screen.getByRole('link', { name: 'Viewers of Flex' })).toHaveAttribute(
      'href',
      '/playbook/usage?vd=t1&t=team-1',
    );
  });

  it('credits a copied community play in the list, before it is ever republished', async () => {
    const credit = { communityPlayId: 'cp-9', name: 'Horns Flare', authorScreenName: 'CoachK' };
    setup('/playbook', makePlaybook([makePlay('p1', { name: 'Horns Flare', copiedFrom: credit })]));
    const row = (await screen.findAllByRole('link', { name: 'Horns Flare' }))[0]!.closest('li')!;
    expect(within(row).getByText(/^Copied from/)).toHaveTextContent(creditLine(credit));
    const links = within(row).getAllByRole('link', { name: 'Horns Flare' });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/community/play?p=cp-9');
  });

  it('hides menus when the item allows nothing (read-only list)', async () => {
    const none = { rename: false, move: false, copy: false, share: false, delete: false, unshare: false };
    const team = makePlaybook([makePlay('t1', { name: 'Flex', actions: none })], [], {
      id: 'pb-team',
      type: 'team',
      readOnly: true,
    });
    setup('/playbook?t=team-1&pb=team', makePlaybook([]), team);
    expect(await screen.findByRole('link', { name: 'Flex' })).toHaveAttribute(
      'href',
      '/playbook/team?p=t1&t=team-1&src=pb-mine',
    );
    expect(screen.queryByRole('button', { name: 'Actions for Flex' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New folder' })).not.toBeInTheDocument();
  });

  it('renames inline with the name rule and saves through updatePlayMetadata', async () => {
    const { user, server } = setup(
      '/playbook',
      makePlaybook([makePlay('p1', { name: 'Horns' })]),
      undefined,
      {
        'POST /api/playbook/updatePlayMetadata': ({ body }) => ({ body }),
      },
    );
    await menuItems(user, 'Horns');
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(input);
    await user.type(input, '-bad');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a name less than 40 characters long');
    expect(server.calls('POST /api/playbook/updatePlayMetadata')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'Horns Twist');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('POST /api/playbook/updatePlayMetadata')).toHaveLength(1));
    expect(server.calls('POST /api/playbook/updatePlayMetadata')[0]!.body).toEqual({
      playbookId: 'pb-mine',
      playId: 'p1',
      name: 'Horns Twist',
    });
  });

  it('blurs hidden plays without a link, and marks coaches-only and unviewed team plays', async () => {
    const personal = makePlaybook(
      [makePlay('p1', { name: 'Open one' }), makePlay('p11', { name: 'Eleventh', hidden: true })],
      [],
      {
        fullAccess: false,
      },
    );
    const team = makePlaybook(
      [makePlay('t1', { name: 'Secret', coachOnly: true, unviewed: true }), makePlay('t2', { name: 'Seen' })],
      [],
      { id: 'pb-team', type: 'team' },
    );
    const { user } = setup('/playbook?t=team-1', personal, team);
    expect(await screen.findByRole('link', { name: 'Open one' })).toHaveAttribute(
      'href',
      '/playbook/play?p=p1&t=team-1',
    );
    expect(screen.queryByRole('link', { name: 'Eleventh' })).not.toBeInTheDocument();
    const hidden = screen.getByText('Eleventh');
    expect(hidden).toHaveAttribute('aria-disabled', 'true');
    expect(hidden.closest('li')).toHaveClass('playbook-entry--hidden');
    await user.click(screen.getByRole('link', { name: 'Varsity Playbook' }));
    const secret = (await screen.findByRole('link', { name: 'Secret' })).closest('li')!;
    expect(within(secret).getByLabelText('Coaches only')).toHaveTextContent('*');
    expect(within(secret).getByLabelText('Unviewed')).toBeInTheDocument();
    const seen = screen.getByRole('link', { name: 'Seen' }).closest('li')!;
    expect(within(seen).queryByLabelText('Unviewed')).not.toBeInTheDocument();
  });

  it("shows each play's poster as the list's playbook sees it; a hidden play only the placeholder", async () => {
    const personal = makePlaybook(
      [
        makePlay('p1', { name: 'Open one', lastModified: '2026-11-30T10:00:00.000Z' }),
        makePlay('p11', { name: 'Eleventh', hidden: true }),
      ],
      [],
      { fullAccess: false },
    );
    const team = makePlaybook([makePlay('t1', { name: 'Shared', playbookId: 'pb-mine' })], [], {
      id: 'pb-team',
      type: 'team',
    });
    const { user } = setup('/playbook?t=team-1', personal, team);
    const row = (await screen.findByRole('link', { name: 'Open one' })).closest('li')!;
    const poster = await within(row).findByRole('img', { name: 'Poster of Open one' });
    expect(poster).toHaveAttribute(
      'src',
      '/api/playbook/playPoster?playbookId=pb-mine&playId=p1&v=2026-11-30T10%3A00%3A00.000Z&k=poster-key',
    );
    expect(poster).toHaveAttribute('loading', 'lazy');
    const hidden = screen.getByText('Eleventh').closest('li')!;
    expect(within(hidden).getByRole('img', { name: 'Poster of Eleventh (not ready yet)' }).tagName).not.toBe(
      'IMG',
    );
    await user.click(screen.getByRole('link', { name: 'Varsity Playbook' }));
    const shared = (await screen.findByRole('link', { name: 'Shared' })).closest('li')!;
    // A team play is asked for through the team's playbook, where the user sees it.
    expect(await within(shared).findByRole('img', { name: 'Poster of Shared' })).toHaveAttribute(
      'src',
      '/api/playbook/playPoster?playbookId=pb-team&playId=t1&k=poster-key',
    );
  });

  it('sorts by the five spec options, word for word, and shows See All above two tags', async () => {
    const tags = Array.from({ length: 12 }, (_, i) => `Tag ${i + 1}`);
    const plays = [
      makePlay('p1', { name: 'Bravo', createdDate: '2026-01-02T00:00:00.000Z', tags }),
      makePlay('p2', { name: 'alpha', createdDate: '2026-01-03T00:00:00.000Z' }),
      makePlay('p3', { name: 'Charlie', createdDate: '2026-01-01T00:00:00.000Z' }),
    ];
    const { user } = setup('/playbook', makePlaybook(plays));
    const sort = await screen.findByRole('combobox', { name: 'Sort' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Default', 'Name A-Z', 'Name Z-A', 'Created Date oldest', 'Created Date newest']);
    const order = () =>
      screen.getAllByRole('link', { name: /^(alpha|Bravo|Charlie)$/ }).map((l) => l.textContent);
    expect(order()).toEqual(['Bravo', 'alpha', 'Charlie']);
    await user.selectOptions(sort, 'Name A-Z');
    expect(order()).toEqual(['alpha', 'Bravo', 'Charlie']);
    await user.selectOptions(sort, 'Name Z-A');
    expect(order()).toEqual(['Charlie', 'Bravo', 'alpha']);
    await user.selectOptions(sort, 'Created Date oldest');
    expect(order()).toEqual(['Charlie', 'Bravo', 'alpha']);
    await user.selectOptions(sort, 'Created Date newest');
    expect(order()).toEqual(['alpha', 'Bravo', 'Charlie']);

    const tagList = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(tagList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tag 1', 'Tag 2', 'See All']);
    await user.click(within(tagList).getByRole('button', { name: 'See All' }));
    expect(within(tagList).getAllByRole('listitem')).toHaveLength(10);
    expect(within(tagList).queryByRole('button', { name: 'See All' })).not.toBeInTheDocument();
  });

  it("asks getMyPlaybook once on the app's first /playbook load, and not again on a quick return", async () => {
    const { server, session } = servePlaybooks(makePlaybook([makePlay('p1', { name: 'Horns' })]));
    const store = makeStore(signedInState(session));
    await startSignedInReads(store, { pathname: '/playbook', search: '', edition: 'hoops' });
    const fetches = () => server.calls('GET /api/playbook/getMyPlaybook').length;
    expect(fetches()).toBe(1);
    const first = renderApp('/playbook?t=team-1', { store });
    await screen.findByRole('link', { name: 'Horns' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetches()).toBe(1);
    first.unmount();
    // Nothing changed it meanwhile: the cache answers (PLAYBOOK_LIST_FRESH_S).
    renderApp('/playbook?t=team-1', { store });
    await screen.findByRole('link', { name: 'Horns' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetches()).toBe(1);
  });

  it('refetches the list when the app comes back to the foreground (a play shared from elsewhere)', async () => {
    const personal = makePlaybook([makePlay('p1', { name: 'Horns' })]);
    const { server } = setup('/playbook?t=team-1', personal, undefined, {
      'GET /api/playbook/getMyPlaybook': () => ({ body: { playbook: personal } }),
    });
    await screen.findByRole('link', { name: 'Horns' });
    personal.plays.push(makePlay('p2', { name: 'Flex' }));
    personal.items.push({ kind: 'play', id: 'p2' });
    const before = server.calls('GET /api/playbook/getMyPlaybook').length;
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByRole('link', { name: 'Flex' })).toBeInTheDocument();
    expect(server.calls('GET /api/playbook/getMyPlaybook')).toHaveLength(before + 1);
  });

  it('refreshes the list on a pull of 150 from the top, not on a shorter one', async () => {
    const { server } = setup('/playbook', makePlaybook([makePlay('p1', { name: 'Horns' })]));
    await screen.findByRole('link', { name: 'Horns' });
    const scroller = document.querySelector('.playbook-scroller')!;
    const fetches = () => server.calls('GET /api/playbook/getMyPlaybook').length;
    const before = fetches();
    // jsdom has no PointerEvent: mouse events under pointer names carry the coordinates React reads.
    const pointer = (type: string, clientY: number) =>
      fireEvent(scroller, new MouseEvent(type, { bubbles: true, clientY }));
    pointer('pointerdown', 10);
    pointer('pointermove', 159);
    pointer('pointerup', 159);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetches()).toBe(before);
    pointer('pointerdown', 10);
    pointer('pointermove', 400);
    // Capped at 200: the indicator is half the pull.
    expect(scroller.querySelector('.playbook-pull')).toHaveStyle({ height: '100px' });
    expect(screen.getByText('Release to refresh')).toBeInTheDocument();
    pointer('pointerup', 400);
    await waitFor(() => expect(fetches()).toBe(before + 1));
  });

  it('shows the 3 most recent plays at the top level, linked to the editor, not inside folders', async () => {
    const plays = ['1', '2', '3', '4'].map((n) =>
      makePlay(`p${n}`, { name: `Play ${n}`, lastModified: `2026-02-0${n}T00:00:00.000Z` }),
    );
    const { user } = setup('/playbook', makePlaybook(plays, [makeFolder('f1', { name: 'Sets' })]));
    const recent = await screen.findByRole('region', { name: 'Recent' });
    const links = within(recent).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Play 4', 'Play 3', 'Play 2']);
    // The link keeps the active team, which the app picks once retrieveTeams answers.
    await waitFor(() => expect(links[0]).toHaveAttribute('href', '/playbook/play?p=p4&t=team-1'));
    await user.click(screen.getByRole('link', { name: 'Sets' }));
    await screen.findByText(/There are no plays in this folder yet/);
    expect(screen.queryByRole('region', { name: 'Recent' })).not.toBeInTheDocument();
  });

  it('shows the empty-folder text and the no-match text word for word', async () => {
    const folder = makeFolder('f1', { name: 'Sets' });
    const { user } = setup(
      '/playbook',
      makePlaybook([makePlay('p1', { name: 'Horns', tags: ['Offense'] })], [folder]),
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Tag' }), 'Offense');
    expect(screen.getByRole('link', { name: 'Horns' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sets' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Name Z-A');
    await user.click(screen.getByRole('link', { name: 'Sets' }));
    expect(
      await screen.findByText(
        'There are no plays in this folder yet. Use the ADD TO FOLDER menu option on a play to add one.',
      ),
    ).toBeInTheDocument();
  });

  it('shows no-match text when the tag filter leaves nothing', async () => {
    const plays = [
      makePlay('p1', { name: 'Horns', tags: ['Offense'] }),
      makePlay('p2', { name: 'Zone', tags: ['Defense'] }),
    ];
    const folder = makeFolder('f1', { name: 'Sets', plays: ['p2'] });
    plays[1]!.folderId = 'f1';
    const { user } = setup('/playbook?f=f1', makePlaybook(plays, [folder]));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Tag' }), 'Offense');
    expect(
      screen.getByText('There are no plays matching your filter. Try updating your selection above.'),
    ).toBeInTheDocument();
  });

  it('adds a play to a folder with movePlaybookItems and deletes after confirming', async () => {
    const folder = makeFolder('f1', { name: 'Sets' });
    const { user, server } = setup(
      '/playbook',
      makePlaybook([makePlay('p1', { name: 'Horns' })], [folder]),
      undefined,
      {
        'POST /api/playbook/movePlaybookItems': { body: { playbook: makePlaybook([]) } },
        'POST /api/playbook/deletePlay': { body: { id: 'p1' } },
      },
    );
    await menuItems(user, 'Horns');
    await user.click(screen.getByRole('menuitem', { name: 'Add to Folder' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add to Folder' }));
    await waitFor(() =>
      expect(server.calls('POST /api/playbook/movePlaybookItems')[0]?.body).toEqual({
        playbookId: 'pb-mine',
        changes: { p1: null },
        folderId: 'f1',
      }),
    );
    await menuItems(user, 'Horns');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Horns?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.calls('POST /api/playbook/deletePlay')).toHaveLength(1));
  });

  it('shifts an item down and up with renumbering, and not past the ends', async () => {
    const plays = ['a', 'b', 'c'].map((id) => makePlay(id, { name: `Play ${id}` }));
    const { user, server } = setup('/playbook', makePlaybook(plays), undefined, {
      'POST /api/playbook/movePlaybookItems': { body: { playbook: makePlaybook(plays) } },
    });
    const moves = () => server.calls('POST /api/playbook/movePlaybookItems').map((call) => call.body);
    await menuItems(user, 'Play a');
    await user.click(screen.getByRole('menuitem', { name: 'Move Up' }));
    await menuItems(user, 'Play c');
    await user.click(screen.getByRole('menuitem', { name: 'Move Down' }));
    expect(moves()).toEqual([]);
    await menuItems(user, 'Play a');
    await user.click(screen.getByRole('menuitem', { name: 'Move Down' }));
    await menuItems(user, 'Play c');
    await user.click(screen.getByRole('menuitem', { name: 'Move Up' }));
    await waitFor(() =>
      expect(moves()).toEqual([
        { playbookId: 'pb-mine', changes: { b: 0, a: 1, c: 2 } },
        { playbookId: 'pb-mine', changes: { a: 0, c: 1, b: 2 } },
      ]),
    );
  });

  it('unshares a team item after confirming, and deletes a folder after confirming', async () => {
    const team = makePlaybook(
      [makePlay('t1', { name: 'Flex', actions: { ...ALL_ACTIONS, delete: false, unshare: true } })],
      [],
      { id: 'pb-team', type: 'team' },
    );
    const { user, server } = setup(
      '/playbook?t=team-1&pb=team',
      makePlaybook([], [makeFolder('f1', { name: 'Sets' })]),
      team,
      {
        'POST /api/playbook/shareItems': ({ body }) => ({ body }),
        'POST /api/playbook/deleteFolder': { body: { playbook: makePlaybook([]) } },
      },
    );
    await menuItems(user, 'Flex');
    await user.click(screen.getByRole('menuitem', { name: 'Unshare' }));
    const unshare = await screen.findByRole('dialog', { name: 'Unshare Flex?' });
    expect(server.calls('POST /api/playbook/shareItems')).toHaveLength(0);
    await user.click(within(unshare).getByRole('button', { name: 'Unshare' }));
    await waitFor(() =>
      expect(server.calls('POST /api/playbook/shareItems')[0]?.body).toEqual({
        srcPlaybookId: 'pb-team',
        modifications: { 'team-1': 'NOONE' },
        itemIds: ['t1'],
      }),
    );
    await user.click(screen.getByRole('link', { name: 'My Playbook' }));
    await menuItems(user, 'Sets');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Sets?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(server.calls('POST /api/playbook/deleteFolder')[0]?.body).toEqual({
        playbookId: 'pb-mine',
        folderId: 'f1',
      }),
    );
  });

  it('drags an item after a 250 ms long press and drops it at a position', async () => {
    jest.useFakeTimers();
    try {
      const { server, rowOf } = threePlaysToDrag();
      const c = await rowOf('Play c');
      const a = await rowOf('Play a');
      fireEvent.pointerDown(c, { button: 0 });
      act(() => jest.advanceTimersByTime(249));
      expect(c).not.toHaveAttribute('aria-grabbed');
      act(() => jest.advanceTimersByTime(1));
      expect(c).toHaveAttribute('aria-grabbed', 'true');
      fireEvent.pointerOver(a);
      fireEvent.pointerUp(window);
      await waitFor(() =>
        expect(server.calls('POST /api/playbook/movePlaybookItems')[0]?.body).toEqual({
          playbookId: 'pb-mine',
          changes: { c: 0, a: 1, b: 2 },
        }),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops at the row last hovered even when the release comes before a re-render', async () => {
    jest.useFakeTimers();
    try {
      const { server, rowOf } = threePlaysToDrag();
      const a = await rowOf('Play a');
      const b = await rowOf('Play b');
      fireEvent.pointerDown(a, { button: 0 });
      act(() => jest.advanceTimersByTime(250));
      fireEvent.pointerOver(b);
      // A fast flick: the last hover and the release land in one batch, before React renders the new target.
      act(() => {
        fireEvent.pointerOver(screen.getByRole('link', { name: 'Play c' }).closest('li')!);
        window.dispatchEvent(new Event('pointerup'));
      });
      await waitFor(() =>
        expect(server.calls('POST /api/playbook/movePlaybookItems')[0]?.body).toEqual({
          playbookId: 'pb-mine',
          changes: { b: 0, c: 1, a: 2 },
        }),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('says the team has been notified when a study reminder reached someone', async () => {
    const team = makePlaybook(
      [makePlay('t1', { name: 'Flex', actions: { ...ALL_ACTIONS, delete: false, unshare: true } })],
      [],
      { id: 'pb-team', type: 'team' },
    );
    const { user } = setup('/playbook?t=team-1&pb=team', makePlaybook([]), team, {
      'POST /api/playbook/sendStudyReminder': {
        body: { message: 'Your team has been notified.', notified: 3 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Study reminder' }));
    await user.click(screen.getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Your team has been notified\.$/);
  });

  it('sends a study reminder and shows the outcome text', async () => {
    const team = makePlaybook(
      [makePlay('t1', { name: 'Flex', actions: { ...ALL_ACTIONS, delete: false, unshare: true } })],
      [],
      {
        id: 'pb-team',
        type: 'team',
      },
    );
    const { user, server } = setup('/playbook?t=team-1&pb=team', makePlaybook([]), team, {
      'POST /api/playbook/sendStudyReminder': {
        body: { message: 'There are no users joined to your team.', notified: 0 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Study reminder' }));
    await user.click(screen.getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByRole('status')).toHaveTextContent('There are no users joined to your team.');
    expect(server.calls('POST /api/playbook/sendStudyReminder')[0]!.body).toEqual({
      teamId: 'team-1',
      plays: ['t1'],
    });
  });

  it('copies a team play into the personal playbook, mirrored when asked', async () => {
    const team = makePlaybook(
      [makePlay('t1', { name: 'Flex', playbookId: 'pb-src', actions: { ...ALL_ACTIONS, unshare: true } })],
      [],
      { id: 'pb-team', type: 'team' },
    );
    const { user, server } = setup('/playbook?t=team-1&pb=team', makePlaybook([]), team, {
      'POST /api/playbook/copyPlay': { body: { id: 'copy-1' } },
    });
    await menuItems(user, 'Flex');
    await user.click(screen.getByRole('menuitem', { name: 'Copy Mirrored' }));
    expect(await screen.findByText('Copied to My Playbook.')).toBeInTheDocument();
    expect(server.calls('POST /api/playbook/copyPlay')[0]!.body).toEqual({
      playbookId: 'pb-mine',
      playId: 't1',
      sourcePlaybookId: 'pb-team',
      copyName: 'Copy of Flex',
      flipHorizontal: true,
    });
  });

  it('copies a team folder into the personal playbook (no mirrored copy for folders)', async () => {
    const folder = makeFolder('f1', {
      name: 'Sets',
      actions: { ...ALL_ACTIONS, delete: false, unshare: true },
    });
    const team = makePlaybook([], [folder], { id: 'pb-team', type: 'team' });
    const { user, server } = setup('/playbook?t=team-1&pb=team', makePlaybook([]), team, {
      'POST /api/playbook/copyFolder': {
        body: { folder: { id: 'f-copy', name: 'Copy of Sets', parentId: null }, playbook: makePlaybook([]) },
      },
    });
    expect(await menuItems(user, 'Sets')).toEqual([
      'Rename',
      'Add to Folder',
      'Move Up',
      'Move Down',
      'Copy',
      'Share',
      'Unshare',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Copy' }));
    expect(await screen.findByText('Copied to My Playbook.')).toBeInTheDocument();
    expect(server.calls('POST /api/playbook/copyFolder')[0]!.body).toEqual({
      playbookId: 'pb-mine',
      folderId: 'f1',
      sourcePlaybookId: 'pb-team',
      copyName: 'Copy of Sets',
    });
  });

  describe('a play link /playbook?p=', () => {
    it('opens a personal play in the designer, keeping t=, in place of the link', async () => {
      const { location, router } = setup(
        '/playbook?p=p2&t=team-1',
        makePlaybook([makePlay('p1', { name: 'Horns' }), makePlay('p2', { name: 'Flex' })]),
      );
      await waitFor(() => expect(location()).toBe('/playbook/play?p=p2&t=team-1'));
      // Replaced, not pushed: going back does not bounce through the link again.
      expect(router.state.historyAction).toBe('REPLACE');
    });

    it('opens a team play the way the team list does (its source playbook as src)', async () => {
      const team = makePlaybook([makePlay('t1', { name: 'Flex', playbookId: 'pb-coach' })], [], {
        id: 'pb-team',
        type: 'team',
        teamId: 'team-1',
      });
      const { location } = setup('/playbook?pb=team&p=t1&t=team-1', makePlaybook([]), team);
      await waitFor(() => expect(location()).toBe('/playbook/team?p=t1&t=team-1&src=pb-coach'));
    });

    it('stays on the list for a hidden play or one the playbook lacks, and says why', async () => {
      const personal = makePlaybook(
        [makePlay('p1', { name: 'Open one' }), makePlay('p11', { name: 'Eleventh', hidden: true })],
        [],
        { fullAccess: false },
      );
      const hidden = setup('/playbook?p=p11', personal);
      expect(await screen.findByRole('alert')).toHaveTextContent(PLAY_LINK_MESSAGES.hidden);
      expect(screen.getByRole('link', { name: 'Open one' })).toBeInTheDocument();
      // Still the list (the sign-in rule may add the active team as t=).
      expect(hidden.location()).toMatch(/^\/playbook\?p=p11(&|$)/);
      hidden.unmount();

      const missing = setup('/playbook?p=gone', personal);
      expect(await screen.findByRole('alert')).toHaveTextContent(PLAY_LINK_MESSAGES.missing);
      expect(missing.location()).toMatch(/^\/playbook\?p=gone(&|$)/);
    });
  });
});

describe('PlaybookPage onboarding', () => {
  const flagCalls = (server: ReturnType<typeof setup>['server']) =>
    server.calls('POST /api/account/setProfileFlag').map((call) => call.body);

  it('marks "Open your team\'s playbook" done (VIEWED_PLAYBOOK) once the team playbook is shown', async () => {
    const team = makePlaybook([makePlay('t1', { name: 'Floppy' })]);
    const { server } = setup('/playbook?t=team-1&pb=team', makePlaybook([]), team, {
      'POST /api/account/setProfileFlag': { body: makeProfile(makeSession().user) },
    });
    await screen.findByRole('link', { name: 'Floppy' });
    await waitFor(() => expect(flagCalls(server)).toEqual([{ flag: 'VIEWED_PLAYBOOK', value: true }]), {
      timeout: 5000,
    });
  });

  it('does not mark it from the personal playbook', async () => {
    const { server } = setup('/playbook', makePlaybook([makePlay('p1', { name: 'Horns' })]), undefined, {
      'POST /api/account/setProfileFlag': { body: makeProfile(makeSession().user) },
    });
    await screen.findByRole('link', { name: 'Horns' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(flagCalls(server)).toEqual([]);
  });
});
