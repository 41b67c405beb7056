import { createNewPlay, fieldOf } from '@chalktalk/domain';
import { randomUUID } from 'node:crypto';
import { storedDocument } from '../../src/plays/play-document';
import { aUser, PlaybookHarness } from '../harness';

describe('plays and folders (real Postgres)', () => {
  const h = new PlaybookHarness();
  beforeAll(() => h.start('playbook_plays'), 120_000);
  afterAll(() => h.stop());

  it('saves a new play, lists it and opens it migrated and typed', async () => {
    const me = aUser();
    const playbookId = await h.personalPlaybookId(me);
    const id = await h.newPlay(me, playbookId, 'Horns');
    const { body } = await h.get(me, 'getMyPlaybook');
    expect(body.playbook.items).toEqual([{ kind: 'play', id }]);
    expect(body.playbook.plays[0]).toMatchObject({ id, name: 'Horns', hidden: false, readOnly: false });
    const opened = await h.get(me, 'getPlay', { playbookId, playId: id });
    expect(opened.status).toBe(200);
    expect(opened.body.play).toMatchObject({ id, playbookId, version: 10, name: 'Horns' });
  });

  it('refuses invalid plays with the play codes and missing ids with G001', async () => {
    const me = aUser();
    const playbookId = await h.personalPlaybookId(me);
    const play = storedDocument(createNewPlay('BASKETBALL_HS', 'HALF_FIELD'));
    const bad = await h.post(me, 'saveNewPlay', { playbookId, play: { ...play, fieldType: 'MOON' } });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'P005']);
    const noId = await h.post(me, 'saveNewPlay', { play });
    expect(noId.body.error.code).toBe('G001');
    const noPlayId = await h.post(me, 'updatePlay', { playbookId, play });
    expect(noPlayId.body.error.code).toBe('G001');
  });

  it('answers G001 when a save lacks the ids section 5 names (shared play, folder, link)', async () => {
    const me = aUser();
    const playbookId = await h.personalPlaybookId(me);
    const playId = await h.newPlay(me, playbookId);
    const play = { ...storedDocument(createNewPlay('BASKETBALL_HS', 'HALF_FIELD')), id: playId };
    const code = async (answer: Promise<{ status: number; body: { error?: { code: string } } }>) => {
      const { status, body } = await answer;
      return [status, body.error?.code];
    };
    const refused = [400, 'G001'];
    expect(await code(h.post(me, 'saveSharedPlay', { play, srcPlaybookId: playbookId }))).toEqual(refused);
    expect(await code(h.post(me, 'saveSharedPlay', { play, teamId: aUser() }))).toEqual(refused);
    expect(await code(h.post(me, 'updateFolder', { playbookId, folder: { name: 'Sets' } }))).toEqual(refused);
    expect(await code(h.post(me, 'updateFolder', { folder: { id: aUser(), name: 'Sets' } }))).toEqual(
      refused,
    );
    expect(await code(h.post(me, 'deleteFolder', { playbookId }))).toEqual(refused);
    expect(await code(h.get(null, 'getPublicSharedPlay', {}))).toEqual(refused);
  });

  it('keeps others out of a personal playbook', async () => {
    const me = aUser();
    const playbookId = await h.personalPlaybookId(me);
    const id = await h.newPlay(me, playbookId);
    expect((await h.get(aUser(), 'getPlay', { playbookId, playId: id })).status).toBe(403);
    expect((await h.post(aUser(), 'deletePlay', { playbookId, playId: id })).status).toBe(403);
  });

  it('updates a play; only a non-autosave save moves lastUpdated', async () => {
    const me = aUser();
    const playbookId = await h.personalPlaybookId(me);
    const id = await h.newPlay(me, playbookId);
    const { play } = (await h.get(me, 'getPlay', { playbookId, playId: id })).body;
    const auto = await h.post(me, 'updatePlay', {
      playbookId,
      play: { ...play, comment: 'x' },
      autosave: true,
    });
    expect(auto.status).toBe(200);
    expect((await h.get(me, 'getPlay', { playbookId, playId: id })).body.play.lastUpdated).toBeUndefined();
    await h.post(me, 'updatePlay', { playbookId, play: { ...play, description: 'Final' }, autosave: false });
    const saved = (await h.get(me, 'getPlay', { playbookId, playId: id })).body.play;
    expect(saved).toMatchObject({ description: 'Final', lastUpdated: expect.any(String) });
    expect(saved.createdDate).toBe(play.createdDate);
  });

  it('renames with the name rule and sets tags and description', async () => {
    const me = aUser();
    const playbookId = await h.personalPlaybookId(me);
    const playId = await h.newPlay(me, playbookId);
    const long = await h.post(me, 'updatePlayMetadata', { playbookId, playId, name: 'x'.repeat(40) });
    expect(long.body.error).toMatchObject({ code: 'G001' });
    expect(long.body.error.details[0].message).toBe('Enter a name less than 40 characters long');
    expect((await h.post(me, 'updatePlayMetadata', { playbookId, playId, name: '-dash' })).status).toBe(400);
    const ok = await h.post(me, 'updatePlayMetadata', {
      playbookId,
      playId,
      name: 'x'.repeat(39),
      tags: ['Offense'],
      description: 'Set',
    });
    expect(ok.body).toEqual({ id: playId, name: 'x'.repeat(39), tags: ['Offense'], description: 'Set' });
  });

  it('copies a play, mirroring every x with flipHorizontal', async () => {
    const me = aUser();
    const playbookId = await h.personalPlaybookId(me);
    const playId = await h.newPlay(me, playbookId, 'Original');
    const copy = await h.post(me, 'copyPlay', {
      playbookId,
      playId,
      sourcePlaybookId: playbookId,
      copyName: 'Mirror',
      flipHorizontal: true,
    });
    expect(copy.status).toBe(200);
    const original = (await h.get(me, 'getPlay', { playbookId, playId })).body.play;
    const mirrored = (await h.get(me, 'getPlay', { playbookId, playId: copy.body.id })).body.play;
    const width = fieldOf(original).width;
    expect(mirrored.name).toBe('Mirror');
    expect(mirrored.fieldPieces.map((p: { origin: { x: number } }) => p.origin.x)).toEqual(
      original.fieldPieces.map((p: { origin: { x: number } }) => width - p.origin.x),
    );
  });

  it('copies a folder with its folders and plays into the personal playbook; team folders for editors only', async () => {
    const me = aUser();
    const playbookId = await h.personalPlaybookId(me);
    const [a, b] = [await h.newPlay(me, playbookId, 'A'), await h.newPlay(me, playbookId, 'B')];
    const outer = (await h.post(me, 'createFolder', { playbookId, name: 'Sets' })).body.folder.id;
    const inner = (await h.post(me, 'createFolder', { playbookId, name: 'Inner', parentId: outer })).body
      .folder.id;
    await h.post(me, 'movePlaybookItems', { playbookId, changes: { [a]: 0 }, folderId: outer });
    await h.post(me, 'movePlaybookItems', { playbookId, changes: { [b]: null }, folderId: inner });
    const copy = await h.post(me, 'copyFolder', {
      playbookId,
      folderId: outer,
      sourcePlaybookId: playbookId,
      copyName: 'Copy of Sets',
    });
    expect(copy.status).toBe(200);
    const book = copy.body.playbook;
    const copied = book.folders.find((f: { id: string }) => f.id === copy.body.folder.id);
    expect(copied).toMatchObject({ name: 'Copy of Sets', parentId: null, folders: [expect.any(String)] });
    const copiedInner = book.folders.find((f: { id: string }) => f.id === copied.folders[0]);
    expect(copiedInner.name).toBe('Inner');
    const names = (ids: string[]) =>
      ids.map((id) => book.plays.find((p: { id: string }) => p.id === id).name);
    expect([copied.plays.length, names(copied.plays), names(copiedInner.plays)]).toEqual([1, ['A'], ['B']]);
    expect([...copied.plays, ...copiedInner.plays]).not.toContain(a);
    // The original stays as it was.
    const original = book.folders.find((f: { id: string }) => f.id === outer);
    expect(original.plays).toEqual([a]);
    expect(book.plays).toHaveLength(4);
    const bad = await h.post(me, 'copyFolder', {
      playbookId,
      folderId: outer,
      sourcePlaybookId: playbookId,
      copyName: ' x',
    });
    expect(bad.body.error.code).toBe('G001');

    // A team folder: coaches copy it only while the team playbook is theirs to edit; players never.
    const coach = aUser();
    const player = aUser();
    const team = await h.team({
      flags: { COACHES_CAN_EDIT_TEAM_PLAYS: true },
      members: { [coach]: 'COACH', [player]: 'PLAYER' },
    });
    const coachBook = await h.personalPlaybookId(coach);
    const folder = (await h.post(coach, 'createFolder', { playbookId: coachBook, name: 'Zone' })).body.folder
      .id;
    const zone = await h.newPlay(coach, coachBook, 'Zone 1');
    await h.post(coach, 'movePlaybookItems', {
      playbookId: coachBook,
      changes: { [zone]: null },
      folderId: folder,
    });
    await h.post(coach, 'shareItems', {
      srcPlaybookId: coachBook,
      modifications: { [team.teamId]: 'TEAM' },
      itemIds: [folder],
    });
    const teamFolder = (await h.get(coach, 'getTeamPlaybook', { teamId: team.teamId })).body.playbook
      .folders[0].id;
    const fromTeam = (userId: string, target: string) =>
      h.post(userId, 'copyFolder', {
        playbookId: target,
        folderId: teamFolder,
        sourcePlaybookId: team.playbookId,
        copyName: 'Zone copy',
      });
    expect((await fromTeam(player, await h.personalPlaybookId(player))).status).toBe(403);
    expect((await fromTeam(coach, team.playbookId)).status).toBe(403);
    const coachCopy = await fromTeam(coach, coachBook);
    expect(coachCopy.status).toBe(200);
    const coachCopied = coachCopy.body.playbook.folders.find(
      (f: { id: string }) => f.id === coachCopy.body.folder.id,
    );
    expect(coachCopied.plays).toHaveLength(1);
    expect(coachCopied.plays[0]).not.toBe(zone);
  });

  it('creates, fills, moves and deletes folders; children move to the parent', async () => {
    const me = aUser();
    const playbookId = await h.personalPlaybookId(me);
    const [a, b] = [await h.newPlay(me, playbookId, 'A'), await h.newPlay(me, playbookId, 'B')];
    const outer = (await h.post(me, 'createFolder', { playbookId })).body.folder;
    expect(outer.name).toBe('New Folder');
    const inner = (await h.post(me, 'createFolder', { playbookId, name: 'Inner', parentId: outer.id })).body;
    expect(inner.folder.parentId).toBe(outer.id);
    const filled = await h.post(me, 'updateFolder', {
      playbookId,
      folder: { id: inner.folder.id, plays: [a] },
    });
    const innerView = filled.body.playbook.folders.find((f: { id: string }) => f.id === inner.folder.id);
    expect(innerView.plays).toEqual([a]);
    const moved = await h.post(me, 'movePlaybookItems', {
      playbookId,
      changes: { [b]: 0 },
      folderId: outer.id,
    });
    const outerView = moved.body.playbook.folders.find((f: { id: string }) => f.id === outer.id);
    expect(outerView).toMatchObject({ plays: [b], folders: [inner.folder.id] });
    const cycle = await h.post(me, 'movePlaybookItems', {
      playbookId,
      changes: { [outer.id]: null },
      folderId: inner.folder.id,
    });
    expect(cycle.body.error.code).toBe('G001');
    const deleted = await h.post(me, 'deleteFolder', { playbookId, folderId: inner.folder.id });
    const after = deleted.body.playbook.folders.find((f: { id: string }) => f.id === outer.id);
    expect(after.plays.sort()).toEqual([a, b].sort());
    expect(deleted.body.playbook.folders).toHaveLength(1);
  });

  it('sorts by position, then folders before plays, then newest', async () => {
    const me = aUser();
    const playbookId = await h.personalPlaybookId(me);
    const first = await h.newPlay(me, playbookId, 'First');
    const second = await h.newPlay(me, playbookId, 'Second');
    const folder = (await h.post(me, 'createFolder', { playbookId })).body.folder.id;
    const third = await h.newPlay(me, playbookId, 'Third');
    let items = (await h.get(me, 'getMyPlaybook')).body.playbook.items.map((i: { id: string }) => i.id);
    expect(items).toEqual([folder, third, second, first]);
    await h.post(me, 'movePlaybookItems', { playbookId, changes: { [first]: 0 } });
    items = (await h.get(me, 'getMyPlaybook')).body.playbook.items.map((i: { id: string }) => i.id);
    expect(items).toEqual([first, folder, third, second]);
  });

  it('deleting a play removes it from its folder', async () => {
    const me = aUser();
    const playbookId = await h.personalPlaybookId(me);
    const playId = await h.newPlay(me, playbookId);
    const folder = (await h.post(me, 'createFolder', { playbookId })).body.folder.id;
    await h.post(me, 'movePlaybookItems', { playbookId, changes: { [playId]: null }, folderId: folder });
    expect((await h.post(me, 'deletePlay', { playbookId, playId })).status).toBe(200);
    const view = (await h.get(me, 'getMyPlaybook')).body.playbook;
    expect(view.folders[0].plays).toEqual([]);
    expect(view.plays).toEqual([]);
    expect((await h.get(me, 'getPlay', { playbookId, playId })).status).toBe(404);
  });

  it('hides plays after the tenth without full access; a coach of a paid team sees all', async () => {
    const me = aUser();
    const playbookId = await h.personalPlaybookId(me);
    const ids: string[] = [];
    for (let i = 0; i < 11; i += 1) ids.push(await h.newPlay(me, playbookId, `Play ${i}`));
    const view = (await h.get(me, 'getMyPlaybook')).body.playbook;
    expect(view.fullAccess).toBe(false);
    const hidden = view.plays.filter((p: { hidden: boolean }) => p.hidden);
    expect(hidden).toEqual([{ ...hidden[0], id: ids[10], name: 'Play 10' }]);
    expect(hidden[0].tags).toBeUndefined();
    expect((await h.get(me, 'getPlay', { playbookId, playId: ids[10] })).status).toBe(403);
    const copied = await h.post(me, 'copyPlay', {
      playbookId,
      playId: ids[10],
      sourcePlaybookId: playbookId,
      copyName: 'Sneaky',
    });
    expect(copied.status).toBe(403);
    await h.team({ paid: true, members: { [me]: 'COACH' } });
    const full = (await h.get(me, 'getMyPlaybook')).body.playbook;
    expect(full.fullAccess).toBe(true);
    expect(full.plays.every((p: { hidden: boolean }) => !p.hidden)).toBe(true);
    expect((await h.get(me, 'getPlay', { playbookId, playId: ids[10] })).status).toBe(200);
  });

  it('opens a play stored at version 1 migrated to version 10 (unknown items dropped)', async () => {
    const me = aUser();
    const playbookId = await h.personalPlaybookId(me);
    const playId = randomUUID();
    const v1 = {
      id: playId,
      name: 'Legacy',
      sport: 'BASKETBALL_HS',
      type: 'HALF_FIELD',
      fieldType: 'HALF_FIELD',
      initial: [
        { id: 'p1', type: 'ATTACKER', x: 0, y: -11, role: 'PG' },
        { id: 'u1', type: 'UFO', x: 1, y: 1 },
      ],
      ballHolder: 'p1',
      frames: [{ moves: [], passes: [], comment: '' }],
      createdDate: { seconds: 1600000000, nanoseconds: 0 },
    };
    await h.db.query(
      `INSERT INTO plays (id, playbook_id, document, version, created_by, created_date, last_modified)
       VALUES ($1, $2, $3, 1, $4, now(), now())`,
      [playId, playbookId, JSON.stringify(v1), me],
    );
    await h.db.query(
      `INSERT INTO playbook_entries (playbook_id, play_id, src_playbook_id, created_date) VALUES ($1, $2, $1, now())`,
      [playbookId, playId],
    );
    const { play } = (await h.get(me, 'getPlay', { playbookId, playId })).body;
    expect(play.version).toBe(10);
    expect(play.initial.map((p: { id: string; type: string }) => [p.id, p.type])).toContainEqual([
      'p1',
      'BLUEPLAYER',
    ]);
    expect(play.initial.some((p: { id: string }) => p.id === 'u1')).toBe(false);
    expect(play.balls).toEqual([expect.objectContaining({ id: 'ball-0', carrier: 'p1' })]);
    expect(play.createdDate).toBe('2020-09-13T12:26:40.000Z');
    const listed = (await h.get(me, 'getMyPlaybook')).body.playbook.plays;
    expect(listed).toEqual([expect.objectContaining({ id: playId, name: 'Legacy' })]);
    // A save writes the migrated document back at version 10.
    await h.post(me, 'updatePlayMetadata', { playbookId, playId, name: 'Legacy v10' });
    expect(await h.db.query(`SELECT version FROM plays WHERE id = $1`, [playId])).toEqual([{ version: 10 }]);
  });

  it('runs its migrations down and up again', async () => {
    const migrations = h.db.migrations.length;
    for (let i = 0; i < 3; i += 1) await h.db.undoLastMigration();
    expect(await h.db.showMigrations()).toBe(true);
    await h.db.runMigrations();
    expect(await h.db.showMigrations()).toBe(false);
    expect(h.db.migrations.length).toBe(migrations);
  });
});
