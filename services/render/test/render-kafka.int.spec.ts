import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Topics } from '@chalktalk/contracts';
import { createPlaybookApp, loadPlaybookConfig } from '@chalktalk/playbook-service';
import {
  describeWithKafka,
  startTestIssuer,
  startTestPostgres,
  waitFor,
  type TestIssuer,
  type TestPostgres,
} from '@chalktalk/platform/testing';
import { type Admin, Kafka, logLevel } from 'kafkajs';
import { DataSource } from 'typeorm';
import { createRenderApp, loadRenderConfig } from '../src';
import { benchPlay } from '../src/bench/bench-play';
import { PlaybookClient } from './support/playbook-client';
import { stillAlive } from './support/process-tree';
import { RenderWorkerProcess } from './support/render-worker-process';

type App = Awaited<ReturnType<typeof createPlaybookApp>>;

/** The broker's smallest session timeout (group.min.session.timeout.ms): renders below last longer than it. */
const SESSION_TIMEOUT_MS = 6000;
/** Short leases so a killed worker's job is taken over within seconds. */
const LEASE_MS = 3000;
/**
 * A play long enough to render for longer than the session timeout and two leases with one frame thread:
 * ~66 s of playback, about 1,000 frames at 15 fps (GIF, MP4 and poster). Measured with resvg: 609 frames took
 * 35.6 s at load 16 (about 6 s idle), so about 10 s idle and a minute on a loaded machine.
 */
const longPlay = () => benchPlay(66_000, 100);

/**
 * The export over a real Kafka broker: playbook's exportGIF publishes render.job.v1, the render consumer group
 * records it, workers render it outside the consumer, render.result.v1 goes back to playbook. Then a render pod
 * in its own OS process is SIGKILLed mid-render and another takes its job over once the lease runs out.
 */
