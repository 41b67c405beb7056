/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely; each expect states the shape it needs. */
import { createNewPlay } from '@chalktalk/domain';
import { createPlaybookApp, loadPlaybookConfig } from '@chalktalk/playbook-service';
import {
  startTestIssuer,
  startTestPostgres,
  type TestIssuer,
  type TestPostgres,
} from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createCommunityApp } from '../src/app';
import { loadCommunityConfig } from '../src/config';

type App = Awaited<ReturnType<typeof createCommunityApp>>;

export interface Answer<T = any> {
  status: number;
  body: T;
}

/**
 * The community app and a real playbook app (listening on loopback: community calls it over HTTP as in
 * production), each on its own database of one real Postgres, with one token issuer for both.
 */
export class CommunityHarness {
  app!: App;
  playbook!: App;
  db!: DataSource;
  playbookDb!: DataSource;
  private pg!: TestPostgres;
  private issuer!: TestIssuer;

  async start(database: string, env: Record<string, string> = {}): Promise<void> {
    this.pg = await startTestPostgres();
    this.issuer = await startTestIssuer();
    const common = {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      JWKS_URL: this.issuer.jwksUrl,
    };
    this.playbook = await createPlaybookApp(
      loadPlaybookConfig({ ...common, DATABASE_URL: this.pg.url(`${database}_playbook`) }),
    );
    await this.playbook.listen({ port: 0, host: '127.0.0.1' });
    const address = this.playbook.getHttpServer().address() as { port: number };
    this.app = await createCommunityApp(
      loadCommunityConfig({
        ...common,
        DATABASE_URL: this.pg.url(database),
        PLAYBOOK_URL: `http://127.0.0.1:${address.port}`,
        // The tests recompute trending themselves.
        TRENDING_RECOMPUTE_MS: '300000',
        ...env,
      }),
    );
    await this.app.getHttpAdapter().getInstance().ready();
    this.db = this.app.get(DataSource);
    this.playbookDb = this.playbook.get(DataSource);
  }

  async stop(): Promise<void> {
    await this.app?.close();
    await this.playbook?.close();
    await this.issuer?.stop();
    await this.pg?.stop();
  }

  async call<T = any>(
    userId: string | null,
    method: 'GET' | 'POST',
    path: string,
    payload: Record<string, unknown> = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (userId) headers.authorization = `Bearer ${await this.issuer.token({ id: userId })}`;
    const app = path.startsWith('playbook/') ? this.playbook : this.app;
    const fullPath = path.includes('/') ? path : `community/${path}`;
    const query = new URLSearchParams(
      Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
    ).toString();
    const res =
      method === 'GET'
        ? await app.inject({ method, url: `/api/${fullPath}?${query}`, headers })
        : await app.inject({ method, url: `/api/${fullPath}`, headers, payload });
    return { status: res.statusCode, body: res.json<T>() };
  }

  get = <T = any>(userId: string | null, path: string, payload?: Record<string, unknown>) =>
    this.call<T>(userId, 'GET', path, payload);
  post = <T = any>(userId: string | null, path: string, payload?: Record<string, unknown>) =>
    this.call<T>(userId, 'POST', path, payload);

  /** A user with a community profile (screen name unique per call). */
  async contributor(screenName = `coach${randomUUID().slice(0, 8)}`): Promise<string> {
    const userId = randomUUID();
    const res = await this.post(userId, 'setupCommunityProfile', {
      screenName,
      description: 'Varsity coach',
      birthdate: '1980-04-02',
    });
    if (res.status !== 200)
      throw new Error(`setupCommunityProfile answered ${res.status} ${JSON.stringify(res.body)}`);
    return userId;
  }

  /** A new basketball play in the user's personal playbook (through playbook): its ids. */
  async personalPlay(userId: string, name = 'Horns'): Promise<{ playId: string; playbookId: string }> {
    const playbookId = (await this.get(userId, 'playbook/getMyPlaybook')).body.playbook.id;
    const play = JSON.parse(JSON.stringify(createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { name })));
    const res = await this.post(userId, 'playbook/saveNewPlay', { playbookId, play });
    if (res.status !== 200) throw new Error(`saveNewPlay answered ${res.status} ${JSON.stringify(res.body)}`);
    return { playId: res.body.id, playbookId };
  }

  /** Publishes a new play of the user; answers the community play id. */
  async published(userId: string, name = 'Horns', extra: Record<string, unknown> = {}): Promise<string> {
    const { playId, playbookId } = await this.personalPlay(userId, name);
    const res = await this.post(userId, 'shareToCommunity', {
      playId,
      srcPlaybookId: playbookId,
      shareLevel: 'COMMUNITY',
      ...extra,
    });
    if (res.status !== 200)
      throw new Error(`shareToCommunity answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id;
  }

  /** The community outbox's event types for a key, oldest first. */
  async eventTypes(key: string): Promise<string[]> {
    const rows: { type: string }[] = await this.db.query(
      `SELECT type FROM platform_outbox WHERE key = $1 ORDER BY id`,
      [key],
    );
    return rows.map((r) => r.type.replace('chalktalk.community.v1.', ''));
  }
}
