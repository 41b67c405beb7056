import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create, RenderFormat, RenderJobSchema, Topics } from '@chalktalk/contracts';
import { createNewPlay } from '@chalktalk/domain';
import { Outbox } from '@chalktalk/platform';
import {
  startTestIssuer,
  startTestPostgres,
  waitFor,
  type TestIssuer,
  type TestPostgres,
} from '@chalktalk/platform/testing';
import { DataSource } from 'typeorm';
import { createRenderApp, loadRenderConfig } from '../src';
import { processTree } from './support/process-tree';

const JOBS = 100;
const CONCURRENCY = 2;
/**
 * The bounds this test holds the pod to (README "Measured"): the Node process's RSS and its child processes
 * do not grow with the number of jobs waiting, only with the configured slots. Only the growth during the burst is
 * bounded: jest runs the integration suites in one process, so the RSS before the burst is whatever the suites before
 * it left (232 MB alone, 1147 MB at the end of the whole integration run), which says nothing about the renderer.
 */
const MAX_NODE_RSS_GROWTH_MB = 150;
/** A job runs at most two ffmpeg at once: the palette's and the GIF's (started together), then the GIF's and the MP4's. */
const MAX_ENCODERS = CONCURRENCY * 2;

interface Sample {
  rssMb: number;
  /** ffmpeg processes below this one (the test's Postgres runs below it too). */
  encoders: number;
  browsers: number;
  running: number;
  queued: number;
}

/**
 * A burst of 100 distinct plays (nothing cached) arriving at once on render.job.v1: the jobs wait as rows,
 * at most RENDER_CONCURRENCY render at a time, and the process's memory and browsers stay within fixed bounds.
 */
describe('a burst of 100 render jobs', () => {
  jest.setTimeout(600_000);
  let pg: TestPostgres;
  let issuer: TestIssuer;
  let render: Awaited<ReturnType<typeof createRenderApp>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'render-burst-'));

  beforeAll(async () => {
    pg = await startTestPostgres();
    issuer = await startTestIssuer();
    render = await createRenderApp(
      loadRenderConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        JWKS_URL: issuer.jwksUrl,
        DATABASE_URL: pg.url('burst_render'),
        DATA_DIR: dataDir,
        RENDER_POLL_MS: '100',
        RENDER_CONCURRENCY: String(CONCURRENCY),
      }),
    );
    await render.getHttpAdapter().getInstance().ready();
  });

  afterAll(async () => {
    await render?.close();
    await issuer?.stop();
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function sample(db: DataSource): Promise<Sample> {
    const below = processTree(process.pid).filter((p) => p.pid !== process.pid);
    const counts = (await db.query(
      `SELECT count(*) FILTER (WHERE status = 'running')::int AS running,
              count(*) FILTER (WHERE status = 'queued')::int AS queued FROM render_jobs`,
    )) as { running: number; queued: number }[];
    return {
      rssMb: process.memoryUsage().rss / 2 ** 20,
      encoders: below.filter((p) => /ffmpeg/.test(p.args)).length,
      browsers: below.filter((p) => /chrom/i.test(p.args)).length,
      running: counts[0]!.running,
      queued: counts[0]!.queued,
    };
  }

  it('keeps at most RENDER_CONCURRENCY jobs in memory, the rest waiting as rows; RSS and encoders stay bounded, no browser', async () => {
    const db = render.get(DataSource);
    const outbox = render.get(Outbox);
    const before = await sample(db);
    const started = Date.now();
    // 100 distinct plays, small and short (one play frame, 160x120, GIF only), published in one transaction.
    await db.transaction(async (manager) => {
      for (let i = 0; i < JOBS; i += 1) {
        const play = createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { name: `Burst ${i}` });
        await outbox.append(manager, {
          topic: Topics.RenderJob,
          key: play.id,
          schema: RenderJobSchema,
          payload: create(RenderJobSchema, {
            nonce: `burst-${i}`,
            playHash: `burst-${i}`,
            playId: play.id,
            playJson: Buffer.from(JSON.stringify(play), 'utf8'),
            options: { width: 160, height: 120, fps: 10, speed: 5, formats: [RenderFormat.GIF] },
          }),
        });
      }
    });

    const samples: Sample[] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        samples.push(await sample(db));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    try {
      await waitFor(
        async () => {
          const [row] = (await db.query(
            `SELECT count(*)::int AS n FROM render_jobs WHERE status = 'done'`,
          )) as { n: number }[];
          return row!.n === JOBS ? true : undefined;
        },
        { timeoutMs: 540_000, intervalMs: 500, what: `all ${JOBS} jobs to be rendered` },
      );
    } finally {
      sampling = false;
      await sampler;
    }
    const elapsedS = (Date.now() - started) / 1000;
    const peak = (key: keyof Sample) => Math.max(...samples.map((s) => s[key]));
    const figures = {
      jobs: JOBS,
      elapsedS: Math.round(elapsedS),
      samples: samples.length,
      rssBeforeMb: Math.round(before.rssMb),
      peakRssMb: Math.round(peak('rssMb')),
      peakEncoders: peak('encoders'),
      peakBrowsers: peak('browsers'),
      peakRunning: peak('running'),
      peakQueued: peak('queued'),
    };
    console.info(`render burst: ${JSON.stringify(figures)}`);

    // Every job rendered once, each with its own result event, none failed.
    expect(await db.query(`SELECT status, count(*)::int AS n FROM render_jobs GROUP BY status`)).toEqual([
      { status: 'done', n: JOBS },
    ]);
    const [results] = (await db.query(
      `SELECT count(DISTINCT key)::int AS n FROM platform_outbox WHERE topic = $1`,
      [Topics.RenderResult],
    )) as { n: number }[];
    expect(results!.n).toBe(JOBS);
    // The burst waited in the table, not in memory; no more than the slots rendered at once.
    expect(figures.peakQueued).toBeGreaterThanOrEqual(JOBS - 2 * CONCURRENCY - 5);
    expect(figures.peakRunning).toBeLessThanOrEqual(CONCURRENCY);
    expect(figures.peakRssMb - figures.rssBeforeMb).toBeLessThan(MAX_NODE_RSS_GROWTH_MB);
    // Frames are drawn in this process: the slots' encoders run below it, never a browser.
    expect(figures.peakBrowsers).toBe(0);
    expect(figures.peakEncoders).toBeGreaterThan(0); // the sampler did see renders at work
    expect(figures.peakEncoders).toBeLessThanOrEqual(MAX_ENCODERS);
  });
});
