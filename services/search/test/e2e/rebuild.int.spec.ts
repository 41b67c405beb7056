import {
  create,
  PlayChangedSchema,
  PlayListingSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { RebuildService } from '../../src/rebuild/rebuild.service';
import { aUser, SearchHarness } from '../harness';

/** The full rebuild from search_sources, with plays changing while it runs (Postgres adapter, events in). */
describe('search index rebuild (real Postgres)', () => {
  const h = new SearchHarness();
  beforeAll(() => h.start('search_rebuild'), 120_000);
  afterAll(() => h.stop());

  const play = (ownerId: string, playId: string, name: string, teamId: string) =>
    h.emit(
      Topics.PlaybookPlay,
      playId,
      PlayChangedSchema,
      create(PlayChangedSchema, {
        playId,
        playbookId: randomUUID(),
        ownerId,
        name,
        changedAt: timestampFromDate(new Date()),
        listings: [create(PlayListingSchema, { teamId, playbookId: randomUUID() })],
      }),
    );
  const names = async (userId: string, query: string) =>
    ((await h.get(userId, 'global', { query })).body.plays as { title: string }[]).map((p) => p.title).sort();

  it('copies every document into a new generation, keeps the ones changed meanwhile, answers throughout', async () => {
    const coach = aUser();
    const team = await h.team({ members: { [coach]: 'COACH' } });
    const ids = Array.from({ length: 40 }, () => randomUUID());
    for (const [i, id] of ids.entries()) await play(coach, id, `Ladder ${i}`, team);
    const indexed = async () =>
      (
        (await h.db.query(
          `SELECT count(*)::int AS count FROM search_documents WHERE title LIKE 'Ladder%'`,
        )) as {
          count: number;
        }[]
      )[0]!.count;
    await waitFor(async () => ((await indexed()) === 40 ? true : undefined), { what: 'the plays indexed' });
    const rebuilding = h.app.get(RebuildService).rebuild();
    // Changes while the rebuild runs: a rename and a new play.
    await play(coach, ids[0]!, 'Ladder Renamed', team);
    await play(coach, randomUUID(), 'Ladder Newcomer', team);
    const report = await rebuilding;
    expect(report).toMatchObject({ adapter: 'postgres' });
    expect(report.copied).toBeGreaterThanOrEqual(40);
    await waitFor(async () => ((await names(coach, 'ladder newcomer')).length === 1 ? true : undefined), {
      what: 'the play added during the rebuild',
    });
    expect(await names(coach, 'ladder renamed')).toEqual(['Ladder Renamed']);
    const all = await h.get(coach, 'global', { query: 'ladder' });
    expect(all.body.plays).toHaveLength(10);
    const [{ count }] = (await h.db.query(
      `SELECT count(*)::int AS count FROM search_documents WHERE title LIKE 'Ladder%' AND NOT deleted`,
    )) as { count: number }[];
    expect(count).toBe(41);
  });
});
