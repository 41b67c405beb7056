import {
  EnvelopeSchema,
  fromBinary,
  PlayChangedSchema,
  PlayDeletedSchema,
  Topics,
  timestampDate,
} from '@chalktalk/contracts';
import { aUser, PlaybookHarness } from '../harness';

/** playbook.play.v1: every change to a play's text or listings leaves its whole state in the outbox. */
describe('play events for search (real Postgres)', () => {
  const h = new PlaybookHarness();

  beforeAll(() => h.start('playbook_play_events'), 120_000);
  afterAll(() => h.stop());

  /** The play's events in the outbox, oldest first, decoded. */
  const events = async (playId: string) => {
    const rows = (await h.db.query(
      `SELECT type, payload FROM platform_outbox WHERE topic = $1 AND key = $2 ORDER BY id`,
      [Topics.PlaybookPlay, playId],
    )) as { type: string; payload: Buffer }[];
    return rows.map((row) => {
      const envelope = fromBinary(EnvelopeSchema, row.payload);
      return row.type === PlayChangedSchema.typeName
        ? { kind: 'changed' as const, play: fromBinary(PlayChangedSchema, envelope.payload) }
        : { kind: 'deleted' as const, play: fromBinary(PlayDeletedSchema, envelope.payload) };
    });
  };

  it('sends the state on create, rename, share and delete, with increasing changed_at', async () => {
    const coach = aUser();
    const team = await h.team({ members: { [coach]: 'COACH' } });
    const mine = await h.personalPlaybookId(coach);
    const playId = await h.newPlay(coach, mine, 'Horns');
    let seen = await events(playId);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.play).toMatchObject({
      playId,
      playbookId: mine,
      ownerId: coach,
      name: 'Horns',
      listings: [],
    });

    await h.post(coach, 'updatePlayMetadata', {
      playbookId: mine,
      playId,
      name: 'Horns Flex',
      tags: ['zone'],
    });
    await h.post(coach, 'shareItems', {
      srcPlaybookId: mine,
      modifications: { [team.teamId]: 'COACHES' },
      itemIds: [playId],
    });
    seen = await events(playId);
    expect(seen).toHaveLength(3);
    expect(seen[2]!.play).toMatchObject({
      name: 'Horns Flex',
      tags: ['zone'],
      listings: [
        expect.objectContaining({ teamId: team.teamId, playbookId: team.playbookId, coachOnly: true }),
      ],
    });
    const stamps = seen.map(({ play }) =>
      timestampDate((play as { changedAt: Parameters<typeof timestampDate>[0] }).changedAt).getTime(),
    );
    expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);

    await h.post(coach, 'shareItems', {
      srcPlaybookId: mine,
      modifications: { [team.teamId]: 'NOONE' },
      itemIds: [playId],
    });
    expect((await events(playId))[3]!.play).toMatchObject({ listings: [] });

    expect((await h.post(coach, 'deletePlay', { playbookId: mine, playId })).status).toBe(200);
    const last = (await events(playId)).at(-1)!;
    expect(last).toMatchObject({ kind: 'deleted', play: { playId, playbookId: mine } });
  });

  it('sends the copies a folder copy creates', async () => {
    const coach = aUser();
    const mine = await h.personalPlaybookId(coach);
    const { folder } = await h.newFolderWithPlay(coach, mine, 'Sets', 'Zipper');
    const copied = await h.post(coach, 'copyFolder', {
      playbookId: mine,
      folderId: folder,
      sourcePlaybookId: mine,
      copyName: 'Sets copy',
    });
    expect(copied.status).toBe(200);
    const [row] = (await h.db.query(`SELECT e.play_id AS id FROM playbook_entries e WHERE e.folder_id = $1`, [
      copied.body.folder.id,
    ])) as { id: string }[];
    expect((await events(row!.id))[0]!.play).toMatchObject({ name: 'Zipper', ownerId: coach });
  });
});
