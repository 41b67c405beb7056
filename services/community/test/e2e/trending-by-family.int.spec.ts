import { TrendingService } from '../../src/plays/trending.service';
import { CommunityHarness } from '../harness';

const ids = (plays: { id: string }[]) => plays.map((p) => p.id);

/**
 * Trending per sport: a family's TRENDING page is the trending order of its own plays (its own fresh share), not
 * the global order filtered to it. 25 old lacrosse plays everyone liked fill the global head; ten fresh basketball
 * plays take the global fresh share; the one fresh lacrosse play must still reach lacrosse's first page.
 */
describe('community: trending ranked within each sport family (real Postgres)', () => {
  const h = new CommunityHarness();
  let freshLax: string;

  beforeAll(async () => {
    await h.start('community_trending_family');
    const insert = (count: number, name: string, sport: string, age: string, likes: number) =>
      h.db.query(
        `INSERT INTO community_plays (id, source_play_id, source_playbook_id, author_id, name, sport, document,
           status, published_at, updated_at, likes)
         SELECT gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), $2 || ' ' || i, $3,
           '{"frames":[]}'::jsonb, 'published', now() - $4::interval - i * interval '1 minute', now(), $5
         FROM generate_series(1, $1::int) i RETURNING id`,
        [count, name, sport, age, likes],
      ) as Promise<{ id: string }[]>;
    await insert(25, 'Old lax', 'LACROSSE_MENS', '3 days', 1000);
    await insert(10, 'Fresh hoops', 'BASKETBALL_HS', '10 minutes', 0);
    [{ id: freshLax }] = await insert(1, 'Fresh lax', 'LACROSSE_BOX', '1 hour', 0);
    await h.app.get(TrendingService).recompute();
  }, 120_000);
  afterAll(() => h.stop());

  const trending = async (sport?: string, page = 1) =>
    (await h.get(null, 'getCommunityPlaybook', { section: 'TRENDING', page, ...(sport ? { sport } : {}) }))
      .body.plays as { id: string; sport: string }[];

  it("puts a family's fresh play on its first page though the global fresh share went to another sport", async () => {
    const everySport = await trending();
    expect(ids(everySport)).not.toContain(freshLax);
    const lacrosse = await trending('lacrosse');
    expect(lacrosse).toHaveLength(20);
    expect(ids(lacrosse)).toContain(freshLax);
    expect(lacrosse.every((p) => p.sport.startsWith('LACROSSE_'))).toBe(true);
    const second = await trending('lacrosse', 2);
    expect(second).toHaveLength(6);
    expect(new Set([...ids(lacrosse), ...ids(second)]).size).toBe(26);
  });

  it('stores ranks from 1 within each family, beside the global ones', async () => {
    const rows = (await h.db.query(
      `SELECT sport_family AS family, min(trending_family_rank) AS first, max(trending_family_rank) AS last,
         count(trending_rank) AS ranked
       FROM community_plays GROUP BY sport_family ORDER BY sport_family`,
    )) as { family: string; first: number; last: number; ranked: string }[];
    expect(rows).toEqual([
      { family: 'basketball', first: 1, last: 10, ranked: '10' },
      { family: 'lacrosse', first: 1, last: 26, ranked: '26' },
    ]);
  });
});
