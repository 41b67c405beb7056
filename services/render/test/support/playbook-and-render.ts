import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPlaybookApp, loadPlaybookConfig } from '@chalktalk/playbook-service';
import {
  startTestIssuer,
  startTestPostgres,
  type TestIssuer,
  type TestPostgres,
} from '@chalktalk/platform/testing';
import { createRenderApp, loadRenderConfig } from '../../src';

type App = Awaited<ReturnType<typeof createPlaybookApp>>;

/**
 * Playbook and render in one process over the in-process bus, each on its own real Postgres database, render
 * storing under a temporary folder and naming its files http://files.test/api/render/files/…
 */
export class PlaybookAndRender {
  pg!: TestPostgres;
  issuer!: TestIssuer;
  playbook!: App;
  render!: App;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'render-e2e-'));

  async start(databasePrefix: string): Promise<void> {
    this.pg = await startTestPostgres();
    this.issuer = await startTestIssuer();
    const common = {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      JWKS_URL: this.issuer.jwksUrl,
    };
    this.playbook = await createPlaybookApp(
      loadPlaybookConfig({ ...common, DATABASE_URL: this.pg.url(`${databasePrefix}_playbook`) }),
    );
    this.render = await createRenderApp(
      loadRenderConfig({
        ...common,
        DATABASE_URL: this.pg.url(`${databasePrefix}_render`),
        DATA_DIR: this.dataDir,
        RENDER_POLL_MS: '100',
        RENDER_PUBLIC_BASE_URL: 'http://files.test/api/render/files',
      }),
    );
    await this.playbook.getHttpAdapter().getInstance().ready();
    await this.render.getHttpAdapter().getInstance().ready();
  }

  async stop(): Promise<void> {
    await this.playbook?.close();
    await this.render?.close();
    await this.issuer?.stop();
    await this.pg?.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  async auth(userId: string): Promise<{ authorization: string }> {
    return { authorization: `Bearer ${await this.issuer.token({ id: userId })}` };
  }

  /** Saves the play in the user's personal playbook, as the editor does (saveNewPlay). */
  async savedPlay(userId: string, play: object): Promise<{ playbookId: string; playId: string }> {
    const headers = await this.auth(userId);
    const mine = await this.playbook.inject({ method: 'GET', url: '/api/playbook/getMyPlaybook', headers });
    const playbookId = mine.json<{ playbook: { id: string } }>().playbook.id;
    const res = await this.playbook.inject({
      method: 'POST',
      url: '/api/playbook/saveNewPlay',
      headers,
      payload: { playbookId, play: JSON.parse(JSON.stringify(play)) as object },
    });
    if (res.statusCode !== 200) throw new Error(`saveNewPlay answered ${res.statusCode} ${res.body}`);
    return { playbookId, playId: res.json<{ id: string }>().id };
  }
}
