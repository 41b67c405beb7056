/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; each test states the shape. */
import type { createPlaybookApp } from '@chalktalk/playbook-service';
import { type TestIssuer, waitFor } from '@chalktalk/platform/testing';

type App = Awaited<ReturnType<typeof createPlaybookApp>>;

/** The playbook calls the export tests make (exportGIF, checkGIFStatus, saving plays), through app.inject. */
export class PlaybookClient {
  constructor(
    private readonly app: App,
    private readonly issuer: TestIssuer,
  ) {}

  async get(userId: string | null, name: string, query: Record<string, string>) {
    const headers: Record<string, string> = {};
    if (userId) headers.authorization = `Bearer ${await this.issuer.token({ id: userId })}`;
    const res = await this.app.inject({
      method: 'GET',
      url: `/api/playbook/${name}?${new URLSearchParams(query).toString()}`,
      headers,
    });
    return { status: res.statusCode, body: res.json<any>() };
  }

  /** Saves `play` (a domain play) as a new play in the coach's own playbook. */
  async savePlay(coach: string, play: unknown): Promise<{ playbookId: string; playId: string }> {
    const playbookId = (await this.get(coach, 'getMyPlaybook', {})).body.playbook.id as string;
    const res = await this.app.inject({
      method: 'POST',
      url: '/api/playbook/saveNewPlay',
      headers: { authorization: `Bearer ${await this.issuer.token({ id: coach })}` },
      payload: { playbookId, play: JSON.parse(JSON.stringify(play)) },
    });
    if (res.statusCode !== 200) throw new Error(`saveNewPlay answered ${res.statusCode}: ${res.body}`);
    return { playbookId, playId: res.json<any>().id };
  }

  /** Polls checkGIFStatus until it is no longer pending. */
  ready(ids: Record<string, string>, timeoutMs = 90_000): Promise<any> {
    return waitFor(
      async () => {
        const res = await this.get(null, 'checkGIFStatus', ids);
        return res.body.status === 'pending' ? undefined : res.body;
      },
      { timeoutMs, intervalMs: 200, what: 'the GIF to be ready' },
    );
  }
}
