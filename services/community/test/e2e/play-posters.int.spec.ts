import {
  create,
  EnvelopeSchema,
  fromBinary,
  RenderFormat,
  RenderJobSchema,
  RenderResultSchema,
  RenderStatus,
  Topics,
} from '@chalktalk/contracts';
import { publishTestEvent, waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { CommunityHarness } from '../harness';

describe('community: list posters of community plays (community/playPoster, anonymous)', () => {
  const h = new CommunityHarness();
  beforeAll(() => h.start('community_posters'), 120_000);
  afterAll(() => h.stop());

  const posterJobs = (id: string): Promise<{ payload: Buffer }[]> =>
    h.db.query(`SELECT payload FROM platform_outbox WHERE topic = $1 AND key = $2`, [Topics.RenderJob, id]);

  const settle = (id: string, nonce: string, posterUrl: string) =>
    publishTestEvent(h.app, {
      topic: Topics.RenderResult,
      key: id,
      source: 'render',
      schema: RenderResultSchema,
      payload: create(RenderResultSchema, { nonce, status: RenderStatus.READY, posterUrl }),
    });

  it('asks render for a PNG poster once, then redirects to it; a second view is a 304', async () => {
    const coach = await h.contributor();
    const id = await h.published(coach, 'Poster me');
    const first = await h.get(null, 'playPoster', { id });
    expect(first.status).toBe(404);
    expect(first.error?.code).toBe('G004');
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await h.get(null, 'playPoster', { id })).status).toBe(404);
    const jobs = await posterJobs(id);
    expect(jobs).toHaveLength(1);
    const job = fromBinary(RenderJobSchema, fromBinary(EnvelopeSchema, jobs[0]!.payload).payload);
    expect(job.options).toMatchObject({ width: 400, height: 300, formats: [RenderFormat.PNG] });
    expect(JSON.parse(Buffer.from(job.playJson).toString('utf8'))).toMatchObject({ id, name: 'Poster me' });

    // A GIF export's result (another nonce) does not settle the poster.
    await settle(id, randomUUID(), '/api/render/files/aa/other/poster.png');
    await settle(id, job.nonce, '/api/render/files/ab/abc/poster.png');
    const ready = await waitFor(async () => {
      const res = await h.get(null, 'playPoster', { id });
      return res.status === 302 ? res : undefined;
    });
    expect(ready.headers.location).toBe('/api/render/files/ab/abc/poster.png');
    expect(ready.headers['cache-control']).toBe('public, max-age=60');
    const etag = ready.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);

    const again = await h.app.inject({
      method: 'GET',
      url: `/api/community/playPoster?id=${id}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(await posterJobs(id)).toHaveLength(1);
  });

  it('refuses the poster of a hidden play, an unknown play and bad input, and asks for nothing', async () => {
    const coach = await h.contributor();
    const id = await h.published(coach, 'Hidden one');
    await h.db.query(`UPDATE community_plays SET hidden = true WHERE id = $1`, [id]);
    const hidden = await h.get(null, 'playPoster', { id });
    expect(hidden.status).toBe(404);
    expect(hidden.headers.location).toBeUndefined();
    expect((await h.get(null, 'playPoster', { id: randomUUID() })).status).toBe(404);
    expect((await h.get(null, 'playPoster', { id: 'nope' })).status).toBe(400);
    expect(await posterJobs(id)).toHaveLength(0);
  });
});
