/* eslint-disable @typescript-eslint/no-explicit-any -- suites read JSON answers loosely; each expect states the shape it needs. */
import { EnvelopeSchema, fromBinary, type GenMessage, type Message } from '@chalktalk/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { publishTestEvent, type TestEvent } from './publish-event';
import { startTestIssuer, type TestIssuer } from './test-issuer';
import { startTestPostgres, type TestPostgres } from './test-postgres';
import { waitFor } from './wait-for';

/** One answer of a call: the JSON body (null when the answer is not JSON), its error, headers and raw bytes. */
export interface TestAnswer<T = any> {
  status: number;
  body: T;
  /** The product's error (`{ error: { code, message, details? } }`); validation details name path and message. */
  error?: { code: string; message: string; details?: Array<{ path: string; message: string }> };
  headers: Record<string, unknown>;
  raw: Buffer;
}

export interface ServiceHarnessOptions {
  /** The call group a bare name belongs to ('schedule': get(u, 'getEvents') calls /api/schedule/getEvents). */
  group?: string;
  /** Query values as JSON (objects and arrays) rather than comma-joined strings. */
  jsonQuery?: boolean;
  /** Suites without bearer calls (identity signs its own tokens) start no issuer. */
  issuer?: boolean;
}

/** What a harness's boot step is handed to build its app (and any app it calls) from. */
export interface HarnessBoot {
  pg: TestPostgres;
  /** The settings every service starts with in tests: NODE_ENV, LOG_LEVEL, DATABASE_URL and (with an issuer) JWKS_URL. */
  env(database: string): Record<string, string>;
  /** A temporary folder, removed when the harness stops. */
  tempDir(prefix: string): Promise<string>;
}

/**
 * The shared part of every service's integration harness: a real Postgres, a local token issuer, the app booted
 * and ready, bearer calls through Fastify inject, events handed to the app's bus, outbox reads, and teardown in
 * the reverse order of start. A service's harness extends it with its own factories and settings.
 */
export class ServiceHarness<App extends NestFastifyApplication = NestFastifyApplication> {
  app!: App;
  db!: DataSource;
  protected pg!: TestPostgres;
  protected issuer!: TestIssuer;
  private readonly cleanups: Array<() => Promise<unknown>> = [];

  constructor(private readonly options: ServiceHarnessOptions = {}) {}

  /** Starts Postgres (and the issuer), builds the app with `create`, and waits for Fastify to be ready. */
  protected async boot(create: (boot: HarnessBoot) => Promise<App>): Promise<void> {
    this.pg = await startTestPostgres();
    this.onStop(() => this.pg.stop());
    if (this.options.issuer !== false) {
      this.issuer = await startTestIssuer();
      this.onStop(() => this.issuer.stop());
    }
    this.app = await create({
      pg: this.pg,
      env: (database) => ({
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        DATABASE_URL: this.pg.url(database),
        ...(this.issuer ? { JWKS_URL: this.issuer.jwksUrl } : {}),
      }),
      tempDir: (prefix) => this.tempDir(prefix),
    });
    this.onStop(() => this.app.close());
    await this.app.getHttpAdapter().getInstance().ready();
    this.db = this.app.get(DataSource);
  }

  /** Registers a teardown step; stop() runs them newest first (apps close before the database they use). */
  protected onStop(step: () => Promise<unknown>): void {
    this.cleanups.push(step);
  }

