import { EnvelopeSchema, fromBinary, type GenMessage, type Message } from '@chalktalk/contracts';
import {
  startTestIssuer,
  startTestPostgres,
  type TestIssuer,
  type TestPostgres,
} from '@chalktalk/platform/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createTeamsApp } from '../../src/app';
import { loadTeamsConfig } from '../../src/config';

type App = Awaited<ReturnType<typeof createTeamsApp>>;

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  error?: { code: string; message: string; details?: { path: string; message: string }[] };
}

/** The teams app on a real Postgres with a local token issuer; calls go through HTTP (Fastify inject). */
export class TeamsHarness {
  app!: App;
  db!: Client;
  dataDir!: string;
  private pg!: TestPostgres;
  private issuer!: TestIssuer;

  /** `env` adds or overrides configuration (e.g. LOGO_STORAGE=s3). */
  async start(database: string, env: Record<string, string> = {}): Promise<void> {
    this.pg = await startTestPostgres();
    this.issuer = await startTestIssuer();
    this.dataDir = await mkdtemp(join(tmpdir(), 'teams-data-'));
    const url = this.pg.url(database);
    this.app = await createTeamsApp(
      loadTeamsConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        DATABASE_URL: url,
        EVENT_BUS: 'inprocess',
        JWKS_URL: this.issuer.jwksUrl,
        WEB_BASE_URL: 'http://web.test',
        DATA_DIR: this.dataDir,
        ...env,
      }),
    );
    await this.app.getHttpAdapter().getInstance().ready();
    this.db = new Client({ connectionString: url });
    await this.db.connect();
  }

  async stop(): Promise<void> {
    await this.db?.end();
    await this.app?.close();
    await this.issuer?.stop();
    await this.pg?.stop();
    if (this.dataDir) await rm(this.dataDir, { recursive: true, force: true });
  }

  async call<T = Record<string, unknown>>(
    userId: string,
    method: 'GET' | 'POST',
    path: string,
    payload?: object,
  ): Promise<Answer<T>> {
    const token = await this.issuer.token({ id: userId, email: `${userId}@example.test` });
    const query =
      method === 'GET' && payload
        ? `?${new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
        : '';
    const res = await this.app.inject({
      method,
      url: `/api/teams/${path}${query}`,
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
      headers: { authorization: `Bearer ${token}` },
    });
    const body = res.body ? (res.json() as T & { error?: Answer['error'] }) : ({} as T);
    return { status: res.statusCode, body, error: (body as { error?: Answer['error'] }).error };
  }

  post<T = Record<string, unknown>>(userId: string, path: string, payload: object) {
    return this.call<T>(userId, 'POST', path, payload);
  }

  get<T = Record<string, unknown>>(userId: string, path: string, query?: object) {
    return this.call<T>(userId, 'GET', path, query);
  }

  /** Decoded outbox events of one type for a key, oldest first. */
  async events<M extends Message>(schema: GenMessage<M>, key: string): Promise<M[]> {
    const rows = await this.db.query<{ payload: Buffer }>(
      'SELECT payload FROM platform_outbox WHERE key = $1 AND type = $2 ORDER BY id',
      [key, schema.typeName],
    );
    return rows.rows.map((row) => fromBinary(schema, fromBinary(EnvelopeSchema, row.payload).payload));
  }
}
