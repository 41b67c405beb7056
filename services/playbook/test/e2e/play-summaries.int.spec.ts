import { PreparedSql } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import { PlaybookHarness } from '../harness';

/** The list's play summaries are remembered per row version: never older than the database at the read. */
describe('play summaries of the playbook list (real Postgres)', () => {
  const h = new PlaybookHarness();

  beforeAll(() => h.start('playbook_summaries'), 120_000);
  afterAll(() => h.stop());
  afterEach(() => jest.restoreAllMocks());

  const names = async (userId: string) =>
    ((await h.get(userId, 'getMyPlaybook')).body.playbook.plays as { id: string; name: string }[]).map(
      (play) => play.name,
    );

  it('loads each play document once while its row does not change', async () => {
    const me = randomUUID();
    const playbookId = await h.personalPlaybookId(me);
    await h.newPlay(me, playbookId, 'Horns');
    await h.newPlay(me, playbookId, 'Flex');
    const query = jest.spyOn(PreparedSql.prototype, 'query');
    /** How many play documents the list statement of the last call brought back. */
    const documentsSent = async () => {
      // The list's statement: the whole list as one JSON value (PlaybookListRead), its plays under `plays`.
      const textOf = (text: string | (() => string)) => (typeof text === 'function' ? text() : text);
      const index = query.mock.calls.findLastIndex(([text]) => textOf(text).includes("'rowVersion'"));
      const [{ data }] = (await query.mock.results[index].value) as {
        data: { plays: { document: unknown }[] };
      }[];
      return data.plays.filter((row) => row.document !== null).length;
    };
    expect((await names(me)).sort()).toEqual(['Flex', 'Horns']);
    expect(await documentsSent()).toBe(2);
    expect((await names(me)).sort()).toEqual(['Flex', 'Horns']);
    expect(await documentsSent()).toBe(0);
  });

  it('lists a play changed behind its back (another replica, a migration) with the change at once', async () => {
    const me = randomUUID();
    const playbookId = await h.personalPlaybookId(me);
    const playId = await h.newPlay(me, playbookId, 'Horns');
    expect(await names(me)).toEqual(['Horns']);
    // Not through this app: no event, no last_modified change; only the row's version tells.
    await h.db.query(`UPDATE plays SET document = jsonb_set(document, '{name}', '"Horns 2"') WHERE id = $1`, [
      playId,
    ]);
    expect(await names(me)).toEqual(['Horns 2']);
    await h.newPlay(me, playbookId, 'Zipper');
    expect((await names(me)).sort()).toEqual(['Horns 2', 'Zipper']);
  });

  it('lists the name the user just saved', async () => {
    const me = randomUUID();
    const playbookId = await h.personalPlaybookId(me);
    const playId = await h.newPlay(me, playbookId, 'Horns');
    expect(await names(me)).toEqual(['Horns']);
    const renamed = await h.post(me, 'updatePlayMetadata', { playbookId, playId, name: 'Horns Twist' });
    expect(renamed.status).toBe(200);
    expect(await names(me)).toEqual(['Horns Twist']);
  });
});
