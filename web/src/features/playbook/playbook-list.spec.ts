import { PLAYBOOK_MESSAGES } from '@chalktalk/domain';
import {
  childrenOf,
  dropChanges,
  entryId,
  listView,
  recentPlays,
  tagsOf,
  visibleTags,
} from './playbook-list';
import { makeFolder, makePlay, makePlaybook } from './test-playbook';
import { pullDistance } from './use-pull-to-refresh';

const names = (view: ReturnType<typeof listView>) =>
  view.entries.map((e) => (e.kind === 'folder' ? `F:${e.folder.name}` : e.play.name));

describe('playbook list view', () => {
  const plays = [
    makePlay('b', { name: 'bravo', createdDate: '2026-01-02T00:00:00Z', tags: ['Offense'] }),
    makePlay('a', { name: 'Alpha', createdDate: '2026-01-03T00:00:00Z', tags: ['Defense'] }),
    makePlay('c', { name: 'charlie', createdDate: '2026-01-01T00:00:00Z', tags: ['Offense', 'Press'] }),
  ];
  const playbook = makePlaybook(plays, [makeFolder('f1', { name: 'Sets' })]);

  it('keeps the service order for Default and sorts plays for the other options, folders first', () => {
    expect(names(listView(playbook, null, 'Default', null))).toEqual(['F:Sets', 'bravo', 'Alpha', 'charlie']);
    expect(names(listView(playbook, null, 'Name A-Z', null))).toEqual([
      'F:Sets',
      'Alpha',
      'bravo',
      'charlie',
    ]);
    expect(names(listView(playbook, null, 'Name Z-A', null))).toEqual([
      'F:Sets',
      'charlie',
      'bravo',
      'Alpha',
    ]);
    expect(names(listView(playbook, null, 'Created Date oldest', null))).toEqual([
      'F:Sets',
      'charlie',
      'bravo',
      'Alpha',
    ]);
    expect(names(listView(playbook, null, 'Created Date newest', null))).toEqual([
      'F:Sets',
      'Alpha',
      'bravo',
      'charlie',
    ]);
  });

  it('filters by tag (folders hidden) and says so word for word when nothing matches', () => {
    expect(names(listView(playbook, null, 'Name A-Z', 'Offense'))).toEqual(['bravo', 'charlie']);
    const none = listView(playbook, null, 'Default', 'Transition');
    expect(none.entries).toEqual([]);
    expect(none.empty).toBe('There are no plays matching your filter. Try updating your selection above.');
    expect(tagsOf(playbook)).toEqual(['Defense', 'Offense', 'Press']);
  });

  it('shows the empty-folder text for an empty folder, but not for an empty top level', () => {
    expect(listView(playbook, 'f1', 'Default', null).empty).toBe(
      'There are no plays in this folder yet. Use the ADD TO FOLDER menu option on a play to add one.',
    );
    expect(listView(makePlaybook([]), null, 'Default', null).empty).toBeNull();
    expect(PLAYBOOK_MESSAGES.emptyFolder).toContain('ADD TO FOLDER');
  });

  it('orders a folder by position, then folders before plays, then newest', () => {
    const inner = [
      makePlay('old', { folderId: 'f', createdDate: '2026-01-01T00:00:00Z' }),
      makePlay('new', { folderId: 'f', createdDate: '2026-02-01T00:00:00Z' }),
      makePlay('pinned', { folderId: 'f', position: 0, createdDate: '2025-01-01T00:00:00Z' }),
    ];
    const book = makePlaybook(inner, [
      makeFolder('f', { plays: ['old', 'new', 'pinned'], folders: ['sub'] }),
      makeFolder('sub', { parentId: 'f' }),
    ]);
    expect(childrenOf(book, 'f').map(entryId)).toEqual(['pinned', 'sub', 'new', 'old']);
  });

  it('shows two tags and See All above two; at most ten when expanded', () => {
    const many = Array.from({ length: 12 }, (_, i) => `t${i}`);
    expect(visibleTags(['a', 'b'], false)).toEqual({ shown: ['a', 'b'], seeAll: false });
    expect(visibleTags(['a', 'b', 'c'], false)).toEqual({ shown: ['a', 'b'], seeAll: true });
    expect(visibleTags(many, true).shown).toHaveLength(10);
  });

  it('drops at a position and renumbers every sibling', () => {
    expect(dropChanges(['a', 'b', 'c', 'd'], 'd', 1)).toEqual({ a: 0, d: 1, b: 2, c: 3 });
    expect(dropChanges(['a', 'b', 'c'], 'a', 9)).toEqual({ b: 0, c: 1, a: 2 });
  });

  it('lists the 3 most recently touched visible plays, newest first', () => {
    const book = makePlaybook([
      makePlay('old', { createdDate: '2026-01-01T00:00:00.000Z' }),
      makePlay('edited', {
        createdDate: '2026-01-01T00:00:00.000Z',
        lastModified: '2026-03-01T00:00:00.000Z',
      }),
      makePlay('shared', { createdDate: '2026-01-01T00:00:00.000Z', sharedOn: '2026-02-01T00:00:00.000Z' }),
      makePlay('hidden', { createdDate: '2026-04-01T00:00:00.000Z', hidden: true }),
      makePlay('new', { createdDate: '2026-01-20T00:00:00.000Z', folderId: 'f' }),
    ]);
    expect(recentPlays(book).map((play) => play.id)).toEqual(['edited', 'shared', 'new']);
  });

  it('arms pull to refresh at 150 and caps the pull at 200', () => {
    expect(pullDistance(149)).toEqual({ distance: 149, armed: false });
    expect(pullDistance(150)).toEqual({ distance: 150, armed: true });
    expect(pullDistance(400)).toEqual({ distance: 200, armed: true });
    expect(pullDistance(-20)).toEqual({ distance: 0, armed: false });
  });
});
