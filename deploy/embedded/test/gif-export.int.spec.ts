import { createNewPlay } from '@chalktalk/domain';
import { waitFor } from '@chalktalk/platform/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { startTestProduct, type TestProduct } from '../src/testing/test-product';
import { call, type ErrorBody, signUp } from './api-helpers';

interface GifStatus {
  status: 'pending' | 'ready' | 'failed';
  previewUrl?: string;
  gifUrl?: string;
  mp4Url?: string;
  reason?: string;
}

/**
 * Issue 7 through the gateway, as `make dev` runs it: playbook publishes the render job on the in-process bus,
 * the render service (real Chromium and ffmpeg) renders it, and the files come back through the gateway's
 * anonymous render/files route. Needs /usr/bin/ffmpeg and a Debian Chromium.
 */
describe('GIF export through the gateway (embedded: in-process bus, real renderer)', () => {
  let product: TestProduct;
  let api: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'chalktalk-gif-'));
    product = await startTestProduct({ databasePrefix: 'gif', dataDir });
    api = product.api;
  }, 120_000);

  afterAll(async () => {
    await product?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The result URLs carry the product's public address; in this test the gateway listens elsewhere. */
  const viaGateway = (url: string) => `${api}${new URL(url).pathname}`;

  async function fetchFile(url: string) {
    const answer = await request(viaGateway(url));
    return {
      status: answer.statusCode,
      type: answer.headers['content-type'],
      bytes: Buffer.from(await answer.body.arrayBuffer()),
    };
  }

  async function untilDone(params: URLSearchParams): Promise<GifStatus> {
    return waitFor(
      async () => {
        const answer = await call<GifStatus>(api, 'GET', `/api/playbook/checkGIFStatus?${params}`);
        expect(answer.status).toBe(200);
        return answer.body.status === 'pending' ? undefined : answer.body;
      },
      { timeoutMs: 90_000, intervalMs: 250 },
    );
  }

  it('renders a saved play for its coach and the same files for a signed-out visitor of its public link', async () => {
    const coach = await signUp(api);
    const token = coach.accessToken;
    const mine = await call<{ playbook: { id: string } }>(api, 'GET', '/api/playbook/getMyPlaybook', {
      token,
    });
    const playbookId = mine.body.playbook.id;
    const saved = await call<{ id: string }>(api, 'POST', '/api/playbook/saveNewPlay', {
      token,
      json: { playbookId, play: createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { name: 'Horns' }) },
    });
    expect(saved.status).toBe(200);
    const playId = saved.body.id;

    const ids = new URLSearchParams({ playbookId, playId, name: 'Horns' });
    const exported = await call<{ estimatedWait: number; nonce: string }>(
      api,
      'GET',
      `/api/playbook/exportGIF?${ids}`,
      { token },
    );
    expect(exported.status).toBe(200);
    expect(exported.body.estimatedWait).toBeGreaterThan(0);
    const done = await untilDone(
      new URLSearchParams({ ...Object.fromEntries(ids), nonce: exported.body.nonce }),
    );
    expect(done).toMatchObject({ status: 'ready' });

    // The links are anonymous: no token goes with an <img> or a download.
    const gif = await fetchFile(done.gifUrl!);
    expect(gif).toMatchObject({ status: 200, type: 'image/gif' });
    expect(gif.bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(await fetchFile(done.mp4Url!)).toMatchObject({ status: 200, type: 'video/mp4' });
    const poster = await fetchFile(done.previewUrl!);
    expect(poster.type).toBe('image/png');
    expect(poster.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');

    // A signed-out visitor exports through the public link: the same drawing, answered from the same files.
    const link = await call<{ link: string }>(
      api,
      'GET',
      `/api/playbook/getPublicShareLink?${new URLSearchParams({ playId, playbookId })}`,
      { token },
    );
    const linkId = link.body.link;
    const publicIds = new URLSearchParams({ playbookId: linkId, playId, linkId });
    const anonymous = await call<{ estimatedWait: number; nonce: string }>(
      api,
      'GET',
      `/api/playbook/exportGIF?${publicIds}`,
    );
    expect(anonymous.body).toMatchObject({ estimatedWait: 0 });
    const publicDone = await untilDone(
      new URLSearchParams({ ...Object.fromEntries(publicIds), nonce: anonymous.body.nonce }),
    );
    expect(publicDone.gifUrl).toBe(done.gifUrl);

    // Signed out, the saved play itself is not exportable.
    const refused = await call<ErrorBody>(api, 'GET', `/api/playbook/exportGIF?${ids}`);
    expect(refused.body.error.code).toBe('G003');
  }, 120_000);

  it('exports a play shared to a team from the team playbook (where the designer sends team plays)', async () => {
    const coach = await signUp(api, 'Teamcoach');
    const token = coach.accessToken;
    const program = await call<{ teams: { id: string }[] }>(api, 'POST', '/api/teams/createProgram', {
      token,
      json: { name: 'Gif Club', teams: [{ name: 'Gif Hoops', sport: 'BASKETBALL_HS' }] },
    });
    const teamId = program.body.teams[0]!.id;
    const mine = await call<{ playbook: { id: string } }>(api, 'GET', '/api/playbook/getMyPlaybook', {
      token,
    });
    const saved = await call<{ id: string }>(api, 'POST', '/api/playbook/saveNewPlay', {
      token,
      json: {
        playbookId: mine.body.playbook.id,
        play: createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { name: 'Shared' }),
      },
    });
    const teamBook = await waitFor(async () => {
      const answer = await call<{ playbook: { id: string } }>(
        api,
        'GET',
        `/api/playbook/getTeamPlaybook?teamId=${teamId}`,
        { token },
      );
      return answer.status === 200 ? answer.body.playbook.id : undefined;
    });
    const shared = await call(api, 'POST', '/api/playbook/shareItems', {
      token,
      json: {
        srcPlaybookId: mine.body.playbook.id,
        modifications: { [teamId]: 'TEAM' },
        itemIds: [saved.body.id],
      },
    });
    expect(shared.status).toBe(200);

    const ids = new URLSearchParams({ playbookId: teamBook, playId: saved.body.id, name: 'Shared' });
    const exported = await call<{ nonce: string }>(api, 'GET', `/api/playbook/exportGIF?${ids}`, { token });
    expect(exported.status).toBe(200);
    const done = await untilDone(
      new URLSearchParams({ ...Object.fromEntries(ids), nonce: exported.body.nonce }),
    );
    expect(done).toMatchObject({ status: 'ready' });
    expect((await fetchFile(done.gifUrl!)).bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
  }, 120_000);

  it('never serves anything outside the render files, and keeps the queue behind a token', async () => {
    for (const path of [
      '/api/render/files/..%2f..%2fpostgres.password',
      '/api/render/files/../../postgres.password',
      '/api/render/files/ab/..%2f..%2f..%2fpostgres.password/play.gif',
      `/api/render/files/ab/${'ab'.padEnd(64, '0')}/play.gif`,
      `/api/render/files/ab/${'ab'.padEnd(64, '0')}/other.txt`,
    ]) {
      const answer = await call<ErrorBody>(api, 'GET', path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
    expect((await call(api, 'GET', '/api/render/queue')).status).toBe(401);
    const coach = await signUp(api);
    const queue = await call<{ waiting: number }>(api, 'GET', '/api/render/queue', {
      token: coach.accessToken,
    });
    expect(queue).toMatchObject({ status: 200, body: { waiting: 0 } });
  });
});
