import {
  create,
  PlayChangedSchema,
  PlayDeletedSchema,
  PlayListingSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { RebuildService } from '../../src/rebuild/rebuild.service';
import { describeWithElasticsearch, startTestElasticsearch, type TestElasticsearch } from '../elasticsearch';
import { aUser, SearchHarness } from '../harness';

/**
 * Two instances of the service on one database and index: one rebuilds while the other indexes events between
 * the copy and the swap (the window a per-process "rebuild running" flag lost). The rebuild marker in the search
 * database makes the other replica write both generations, so nothing it wrote is missing after the swap.
 */
function rebuildAcrossReplicas(adapter: string, env: () => Record<string, string>) {
  const h = new SearchHarness();
  beforeAll(() => h.start(`search_rebuild_replicas_${adapter}`, env()), 180_000);
  afterAll(() => h.stop());

  it('keeps what another replica indexes during the rebuild', async () => {
    const other = await h.replica();
    const coach = aUser();
    const team = await h.team({ members: { [coach]: 'COACH' } });
    const listing = create(PlayListingSchema, { teamId: team, playbookId: randomUUID() });
    const play = (playId: string, name: string, app = h.app) =>
      h.emit(
        Topics.PlaybookPlay,
        playId,
        PlayChangedSchema,
        create(PlayChangedSchema, {
          playId,
          playbookId: randomUUID(),
          ownerId: coach,
          name,
          changedAt: timestampFromDate(new Date()),
          listings: [listing],
        }),
        'playbook',
        app,
      );
    const names = async (query: string) => {
      await h.index.refresh();
      return ((await h.get(coach, 'global', { query })).body.plays as { title: string }[])
        .map((p) => p.title)
        .sort();
    };
    const sourced = async (id: string, what: (row: { deleted: boolean; title: string }) => boolean) => {
      const [row] = (await h.db.query(
        `SELECT deleted, document->>'title' AS title FROM search_sources WHERE id = $1`,
        [`play:${id}`],
      )) as { deleted: boolean; title: string }[];
      return row && what(row) ? true : undefined;
    };

    const ids = Array.from({ length: 20 }, () => randomUUID());
    for (const [i, id] of ids.entries()) await play(id, `Relay ${i}`);
    await waitFor(async () => ((await names('relay')).length === 10 ? true : undefined), {
      what: 'the plays indexed',
    });

    const newcomer = randomUUID();
    const report = await h.app.get(RebuildService).rebuild({
      // The copy is done; the other replica handles a rename, a new play and a deletion before the swap.
      beforeSwap: async () => {
        await play(ids[0]!, 'Relay Renamed Elsewhere', other);
        await play(newcomer, 'Relay Newcomer Elsewhere', other);
        await h.emit(
          Topics.PlaybookPlay,
          ids[1]!,
          PlayDeletedSchema,
          create(PlayDeletedSchema, {
            playId: ids[1]!,
            playbookId: randomUUID(),
            deletedAt: timestampFromDate(new Date()),
          }),
          'playbook',
          other,
        );
        await waitFor(() => sourced(ids[0]!, (row) => row.title === 'Relay Renamed Elsewhere'), {
          what: 'the rename handled by the other replica',
        });
        await waitFor(() => sourced(newcomer, () => true), {
          what: 'the new play handled by the other replica',
        });
        await waitFor(() => sourced(ids[1]!, (row) => row.deleted), {
          what: 'the deletion handled by the other replica',
        });
      },
    });
    expect(report).toMatchObject({ adapter });
    expect(await names('relay newcomer')).toEqual(['Relay Newcomer Elsewhere']);
    expect(await names('relay renamed')).toEqual(['Relay Renamed Elsewhere']);
    const [{ count }] = (await h.db.query(
      `SELECT count(*)::int AS count FROM search_rebuild WHERE target IS NOT NULL`,
    )) as {
      count: number;
    }[];
    expect(count).toBe(0);
    // 20 - 1 deleted + 1 new, counted through the index (10 a group): the deleted one is not among them.
    const all = await h.index.search({ text: 'relay', kinds: ['play'], grants: [`t:${team}`], limit: 50 });
    expect(all.hits).toHaveLength(20);
    expect(all.hits.some((hit) => hit.id === `play:${ids[1]}`)).toBe(false);

    // After the swap both replicas write the new live generation only.
    await play(randomUUID(), 'Relay After Swap', other);
    await waitFor(async () => ((await names('relay after swap')).length === 1 ? true : undefined), {
      what: 'a write after the swap',
    });
  }, 180_000);
}

describe('search index rebuild across two replicas (Postgres adapter)', () => {
  rebuildAcrossReplicas('postgres', () => ({}));
});

describeWithElasticsearch('search index rebuild across two replicas (Elasticsearch adapter)', () => {
  let es: TestElasticsearch;
  const prefix = `replicas-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    es = await startTestElasticsearch();
  }, 180_000);
  afterAll(() => es?.stop());
  rebuildAcrossReplicas('elasticsearch', () => ({
    SEARCH_ADAPTER: 'elasticsearch',
    ELASTICSEARCH_URL: es.url,
    ELASTICSEARCH_INDEX: prefix,
  }));
});
