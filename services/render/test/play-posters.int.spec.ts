/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; each expect states the shape. */
import { randomUUID } from 'node:crypto';
import { EnvelopeSchema, fromBinary, RenderResultSchema } from '@chalktalk/contracts';
import { createNewPlay } from '@chalktalk/domain';
import { waitFor } from '@chalktalk/platform/testing';
import { DataSource } from 'typeorm';
import { benchPlay } from '../src/bench/bench-play';
import { PlaybookAndRender } from './support/playbook-and-render';

/**
 * List posters of saved plays over the in-process bus: playbook playPoster asks render for a PNG once per drawing,
 * then redirects to the stored file with the drawing's hash as entity tag; the play's access rules decide who sees it.
 */
describe('play posters (playbook playPoster → render)', () => {
  jest.setTimeout(120_000);
  const env = new PlaybookAndRender();
  let playbook: PlaybookAndRender['playbook'];
  let render: PlaybookAndRender['render'];
  const coach = randomUUID();
  const stranger = randomUUID();

  beforeAll(async () => {
    await env.start('poster');
    ({ playbook, render } = env);
  });
  afterAll(() => env.stop());

  async function posterKey(userId: string): Promise<string> {
    const res = await playbook.inject({
      method: 'GET',
      url: '/api/playbook/posterKey',
      headers: await env.auth(userId),
    });
    expect(res.statusCode).toBe(200);
    return res.json<any>().key as string;
  }

  const poster = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    playbook.inject({
      method: 'GET',
      url: `/api/playbook/playPoster?${new URLSearchParams(query).toString()}`,
      headers,
    });

  /** A new empty play, or (moving) the benchmark's 6-frame play: 10 players moving, 97 frames at 15 fps. */
  const savedPlay = (name: string, moving = false) =>
    env.savedPlay(
      coach,
      moving ? { ...benchPlay(), name } : createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { name }),
    );

  const posterJobs = async (playId: string) =>
    Number(
      (
        await playbook
          .get(DataSource)
          .query(`SELECT count(*) AS n FROM platform_outbox WHERE topic = 'render.job.v1' AND key = $1`, [
            playId,
          ])
      )[0].n,
    );

  it('renders the poster once, then redirects to the stored PNG; a second view is a 304', async () => {
    const { playbookId, playId } = await savedPlay('Horns poster', true);
    const query = { playbookId, playId, k: await posterKey(coach) };

    const first = await poster(query);
    expect(first.statusCode).toBe(404);
    expect(first.json<any>().error.code).toBe('G004');
    expect(first.headers['cache-control']).toBe('no-store');
    // Asked again while it renders: the same job is joined, not published again.
    expect((await poster(query)).statusCode).toBe(404);
    expect(await posterJobs(playId)).toBe(1);

    const ready = await waitFor(
      async () => {
        const res = await poster(query);
        return res.statusCode === 302 ? res : undefined;
      },
      { timeoutMs: 90_000, intervalMs: 200, what: 'the poster to be ready' },
    );
    const etag = ready.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(ready.headers['cache-control']).toBe('private, max-age=60');
    const location = ready.headers.location as string;
    expect(location).toMatch(
      /^http:\/\/files\.test\/api\/render\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\/poster\.png$/,
    );

    // The file: a 400x300 PNG, immutable, with its own entity tag.
    const path = new URL(location).pathname;
    const file = await render.inject({ method: 'GET', url: path });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.readUInt32BE(16)).toBe(400);
    expect(file.rawPayload.readUInt32BE(20)).toBe(300);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Second view: both hops revalidate to 304, nothing is rendered or published again.
    const again = await poster(query, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const fileAgain = await render.inject({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': file.headers.etag as string },
    });
    expect(fileAgain.statusCode).toBe(304);
    expect(fileAgain.rawPayload.length).toBe(0);
    expect(await posterJobs(playId)).toBe(1);
    expect(
      await render
        .get(DataSource)
        .query(`SELECT count(*)::int AS n FROM render_jobs WHERE play_id = $1`, [playId]),
    ).toEqual([{ n: 1 }]);
    // Only the opening position was drawn, not the play's 97 frames.
    const results: { payload: Buffer }[] = await render
      .get(DataSource)
      .query(`SELECT payload FROM platform_outbox WHERE topic = 'render.result.v1' AND key = $1`, [playId]);
    expect(results).toHaveLength(1);
    expect(
      fromBinary(RenderResultSchema, fromBinary(EnvelopeSchema, results[0]!.payload).payload).frames,
    ).toBe(1);
  });

  it('a changed play gets a new poster (a new entity tag), asked for once', async () => {
    const { playbookId, playId } = await savedPlay('Before');
    const query = { playbookId, playId, k: await posterKey(coach) };
    await poster(query);
    const before = await waitFor(
      async () => {
        const res = await poster(query);
        return res.statusCode === 302 ? (res.headers.etag as string) : undefined;
      },
      { timeoutMs: 90_000, intervalMs: 200, what: 'the first poster' },
    );
    const headers = await env.auth(coach);
    const opened = await playbook.inject({
      method: 'GET',
      url: `/api/playbook/getPlay?${new URLSearchParams({ playbookId, playId }).toString()}`,
      headers,
    });
    const play = { ...opened.json<any>().play, name: 'After' };
    const saved = await playbook.inject({
      method: 'POST',
      url: '/api/playbook/updatePlay',
      headers,
      payload: { playbookId, play },
    });
    expect(saved.statusCode).toBe(200);
    // The old entity tag no longer matches: the changed drawing is asked for, not answered 304.
    const changed = await poster(query, { 'if-none-match': before });
    expect(changed.statusCode).toBe(404);
    expect(await posterJobs(playId)).toBe(2);
  });

  it('refuses a stranger, a missing or forged key, and bad input, and publishes nothing', async () => {
    const { playbookId, playId } = await savedPlay('Private');
    const jobsBefore = await posterJobs(playId);

    const strangers = await poster({ playbookId, playId, k: await posterKey(stranger) });
    expect(strangers.statusCode).toBeGreaterThanOrEqual(400);
    expect(strangers.statusCode).toBeLessThan(500);
    expect(['G003', 'G004']).toContain(strangers.json<any>().error.code);
    expect(strangers.headers.location).toBeUndefined();

    const key = await posterKey(coach);
    const forged = await poster({ playbookId, playId, k: `${key.slice(0, -4)}AAAA` });
    expect(forged.statusCode).toBe(401);
    expect(forged.json<any>().error.code).toBe('G003');

    const noKey = await poster({ playbookId, playId });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json<any>().error.code).toBe('G001');
    const badId = await poster({ playbookId: 'nope', playId, k: key });
    expect(badId.statusCode).toBe(400);
    expect(badId.json<any>().error.code).toBe('G001');
    // The key endpoint needs a signed-in caller.
    expect((await playbook.inject({ method: 'GET', url: '/api/playbook/posterKey' })).statusCode).toBe(401);

    expect(await posterJobs(playId)).toBe(jobsBefore);
  });
});
