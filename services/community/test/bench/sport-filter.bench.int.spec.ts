import type { CommunitySection, SportFamily } from '@chalktalk/domain';
import { startTestPostgres, type TestPostgres } from '@chalktalk/platform/testing';
import { loadavg } from 'node:os';
import { DataSource } from 'typeorm';
import { createCommunityApp } from '../../src/app';
import { loadCommunityConfig } from '../../src/config';
import { TrendingService } from '../../src/plays/trending.service';
import { listedCountSql, sectionPageSql } from '../../src/plays/community-plays.repository';

/**
 * The sport filter's cost (services/community/README.md, "Measured figures"): EXPLAIN ANALYZE of the very
 * statements the service runs, a family's page and count against the same statement over every sport (the
 * baseline of the same run), and the family's statement again with the family indexes dropped (what the EXPLAIN
 * asked the indexes for). On demand only:
 *   COMMUNITY_BENCH=1 npx jest services/community/test/bench/sport-filter --selectProjects integration
 */
const run = process.env.COMMUNITY_BENCH === '1' ? describe : describe.skip;
const PLAYS = Number(process.env.COMMUNITY_BENCH_PLAYS ?? 100_000);
const ROUNDS = 7;
const FAMILY_INDEXES = [
  'community_plays_family_latest',
  'community_plays_family_popular',
  'community_plays_family_trending',
];

interface Plan {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: Plan[];
}