  protected async tempDir(prefix: string): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), prefix));
    this.onStop(() => rm(dir, { recursive: true, force: true }));
    return dir;
  }

  async stop(): Promise<void> {
    while (this.cleanups.length > 0) await this.cleanups.pop()!();
  }

  /** The token issuer's key set (a gateway in front of the app verifies the same tokens). */
  get jwksUrl(): string {
    return this.issuer.jwksUrl;
  }

  /** A bearer token for the user, as identity signs it. */
  token(userId: string): Promise<string> {
    return this.issuer.token({ id: userId, email: this.emailOf(userId) });
  }

  /** The address a user's token carries. */
  protected emailOf(userId: string): string {
    return `${userId}@example.test`;
  }

  /** The app that serves a call path (a harness with a second app routes its group there). */
  protected appFor(_path: string): NestFastifyApplication {
    return this.app;
  }

  /** GET with query parameters or POST with a JSON body, as the user (null: anonymously). */
  async call<T = any>(
    userId: string | null,
    method: 'GET' | 'POST',
    name: string,
    payload: Record<string, unknown> = {},
  ): Promise<TestAnswer<T>> {
    const group = this.options.group;
    const path = group && !name.includes('/') ? `${group}/${name}` : name;
    const headers: Record<string, string> = userId
      ? { authorization: `Bearer ${await this.token(userId)}` }
      : {};
    const app = this.appFor(path);
    const res =
      method === 'GET'
        ? await app.inject({ method, url: `/api/${path}?${this.query(payload)}`, headers })
        : await app.inject({ method, url: `/api/${path}`, headers, payload: payload as object });
    return answerOf<T>(res);
  }

  get = <T = any>(userId: string | null, name: string, payload?: Record<string, unknown>) =>
    this.call<T>(userId, 'GET', name, payload);
  post = <T = any>(userId: string | null, name: string, payload?: Record<string, unknown>) =>
    this.call<T>(userId, 'POST', name, payload);

  /** Opens an address the app answered (a signed download, a redirect), without a token. */
  async open(url: string): Promise<TestAnswer> {
    return answerOf(await this.app.inject({ method: 'GET', url }));
  }

  private query(payload: Record<string, unknown>): string {
    const value = (v: unknown): string =>
      this.options.jsonQuery && typeof v !== 'string'
        ? JSON.stringify(v)
        : Array.isArray(v)
          ? v.join(',')
          : String(v);
    return new URLSearchParams(
      Object.entries(payload).map(([k, v]): [string, string] => [k, value(v)]),
    ).toString();
  }

  /** Hands the event to the app's bus, as its producer would publish it; answers its event id. */
  publish<M extends Message>(event: TestEvent<M>): Promise<string> {
    return publishTestEvent(this.app, event);
  }

  /** Waits until the inbox has recorded the event: it was handled (or skipped) and committed. */
  handled(eventId: string): Promise<true> {
    return waitFor(async () => {
      const rows: unknown[] = await this.db.query(`SELECT 1 FROM platform_inbox WHERE event_id = $1`, [
        eventId,
      ]);
      return rows.length > 0 ? true : undefined;
    });
  }

  /** The events of one type the app wrote to its outbox under a key, decoded, oldest first. */
  async events<M extends Message>(schema: GenMessage<M>, key: string): Promise<M[]> {
    const rows: Array<{ payload: Buffer }> = await this.db.query(
      `SELECT payload FROM platform_outbox WHERE key = $1 AND type = $2 ORDER BY id`,
      [key, schema.typeName],
    );
    return rows.map((row) => fromBinary(schema, fromBinary(EnvelopeSchema, row.payload).payload));
  }

  /** The outbox's event types under a key (without the package prefix when one is given), oldest first. */
  async eventTypes(key: string, prefix = ''): Promise<string[]> {
    const rows: Array<{ type: string }> = await this.db.query(
      `SELECT type FROM platform_outbox WHERE key = $1 ORDER BY id`,
      [key],
    );
    return rows.map((row) => (row.type.startsWith(prefix) ? row.type.slice(prefix.length) : row.type));
  }
}

interface Injected {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
  json<T>(): T;
}

function answerOf<T>(res: Injected): TestAnswer<T> {
  let body: any = null;
  try {
    body = res.json<T>();
  } catch {
    // Not JSON (a file, a redirect, an empty answer): the raw bytes say what came back.
  }
  return { status: res.statusCode, body, error: body?.error, headers: res.headers, raw: res.rawPayload };
}
