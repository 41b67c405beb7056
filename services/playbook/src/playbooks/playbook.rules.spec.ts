import {
  canEditTeamPlays,
  compareItems,
  folderActions,
  hasFullAccess,
  hiddenPlayIds,
  isPlayEditable,
  type ItemContext,
  playActions,
  type SortableItem,
} from './playbook.rules';

describe('full access and free plays', () => {
  it('is full access for an admin or coach of a paid team only', () => {
    expect(hasFullAccess([{ role: 'COACH', paid: true }])).toBe(true);
    expect(hasFullAccess([{ role: 'ADMIN', paid: true }])).toBe(true);
    expect(
      hasFullAccess([
        { role: 'ADMIN', paid: false },
        { role: 'PLAYER', paid: true },
      ]),
    ).toBe(false);
    expect(hasFullAccess([])).toBe(false);
  });

  it('hides every play after the first 10 created, unless full access', () => {
    const plays = Array.from({ length: 12 }, (_, i) => ({
      id: `p${String(i).padStart(2, '0')}`,
      createdDate: new Date(Date.UTC(2025, 0, 12 - i)),
    }));
    // p11 and p10 are the oldest: created first, they stay free; p00 and p01 are the newest.
    expect([...hiddenPlayIds(plays, false)].sort()).toEqual(['p00', 'p01']);
    expect(hiddenPlayIds(plays, true).size).toBe(0);
    expect(hiddenPlayIds(plays.slice(0, 10), false).size).toBe(0);
  });
});

describe('editability', () => {
  it('lets coaches and admins edit team plays only with COACHES_CAN_EDIT_TEAM_PLAYS', () => {
    const on = { COACHES_CAN_EDIT_TEAM_PLAYS: true };
    expect(canEditTeamPlays('COACH', on)).toBe(true);
    expect(canEditTeamPlays('ADMIN', on)).toBe(true);
    expect(canEditTeamPlays('PLAYER', on)).toBe(false);
    expect(canEditTeamPlays('COACH', {})).toBe(false);
    expect(canEditTeamPlays(undefined, on)).toBe(false);
  });
});

describe('play editability (spec section 4)', () => {
  const on = { COACHES_CAN_EDIT_TEAM_PLAYS: true };

  it('edits a play of the own playbook, a new play and a temporary __ id, whatever the team says', () => {
    expect(isPlayEditable({ playId: 'p1', ownPlaybook: true, role: 'PLAYER', flags: {} })).toBe(true);
    expect(isPlayEditable({ playId: 'p1', ownPlaybook: false, isNew: true })).toBe(true);
    expect(isPlayEditable({ playId: 'play__k3x9', ownPlaybook: false })).toBe(true);
    expect(isPlayEditable({ playId: 'play_k3x9', ownPlaybook: false })).toBe(false);
  });

  it('edits a team play only as coach or (program) admin with COACHES_CAN_EDIT_TEAM_PLAYS', () => {
    const team = (role: 'ADMIN' | 'COACH' | 'PLAYER' | undefined, flags = {}) =>
      isPlayEditable({ playId: 'p1', ownPlaybook: false, role, flags });
    expect(team('COACH', on)).toBe(true);
    expect(team('ADMIN', on)).toBe(true);
    expect(team('COACH')).toBe(false);
    expect(team('ADMIN', { COACHES_CAN_EDIT_TEAM_PLAYS: false })).toBe(false);
    expect(team('PLAYER', on)).toBe(false);
    expect(team(undefined, on)).toBe(false);
  });
});

describe('item actions (spec section 6)', () => {
  const personal: ItemContext = { playbookType: 'personal', readOnly: false, saved: true, proxy: false };
  const team = (role: ItemContext['role'], flags = {}, readOnly = true): ItemContext => ({
    playbookType: 'team',
    role,
    flags,
    readOnly,
    saved: true,
    proxy: false,
  });

  it('offers everything but unshare on a saved personal play', () => {
    expect(playActions(personal)).toEqual({
      rename: true,
      move: true,
      copy: true,
      share: true,
      delete: true,
      unshare: false,
    });
  });

  it('does not move or share an unsaved play, nor copy or share a proxy', () => {
    expect(playActions({ ...personal, saved: false })).toMatchObject({ move: false, share: false });
    expect(playActions({ ...personal, proxy: true })).toMatchObject({ copy: false, share: false });
  });

  it('offers unshare instead of delete in a team playbook, and no rename', () => {
    const actions = playActions(team('COACH', { COACHES_CAN_EDIT_TEAM_PLAYS: true }, false));
    expect(actions).toMatchObject({ delete: false, unshare: true, rename: false, move: true });
  });

  it('lets coaches copy only with COACHES_CAN_COPY_TEAM_PLAYS, admins always', () => {
    expect(playActions(team('COACH')).copy).toBe(false);
    expect(playActions(team('COACH', { COACHES_CAN_COPY_TEAM_PLAYS: true })).copy).toBe(true);
    expect(playActions(team('ADMIN')).copy).toBe(true);
    expect(playActions(team('PLAYER', { COACHES_CAN_COPY_TEAM_PLAYS: true })).copy).toBe(false);
  });

  it('lets players share only with PLAYERS_CAN_REFERENCE_TEAM_PLAYS or PLAYERS_CAN_SHARE_PLAY_LINKS', () => {
    expect(playActions(team('PLAYER')).share).toBe(false);
    expect(playActions(team('PLAYER', { PLAYERS_CAN_REFERENCE_TEAM_PLAYS: true })).share).toBe(true);
    expect(playActions(team('PLAYER', { PLAYERS_CAN_SHARE_PLAY_LINKS: true })).share).toBe(true);
    expect(playActions(team('PLAYER')).unshare).toBe(false);
  });

  it('gives read-only folders no edits; players share folders only with PLAYERS_CAN_REFERENCE_TEAM_PLAYS', () => {
    expect(folderActions(team('PLAYER'))).toEqual({
      rename: false,
      move: false,
      copy: false,
      share: false,
      delete: false,
      unshare: false,
    });
    expect(folderActions(team('PLAYER', { PLAYERS_CAN_SHARE_PLAY_LINKS: true })).share).toBe(false);
    expect(folderActions(team('PLAYER', { PLAYERS_CAN_REFERENCE_TEAM_PLAYS: true })).share).toBe(true);
    expect(folderActions(personal)).toMatchObject({ rename: true, delete: true, share: true });
  });
});

describe('sort order', () => {
  const item = (
    kind: SortableItem['kind'],
    id: string,
    position: number | null,
    day: number,
  ): SortableItem => ({
    kind,
    id,
    position,
    date: new Date(Date.UTC(2025, 0, day)),
  });

  it('puts explicit positions first, then folders before plays, then newest first', () => {
    const items = [
      item('play', 'old-play', null, 1),
      item('play', 'new-play', null, 5),
      item('folder', 'folder', null, 1),
      item('play', 'second', 1, 1),
      item('folder', 'first', 0, 9),
    ];
    expect(items.sort(compareItems).map((i) => i.id)).toEqual([
      'first',
      'second',
      'folder',
      'new-play',
      'old-play',
    ]);
  });
});