/** The scans of a plan, e.g. "Index Scan community_plays_family_latest". */
function scans(plan: Plan): string[] {
  const own = /Scan/.test(plan['Node Type'])
    ? [`${plan['Node Type']}${plan['Index Name'] ? ` ${plan['Index Name']}` : ''}`]
    : [];
  return [...own, ...(plan.Plans ?? []).flatMap(scans)];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

run('community sport filter: EXPLAIN ANALYZE of the family statements (real Postgres)', () => {
  let pg: TestPostgres;
  let community: Awaited<ReturnType<typeof createCommunityApp>>;

  beforeAll(async () => {
    pg = await startTestPostgres();
    community = await createCommunityApp(
      loadCommunityConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        JWKS_URL: 'http://127.0.0.1:9/jwks',
        DATABASE_URL: pg.url('community_sport_bench'),
        PLAYBOOK_URL: 'http://127.0.0.1:9',
        TRENDING_RECOMPUTE_MS: '300000',
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await community?.close();
    await pg?.stop();
  });

  it(`pages and counts one family of ${PLAYS} plays`, async () => {
    const db = community.get(DataSource);
    // A hoops-heavy mix: basketball 60 %, football 30 %, lacrosse 10 % (the small family is the hard case for a
    // filter over the section's own index).
    await db.query(
      `INSERT INTO community_plays (id, source_play_id, source_playbook_id, author_id, name, sport, document,
         status, published_at, updated_at, views, copies, comments, likes)
       SELECT gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), 'Play ' || i,
         CASE WHEN i % 10 < 6 THEN 'BASKETBALL_HS' WHEN i % 10 < 9 THEN 'FOOTBALL_HS' ELSE 'LACROSSE_MENS' END,
         '{"frames":[],"version":10}'::jsonb, 'published', now() - (random() * interval '90 days'), now(),
         (random() * 200)::int, (random() * 5)::int, (random() * 8)::int, (random() * 30)::int
       FROM generate_series(1, $1::int) i`,
      [PLAYS],
    );
    await community.get(TrendingService).recompute();
    await db.query('VACUUM ANALYZE community_plays');

    const explain = async (sql: string, params: unknown[]) => {
      const times: number[] = [];
      let plan: Plan | undefined;
      for (let i = 0; i < ROUNDS; i++) {
        const [{ 'QUERY PLAN': out }] = (await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params)) as {
          'QUERY PLAN': [{ Plan: Plan; 'Execution Time': number }];
        }[];
        times.push(out[0]['Execution Time']);
        plan = out[0].Plan;
      }
      return { ms: median(times), scans: scans(plan!).join(', ') };
    };
    const cases: Array<{ label: string; section?: CommunitySection; page?: number }> = [
      { label: 'LATEST page 1', section: 'LATEST', page: 1 },
      { label: 'POPULAR page 1', section: 'POPULAR', page: 1 },
      { label: 'TRENDING page 1', section: 'TRENDING', page: 1 },
      { label: 'LATEST page 50', section: 'LATEST', page: 50 },
      { label: 'count (estimatedPages)' },
    ];
    const statement = (c: (typeof cases)[number], family?: SportFamily) =>
      c.section
        ? {
            sql: sectionPageSql(c.section, family),
            params: [20, (c.page! - 1) * 20, ...(family ? [family] : [])],
          }
        : { sql: listedCountSql(family), params: family ? [family] : [] };

    const lines: string[] = [
      `community sport filter: ${PLAYS} plays (basketball 60 %, football 30 %, lacrosse 10 %), median of ${ROUNDS} EXPLAIN ANALYZE, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    ];
    for (const c of cases) {
      const all = statement(c);
      const base = await explain(all.sql, all.params);
      lines.push(`${c.label}: all sports ${base.ms.toFixed(2)} ms [${base.scans}]`);
      for (const family of ['basketball', 'lacrosse'] as const) {
        const narrowed = statement(c, family);
        const indexed = await explain(narrowed.sql, narrowed.params);
        // The same statement without the family indexes: dropped inside a transaction that is rolled back.
        const runner = db.createQueryRunner();
        await runner.startTransaction();
        let bare: { ms: number; scans: string };
        try {
          for (const name of FAMILY_INDEXES) await runner.query(`DROP INDEX ${name}`);
          const times: number[] = [];
          let plan: Plan | undefined;
          for (let i = 0; i < ROUNDS; i++) {
            const [{ 'QUERY PLAN': out }] = (await runner.query(
              `EXPLAIN (ANALYZE, FORMAT JSON) ${narrowed.sql}`,
              narrowed.params,
            )) as { 'QUERY PLAN': [{ Plan: Plan; 'Execution Time': number }] }[];
            times.push(out[0]['Execution Time']);
            plan = out[0].Plan;
          }
          bare = { ms: median(times), scans: scans(plan!).join(', ') };
        } finally {
          await runner.rollbackTransaction();
          await runner.release();
        }
        lines.push(
          `  ${family}: ${indexed.ms.toFixed(2)} ms (${(indexed.ms / base.ms).toFixed(2)}x all sports) [${indexed.scans}]; ` +
            `without the family indexes ${bare.ms.toFixed(2)} ms (${(bare.ms / base.ms).toFixed(2)}x) [${bare.scans}]`,
        );
      }
    }
    // The write side: a view (the commonest write) changes popular_score, so every index holding it is updated
    // either way; the family indexes add theirs. 300 views on random plays, with and without the family indexes,
    // each round in a rolled-back transaction, interleaved.
    const ids = (
      (await db.query(`SELECT id FROM community_plays ORDER BY random() LIMIT 300`)) as { id: string }[]
    ).map((row) => row.id);
    const viewsMs = async (withFamilyIndexes: boolean) => {
      const runner = db.createQueryRunner();
      await runner.startTransaction();
      try {
        if (!withFamilyIndexes) for (const name of FAMILY_INDEXES) await runner.query(`DROP INDEX ${name}`);
        let total = 0;
        for (const id of ids) {
          const [{ 'QUERY PLAN': out }] = (await runner.query(
            `EXPLAIN (ANALYZE, FORMAT JSON) UPDATE community_plays SET views = views + 1 WHERE id = $1::uuid`,
            [id],
          )) as { 'QUERY PLAN': [{ 'Execution Time': number }] }[];
          total += out[0]['Execution Time'];
        }
        return total;
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    };
    const withIndexes: number[] = [];
    const without: number[] = [];
    for (let round = 0; round < 5; round++) {
      withIndexes.push(await viewsMs(true));
      without.push(await viewsMs(false));
    }
    lines.push(
      `300 views (UPDATE views + 1): ${median(withIndexes).toFixed(1)} ms with the family indexes, ` +
        `${median(without).toFixed(1)} ms without (${(median(withIndexes) / median(without)).toFixed(2)}x; median of 5 interleaved rounds)`,
    );
    console.log(lines.join('\n'));
    // The small family is where the filter over the section's own index hurts: its plans take a family index.
    expect(
      lines.filter((line) => line.startsWith('  lacrosse')).every((line) => line.includes('_family_')),
    ).toBe(true);
  }, 900_000);
});
