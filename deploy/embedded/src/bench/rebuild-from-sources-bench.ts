import { startTestLocalStripe } from '@chalktalk/platform/testing';
import { RebuildService, SourcesReplayService } from '@chalktalk/search-service';
import { loadavg } from 'node:os';
import { DataSource } from 'typeorm';
import { startTestProduct } from '../testing/test-product';

/**
 * `node deploy/embedded/dist/bench/rebuild-from-sources-bench.js` (BENCH_REBUILD_DOCS, default 100000): the demo
 * product on a throwaway Postgres, its schedule events, feed posts and plays cloned in the owners' own databases
 * up to the size asked, then search's database wiped and rebuilt from the owners' snapshots (Postgres adapter).
 * The same run's baseline: the rebuild from search_sources alone (no owner read). Prints one JSON line.
 */
const TOTAL = Number(process.env.BENCH_REBUILD_DOCS ?? 100_000);
/** Shares of the generated rows: schedule events, posts, plays (the mix of search/global's kinds). */
const MIX: Array<{ app: 'schedule' | 'documents' | 'playbook'; table: string; key: string; share: number }> =
  [
    { app: 'schedule', table: 'schedule_events', key: 'id', share: 0.4 },
    { app: 'documents', table: 'feed_posts', key: 'id', share: 0.3 },
    { app: 'playbook', table: 'plays', key: 'id', share: 0.3 },
  ];

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** Copies the table's rows under new ids until it holds `extra` more (every other column as it was). */
async function cloneRows(db: DataSource, table: string, key: string, extra: number): Promise<void> {
  const columns = (
    (await db.query(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1
        ORDER BY ordinal_position`,
      [table],
    )) as { column_name: string }[]
  )
    .map((row) => `"${row.column_name}"`)
    .filter((column) => column !== `"${key}"`);
  const [{ count }] = (await db.query(`SELECT count(*)::int AS count FROM ${table}`)) as { count: number }[];
  if (count === 0) throw new Error(`${table} has no row to copy`);
  for (let done = 0; done < extra; done += 10_000) {
    const batch = Math.min(10_000, extra - done);
    await db.query(
      `INSERT INTO ${table} ("${key}", ${columns.join(', ')})
       SELECT gen_random_uuid(), ${columns.map((column) => `src.${column}`).join(', ')}
         FROM (SELECT * FROM ${table} ORDER BY "${key}" LIMIT 50) src
         CROSS JOIN generate_series(1, $1) copies
        LIMIT $2`,
      [Math.ceil(batch / Math.min(count, 50)), batch],
    );
  }
}

async function main(): Promise<void> {
  const stripe = await startTestLocalStripe();
  const product = await startTestProduct({
    databasePrefix: `bench_rebuild_${Date.now()}`,
    localStripe: { url: stripe.url, secretKey: stripe.secretKey },
    seedDemo: true,
  });
  try {
    const generatedAt = Date.now();
    for (const { app, table, key, share } of MIX) {
      await cloneRows(product.apps[app].get(DataSource), table, key, Math.round(TOTAL * share));
    }
    const generateMs = Date.now() - generatedAt;
    // Let the demo's own events settle before search's database is wiped.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const search = product.apps.search.get(DataSource);
    const tables = (
      (await search.query(
        `SELECT tablename FROM pg_tables WHERE schemaname = 'public'
           AND tablename NOT IN ('migrations', 'search_rebuild')`,
      )) as { tablename: string }[]
    ).map((row) => `"${row.tablename}"`);
    await search.query(`TRUNCATE ${tables.join(', ')}`);

    const loadBefore = load();
    const fromSources = await product.apps.search
      .get(SourcesReplayService)
      .rebuildFromSources({ urls: product.apps.urls });
    const loadBetween = load();
    const baseline = await product.apps.search.get(RebuildService).rebuild();
    const total = fromSources.replay.ms + fromSources.rebuild.ms;
    process.stdout.write(
      `${JSON.stringify({
        at: new Date().toISOString(),
        generated: TOTAL,
        generateMs,
        replay: fromSources.replay,
        rebuildAfterReplay: fromSources.rebuild,
        fromSourcesMs: total,
        itemsPerSecond: Math.round((fromSources.replay.items / fromSources.replay.ms) * 1000),
        baselineRebuildFromSearchSources: baseline,
        ratioToBaseline: Number((total / baseline.ms).toFixed(1)),
        load: { before: loadBefore, between: loadBetween, after: load() },
      })}\n`,
    );
  } finally {
    await product.stop();
    await stripe.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
