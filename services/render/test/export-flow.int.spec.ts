/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; each expect states the shape. */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createNewPlay } from '@chalktalk/domain';
import { waitFor } from '@chalktalk/platform/testing';
import { DataSource } from 'typeorm';
import { PlaybookAndRender } from './support/playbook-and-render';

/**
 * The whole export over the in-process bus: playbook exportGIF → render.job.v1 → a render worker (real
 * resvg and ffmpeg) → render.result.v1 → checkGIFStatus answers the files.
 */
describe('GIF export end to end (in-process bus)', () => {
  jest.setTimeout(120_000);
  const env = new PlaybookAndRender();
  let playbook: PlaybookAndRender['playbook'];
  let render: PlaybookAndRender['render'];
  let issuer: PlaybookAndRender['issuer'];
  const dataDir = env.dataDir;
  const coach = randomUUID();

  beforeAll(async () => {
    await env.start('gif');
    ({ playbook, render, issuer } = env);
  });
  afterAll(() => env.stop());

  async function get(userId: string | null, name: string, query: Record<string, string>) {
    const headers: Record<string, string> = {};
    if (userId) headers.authorization = `Bearer ${await issuer.token({ id: userId })}`;
    const res = await playbook.inject({
      method: 'GET',
      url: `/api/playbook/${name}?${new URLSearchParams(query).toString()}`,
      headers,
    });
    return { status: res.statusCode, body: res.json<any>() };
  }

  const savedPlay = () =>
    env.savedPlay(coach, createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { name: 'Horns' }));

  const ready = (ids: Record<string, string>) =>
    waitFor(
      async () => {
        const res = await get(null, 'checkGIFStatus', ids);
        return res.body.status === 'pending' ? undefined : res.body;
      },
      { timeoutMs: 90_000, intervalMs: 200, what: 'the GIF to be ready' },
    );

  it('exports a saved play: estimatedWait and nonce, then preview, GIF and MP4 URLs', async () => {
    const { playbookId, playId } = await savedPlay();
    const ids = { playbookId, playId, name: 'Horns' };
    const exported = await get(coach, 'exportGIF', ids);
    expect(exported.status).toBe(200);
    expect(exported.body).toEqual({ estimatedWait: expect.any(Number), nonce: expect.any(String) });
    expect(exported.body.estimatedWait).toBeGreaterThan(0);

    // One render.job.v1 per export, keyed by the play (its jobs stay in order on one partition).
    expect(
      await playbook
        .get(DataSource)
        .query(`SELECT key FROM platform_outbox WHERE topic = 'render.job.v1' AND key = $1`, [playId]),
    ).toEqual([{ key: playId }]);
    const status = await ready({ ...ids, nonce: exported.body.nonce });
    expect(status).toEqual({
      status: 'ready',
      previewUrl: expect.stringMatching(
        /^http:\/\/files\.test\/api\/render\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\/poster\.png$/,
      ),
      gifUrl: expect.stringMatching(/play\.gif$/),
      mp4Url: expect.stringMatching(/play\.mp4$/),
    });
    // The render service serves the file it stored: a real GIF with every frame.
    const path = new URL(status.gifUrl).pathname;
    const file = await render.inject({ method: 'GET', url: path });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/gif');
    expect(file.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(file.headers['content-disposition']).toBeUndefined();
    // Asked for as a download ("Save the GIF"): the same bytes, saved under the play's name.
    const saved = await render.inject({ method: 'GET', url: `${path}?download=Horns.gif` });
    expect(saved.headers['content-disposition']).toBe(
      `attachment; filename="Horns.gif"; filename*=UTF-8''Horns.gif`,
    );
    expect(saved.rawPayload.equals(file.rawPayload)).toBe(true);
    const local = join(dataDir, 'render', path.replace('/api/render/files/', ''));
    const frames = Number(
      execFileSync('ffprobe', [
        '-v',
        'error',
        '-count_frames',
        '-select_streams',
        'v:0',
        '-show_entries',
        'stream=nb_read_frames',
        '-of',
        'csv=p=0',
        local,
      ])
        .toString()
        .trim(),
    );
    expect(frames).toBeGreaterThan(1);
    expect(readFileSync(local).length).toBe(file.rawPayload.length);

    // The unchanged play again: answered from the same files at once, nothing new is rendered.
    const jobsBefore = await render.get(DataSource).query(`SELECT count(*)::int AS n FROM render_jobs`);
    const again = await get(coach, 'exportGIF', ids);
    expect(again.body.estimatedWait).toBe(0);
    expect(await get(null, 'checkGIFStatus', { ...ids, nonce: again.body.nonce })).toMatchObject({
      body: { status: 'ready', gifUrl: status.gifUrl },
    });
    expect(await render.get(DataSource).query(`SELECT count(*)::int AS n FROM render_jobs`)).toEqual(
      jobsBefore,
    );
  });

  it('answers G001 for a missing play or playbook, and asks anonymous visitors of a saved play to sign in', async () => {
    const { playbookId, playId } = await savedPlay();
    expect((await get(coach, 'exportGIF', { playbookId, playId: randomUUID() })).body.error.code).toBe(
      'G001',
    );
    expect((await get(coach, 'exportGIF', { playbookId: randomUUID(), playId })).body.error.code).toBe(
      'G001',
    );
    expect((await get(null, 'exportGIF', { playbookId, playId })).body.error.code).toBe('G003');
    expect(
      (await get(null, 'checkGIFStatus', { playbookId, playId, nonce: randomUUID() })).body.error.code,
    ).toBe('G001');
  });

  it('lets an anonymous visitor export a play shared by public link', async () => {
    const { playbookId, playId } = await savedPlay();
    const link = (await get(coach, 'getPublicShareLink', { playbookId, playId })).body.link as string;
    const ids = { playbookId, playId, linkId: link };
    const exported = await get(null, 'exportGIF', ids);
    expect(exported.status).toBe(200);
    expect(await ready({ ...ids, nonce: exported.body.nonce })).toMatchObject({ status: 'ready' });
  });

  it('lets an anonymous visitor export a community play by its community playbook, and nothing else of it', async () => {
    const { playbookId: ownBook, playId } = await savedPlay();
    // A community playbook listing the play (as community/shareToCommunity leaves it; that service is not built).
    const community = randomUUID();
    const db = playbook.get(DataSource);
    await db.query(`INSERT INTO playbooks (id, type) VALUES ($1, 'community')`, [community]);
    await db.query(
      `INSERT INTO playbook_entries (playbook_id, play_id, src_playbook_id, created_date) VALUES ($1, $2, $3, now())`,
      [community, playId, ownBook],
    );
    const ids = { playbookId: community, playId, name: 'Community horns' };
    const exported = await get(null, 'exportGIF', ids);
    expect(exported.status).toBe(200);
    expect(await ready({ ...ids, nonce: exported.body.nonce })).toMatchObject({
      status: 'ready',
      gifUrl: expect.stringMatching(/play\.gif$/),
    });
    // A play the community playbook does not list is not there for it: G001, signed in or not.
    const { playId: unlisted } = await savedPlay();
    expect((await get(null, 'exportGIF', { ...ids, playId: unlisted })).body.error.code).toBe('G001');
    expect((await get(coach, 'exportGIF', { ...ids, playId: unlisted })).body.error.code).toBe('G001');
  });

  it('answers G001 when the play or playbook identifier is left out', async () => {
    const { playbookId, playId } = await savedPlay();
    expect((await get(coach, 'exportGIF', { playbookId })).body.error.code).toBe('G001');
    expect((await get(coach, 'exportGIF', { playId })).body.error.code).toBe('G001');
    expect((await get(null, 'checkGIFStatus', { playbookId, nonce: randomUUID() })).body.error.code).toBe(
      'G001',
    );
  });

  /** A job as a worker finds it in render_jobs, with the export row playbook keeps for it. */
  async function plantJob(job: { playJson: unknown; status: 'queued' | 'running'; attempts: number }) {
    const { playbookId, playId } = await savedPlay();
    const nonce = randomUUID();
    const hash = `planted-${nonce}`;
    await playbook
      .get(DataSource)
      .query(
        `INSERT INTO gif_exports (nonce, play_id, playbook_id, play_hash, status) VALUES ($1, $2, $3, $4, 'pending')`,
        [nonce, playId, playbookId, hash],
      );
    await render.get(DataSource).query(
      `INSERT INTO render_jobs (nonce, play_id, play_hash, play_json, options, status, attempts, lease_until)
       VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $6 = 'running' THEN now() - interval '1 second' END)`,
      [
        nonce,
        playId,
        hash,
        JSON.stringify(job.playJson),
        JSON.stringify({ width: 320, height: 240, fps: 10, speed: 5, formats: ['gif'] }),
        job.status,
        job.attempts,
      ],
    );
    return { ids: { playbookId, playId, nonce }, nonce };
  }

  it('ends a play that cannot be drawn as failed, with the reason checkGIFStatus answers to the user', async () => {
    const { ids, nonce } = await plantJob({ playJson: { nonsense: true }, status: 'queued', attempts: 0 });
    const status = await ready(ids);
    expect(status).toEqual({ status: 'failed', reason: expect.stringMatching(/^The play cannot be drawn/) });
    const [row] = await render
      .get(DataSource)
      .query(`SELECT status, attempts, reason FROM render_jobs WHERE nonce = $1`, [nonce]);
    // Not retryable: one try, no backoff.
    expect(row).toEqual({ status: 'failed', attempts: 1, reason: status.reason });
  });

  it('ends a job whose worker kept dying as failed after RENDER_MAX_ATTEMPTS claims, with its reason', async () => {
    // The third worker to claim it died too (lease run out): the next claim is one too many.
    const { ids, nonce } = await plantJob({
      playJson: createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { name: 'Cursed' }),
      status: 'running',
      attempts: 3,
    });
    expect(await ready(ids)).toEqual({
      status: 'failed',
      reason: 'Rendering stopped repeatedly before it finished',
    });
    const [row] = await render
      .get(DataSource)
      .query(`SELECT status, attempts FROM render_jobs WHERE nonce = $1`, [nonce]);
    expect(row).toEqual({ status: 'failed', attempts: 4 });
  });

  // The killed-process version (a real worker process SIGKILLed mid-render) is in render-kafka.int.spec.ts;
  // this one pins the claim query: a running row whose lease ran out is claimed again, as the next try.
  it('claims a running job whose lease ran out as its next try and finishes it (lease query)', async () => {
    const { playbookId, playId } = await savedPlay();
    const stored = (await get(coach, 'getPlay', { playbookId, playId })).body.play;
    const nonce = randomUUID();
    // What a worker that claimed the job and was killed leaves behind: running, lease run out, no result.
    await playbook
      .get(DataSource)
      .query(
        `INSERT INTO gif_exports (nonce, play_id, playbook_id, play_hash, status) VALUES ($1, $2, $3, 'orphan', 'pending')`,
        [nonce, playId, playbookId],
      );
    const db = render.get(DataSource);
    await db.query(
      `INSERT INTO render_jobs (nonce, play_id, play_hash, play_json, options, status, attempts, lease_until)
       VALUES ($1, $2, 'orphan', $3, $4, 'running', 1, now() - interval '1 second')`,
      [
        nonce,
        playId,
        JSON.stringify({ ...stored, name: 'Orphaned' }),
        JSON.stringify({ width: 320, height: 240, fps: 10, speed: 5, formats: ['gif'] }),
      ],
    );
    const status = await ready({ playbookId, playId, nonce });
    expect(status).toMatchObject({ status: 'ready', gifUrl: expect.stringMatching(/play\.gif$/) });
    const [row] = await db.query(`SELECT status, attempts FROM render_jobs WHERE nonce = $1`, [nonce]);
    expect(row).toEqual({ status: 'done', attempts: 2 });
    const queue = await render.inject({ method: 'GET', url: '/api/render/queue' });
    expect(queue.json()).toEqual({ waiting: 0 });
    const metrics = await render.inject({ method: 'GET', url: '/api/render/metrics' });
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.body).toContain('\nchalktalk_render_jobs_waiting 0\n');
  });
});