describeWithKafka('GIF export over a real Kafka broker', (brokers) => {
  jest.setTimeout(420_000);
  let pg: TestPostgres;
  let issuer: TestIssuer;
  let playbook: App;
  let client: PlaybookClient;
  let admin: Admin;
  const dataDir = mkdtempSync(join(tmpdir(), 'render-kafka-'));
  const coach = randomUUID();
  const apps: App[] = [];
  const workers: RenderWorkerProcess[] = [];
  let renderEnv: Record<string, string>;

  beforeAll(async () => {
    pg = await startTestPostgres();
    issuer = await startTestIssuer();
    const common = {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      JWKS_URL: issuer.jwksUrl,
      EVENT_BUS: 'kafka',
      KAFKA_BROKERS: brokers.join(','),
    };
    playbook = await createPlaybookApp(
      loadPlaybookConfig({ ...common, DATABASE_URL: pg.url('kafka_playbook') }),
    );
    await playbook.getHttpAdapter().getInstance().ready();
    client = new PlaybookClient(playbook, issuer);
    renderEnv = {
      ...common,
      DATABASE_URL: pg.url('kafka_render'),
      DATA_DIR: dataDir,
      RENDER_POLL_MS: '200',
      RENDER_LEASE_MS: String(LEASE_MS),
      RENDER_KAFKA_SESSION_TIMEOUT_MS: String(SESSION_TIMEOUT_MS),
      // One frame at a time: the long plays below then render for longer than the session timeout.
      RENDER_FRAME_THREADS: '1',
      // Such a render is ~10 s idle but minutes on a machine loaded 8 times over: never cut short here.
      RENDER_TIMEOUT_MS: '300000',
      RENDER_PUBLIC_BASE_URL: 'http://files.test/api/render/files',
    };
    admin = new Kafka({ clientId: 'render-kafka-test', brokers, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
  });

  afterAll(async () => {
    for (const worker of workers) await worker.kill('SIGKILL');
    for (const app of apps) await app.close();
    await admin?.disconnect();
    await playbook?.close();
    await issuer?.stop();
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function startRender(): Promise<App> {
    const app = await createRenderApp(loadRenderConfig(renderEnv));
    apps.push(app);
    await app.getHttpAdapter().getInstance().ready();
    return app;
  }

  async function stopRender(app: App): Promise<void> {
    await app.close();
    apps.splice(apps.indexOf(app), 1);
  }

  const renderDb = async () => {
    const db = new DataSource({ type: 'postgres', url: renderEnv.DATABASE_URL });
    return db.initialize();
  };

  /** Offsets of the render group on render.job.v1 against the topic's end: all consumed and committed? */
  async function jobTopicCommitted(): Promise<boolean> {
    const [ends, [committed]] = await Promise.all([
      admin.fetchTopicOffsets(Topics.RenderJob),
      admin.fetchOffsets({ groupId: 'render', topics: [Topics.RenderJob] }),
    ]);
    return ends.every((end) => {
      const offset = committed?.partitions.find((p) => p.partition === end.partition)?.offset ?? '-1';
      return BigInt(end.high) === 0n || BigInt(offset) >= BigInt(end.high);
    });
  }

  async function renderMembers(): Promise<{ state: string; members: string[] }> {
    const { groups } = await admin.describeGroups(['render']);
    const group = groups[0]!;
    return { state: group.state, members: group.members.map((m) => m.memberId).sort() };
  }

  it('renders an export published on Kafka and answers the files; a render longer than the session timeout neither rebalances the group nor is redelivered', async () => {
    const render = await startRender();
    try {
      const db = render.get(DataSource);
      // Wait until the group is settled with this one member, so any later change is caused by the render.
      const before = await waitFor(
        async () => {
          const group = await renderMembers();
          return group.state === 'Stable' && group.members.length === 1 ? group : undefined;
        },
        { timeoutMs: 60_000, intervalMs: 250, what: 'the render group to be stable with one member' },
      );
      const { playbookId, playId } = await client.savePlay(coach, {
        ...longPlay(),
        name: 'Long drill',
      });
      const ids = { playbookId, playId, name: 'Long drill' };
      const exportedAt = Date.now();
      const exported = await client.get(coach, 'exportGIF', ids);
      expect(exported.status).toBe(200);
      const nonce = exported.body.nonce as string;

      // The consumer records the job and commits its offset within moments, long before the render ends.
      await waitFor(
        async () => {
          const [row] = await db.query(`SELECT status FROM render_jobs WHERE nonce = $1`, [nonce]);
          return row ? true : undefined;
        },
        { timeoutMs: 30_000, intervalMs: 50, what: 'the job to be recorded from Kafka' },
      );
      const recordedMs = Date.now() - exportedAt;
      await waitFor(jobTopicCommitted, { timeoutMs: 10_000, intervalMs: 100, what: 'the offset commit' });
      const committedMs = Date.now() - exportedAt;
      // Committed while the job is still to be rendered: the delivery is over, the render has not even ended.
      const [atCommit] = await db.query(`SELECT status FROM render_jobs WHERE nonce = $1`, [nonce]);
      expect(['queued', 'running']).toContain(atCommit.status);

      const status = await client.ready({ ...ids, nonce }, 240_000);
      const doneMs = Date.now() - exportedAt;
      expect(status).toEqual({
        status: 'ready',
        previewUrl: expect.stringMatching(
          /^http:\/\/files\.test\/api\/render\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\/poster\.png$/,
        ),
        gifUrl: expect.stringMatching(/play\.gif$/),
        mp4Url: expect.stringMatching(/play\.mp4$/),
      });
      const file = await render.inject({ method: 'GET', url: new URL(status.gifUrl as string).pathname });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');

      // The render outlasted the session timeout, yet the member that consumed the job is still the only one:
      // no eviction, no rebalance. The job was delivered once: one row, first try, and the offset was committed.
      const [job] = await db.query(`SELECT status, attempts FROM render_jobs WHERE nonce = $1`, [nonce]);
      expect(job).toMatchObject({ status: 'done', attempts: 1 });
      const renderMs = doneMs - committedMs;
      console.info(
        `kafka export: recorded ${recordedMs} ms and committed ${committedMs} ms after exportGIF; ready after ${doneMs} ms (render ≥ ${renderMs} ms, session timeout ${SESSION_TIMEOUT_MS} ms)`,
      );
      expect(renderMs).toBeGreaterThan(SESSION_TIMEOUT_MS);
      expect(committedMs).toBeLessThan(SESSION_TIMEOUT_MS);
      expect(await renderMembers()).toEqual(before);
      const [jobs] = await db.query(`SELECT count(*)::int AS n FROM render_jobs WHERE play_id = $1`, [
        playId,
      ]);
      expect(jobs.n).toBe(1);
    } finally {
      // Never left running into the next test: it would claim that test's job itself.
      await stopRender(render);
    }
  });

  it('a render pod SIGKILLed mid-render: another worker takes the job over after the lease, the result is published once', async () => {
    const db = await renderDb();
    try {
      const worker = await RenderWorkerProcess.start(renderEnv);
      workers.push(worker);
      const { playbookId, playId } = await client.savePlay(coach, {
        ...longPlay(),
        name: 'Killed drill',
      });
      const ids = { playbookId, playId, name: 'Killed drill' };
      const exported = await client.get(coach, 'exportGIF', ids);
      expect(exported.status).toBe(200);
      const nonce = exported.body.nonce as string;

      // Mid-render: the worker process claimed the job and its encoders are taking frames.
      await waitFor(
        async () => {
          const [row] = await db.query(`SELECT status, attempts FROM render_jobs WHERE nonce = $1`, [nonce]);
          const encoders = worker.processes().filter((p) => /ffmpeg/.test(p.args));
          return row?.status === 'running' && row.attempts === 1 && encoders.length > 0 ? true : undefined;
        },
        { timeoutMs: 60_000, intervalMs: 100, what: 'the worker process to claim the job' },
      ).catch((error: Error) => {
        throw new Error(`${error.message}\nworker output:\n${worker.log}`);
      });
      // The other pod is already up (it cannot take the job: the live worker keeps renewing its lease).
      const render = await startRender();
      await new Promise((resolve) => setTimeout(resolve, 2 * LEASE_MS));
      const [stillHeld] = await db.query(`SELECT status, attempts FROM render_jobs WHERE nonce = $1`, [
        nonce,
      ]);
      expect(stillHeld).toEqual({ status: 'running', attempts: 1 });
      const tree = worker.processes();
      await worker.kill('SIGKILL');
      const killedAt = Date.now();
      // The pod is gone with its encoders: nothing of its tree is left running.
      await waitFor(async () => (stillAlive(tree.map((p) => p.pid)).length > 0 ? undefined : true), {
        timeoutMs: 5000,
        what: 'the killed worker tree to be gone',
      });
      const [orphan] = await db.query(
        `SELECT status, attempts, extract(epoch FROM lease_until - now()) * 1000 AS lease_left_ms
           FROM render_jobs WHERE nonce = $1`,
        [nonce],
      );
      expect(orphan).toMatchObject({ status: 'running', attempts: 1 });
      const leaseLeftMs = Math.round(Number(orphan.lease_left_ms)) + (Date.now() - killedAt);
      expect(leaseLeftMs).toBeGreaterThan(0);
      expect(leaseLeftMs).toBeLessThanOrEqual(LEASE_MS + 200);

      // The survivor (the test's own instance of the service) claims it once the lease has run out.
      const takenOver = await waitFor(
        async () => {
          const [row] = await db.query(`SELECT attempts FROM render_jobs WHERE nonce = $1`, [nonce]);
          return row.attempts === 2 ? Date.now() - killedAt : undefined;
        },
        { timeoutMs: 30_000, intervalMs: 50, what: 'another worker to claim the job' },
      );
      const status = await client.ready({ ...ids, nonce }, 240_000);
      const readyMs = Date.now() - killedAt;
      console.info(
        `killed worker: lease had ${leaseLeftMs} ms left at SIGKILL; job taken over ${takenOver} ms after SIGKILL (lease ${LEASE_MS} ms); ready ${readyMs} ms after SIGKILL`,
      );
      // Taken over once the lease ran out: not before, and within the lease plus polling and a loaded machine.
      expect(takenOver).toBeGreaterThanOrEqual(leaseLeftMs - 100);
      expect(takenOver).toBeLessThanOrEqual(LEASE_MS + 3000);
      expect(status).toMatchObject({ status: 'ready', gifUrl: expect.stringMatching(/play\.gif$/) });

      // Exactly once per nonce: one job row (done on its second try), one result in the outbox, one export.
      expect(await db.query(`SELECT status, attempts FROM render_jobs WHERE nonce = $1`, [nonce])).toEqual([
        { status: 'done', attempts: 2 },
      ]);
      // The relay marks what the broker made durable in its next batch (at the latest at its next poll), so the
      // mark can follow the answer the playbook already has by up to a poll interval.
      const results = await waitFor(
        async () => {
          const rows = (await db.query(
            `SELECT published_at IS NOT NULL AS published FROM platform_outbox WHERE topic = $1 AND key = $2`,
            [Topics.RenderResult, playId],
          )) as { published: boolean }[];
          return rows.every((row) => row.published) ? rows : undefined;
        },
        { timeoutMs: 10_000, intervalMs: 100, what: 'the render result marked published' },
      );
      expect(results).toEqual([{ published: true }]);
      const exports = await playbook
        .get(DataSource)
        .query(`SELECT status, gif_url FROM gif_exports WHERE nonce = $1`, [nonce]);
      expect(exports).toEqual([{ status: 'ready', gif_url: status.gifUrl }]);
      const file = await render.inject({ method: 'GET', url: new URL(status.gifUrl as string).pathname });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
      await stopRender(render);
    } finally {
      await db.destroy();
    }
  });
});
