import {
  create,
  RenderJobSchema,
  RenderResultSchema,
  RenderStatus,
  Topics,
  fromBinary,
  EnvelopeSchema,
} from '@chalktalk/contracts';
import { publishTestEvent, waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { CommunityHarness } from '../harness';

describe('community: GIF export of a community play (anonymous; render.job.v1 out, render.result.v1 in)', () => {
  const h = new CommunityHarness();
  beforeAll(() => h.start('community_gif'), 120_000);
  afterAll(() => h.stop());

  it('publishes one render job per snapshot, joins it, and answers the files once the result arrives', async () => {
    const coach = await h.contributor();
    const id = await h.published(coach, 'Gif me');
    const first = await h.get(null, 'exportCommunityGIF', { id });
    expect(first.status).toBe(200);
    expect(first.body.estimatedWait).toBeGreaterThan(0);
    const { nonce } = first.body;
    // A second visitor joins the pending render instead of rendering again.
    expect((await h.get(null, 'exportCommunityGIF', { id })).body.nonce).toBe(nonce);
    const jobs: { payload: Buffer }[] = await h.db.query(
      `SELECT payload FROM platform_outbox WHERE topic = $1 AND key = $2`,
      [Topics.RenderJob, id],
    );
    expect(jobs).toHaveLength(1);
    const job = fromBinary(RenderJobSchema, fromBinary(EnvelopeSchema, jobs[0]!.payload).payload);
    expect(JSON.parse(Buffer.from(job.playJson).toString('utf8'))).toMatchObject({ id, name: 'Gif me' });
    expect((await h.get(null, 'checkCommunityGIFStatus', { id, nonce })).body).toEqual({ status: 'pending' });

    // Results of other exports (playbook's nonces) change nothing here.
    await publishTestEvent(h.app, {
      topic: Topics.RenderResult,
      key: id,
      source: 'render',
      schema: RenderResultSchema,
      payload: create(RenderResultSchema, { nonce: randomUUID(), status: RenderStatus.FAILED, reason: 'x' }),
    });
    await publishTestEvent(h.app, {
      topic: Topics.RenderResult,
      key: id,
      source: 'render',
      schema: RenderResultSchema,
      payload: create(RenderResultSchema, {
        nonce,
        playHash: job.playHash,
        status: RenderStatus.READY,
        gifUrl: '/api/render/files/a.gif',
        mp4Url: '/api/render/files/a.mp4',
        posterUrl: '/api/render/files/a.png',
      }),
    });
    const ready = await waitFor(async () => {
      const res = await h.get(null, 'checkCommunityGIFStatus', { id, nonce });
      return res.body.status === 'ready' ? res.body : undefined;
    });
    expect(ready).toEqual({
      status: 'ready',
      previewUrl: '/api/render/files/a.png',
      gifUrl: '/api/render/files/a.gif',
      mp4Url: '/api/render/files/a.mp4',
    });
    // Later visitors get the files at once.
    expect((await h.get(null, 'exportCommunityGIF', { id })).body).toEqual({ estimatedWait: 0, nonce });
    expect((await h.get(null, 'checkCommunityGIFStatus', { id: randomUUID(), nonce })).status).toBe(400);
    expect((await h.get(null, 'exportCommunityGIF', { id: randomUUID() })).status).toBe(400);
  });
});
