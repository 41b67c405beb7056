/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely; each expect states the shape it needs. */
import { EnvelopeSchema, fromBinary, type GenMessage, type Message } from '@chalktalk/contracts';
import {
  startTestIssuer,
  startTestPostgres,
  type TestIssuer,
  type TestLocalStripe,
  type TestPostgres,
} from '@chalktalk/platform/testing';
import { createTeamsApp, loadTeamsConfig } from '@chalktalk/teams-service';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { createBillingApp } from '../src/app';
import { loadBillingConfig } from '../src/config';
import { LapseChecker } from '../src/subscriptions/lapse-checker';

type App = Awaited<ReturnType<typeof createBillingApp>>;

export interface Answer<T = any> {
  status: number;
  body: T;
  error?: { code: string; message: string; details?: unknown };
}

export const WEBHOOK_SECRET = 'whsec_billing_tests';

/**
 * billing on a real Postgres against a real localstripe, with a real teams app listening on loopback (for
 * teams/createProgramSubscription); calls go through HTTP (Fastify inject) with tokens of a local issuer.
 */
export class BillingHarness {
  app!: App;
  teams!: App;
  db!: DataSource;
  /** The test's own Stripe client (as the Stripe dashboard would be): coupons, card tokens, inspection. */
  stripe!: Stripe;
  private pg!: TestPostgres;
  private issuer!: TestIssuer;
  private dataDir!: string;
  private localStripe!: TestLocalStripe;

  async start(
    database: string,
    localStripe: TestLocalStripe,
    env: Record<string, string> = {},
  ): Promise<void> {
    this.localStripe = localStripe;
    this.pg = await startTestPostgres();
    this.issuer = await startTestIssuer();
    this.dataDir = await mkdtemp(join(tmpdir(), 'billing-teams-'));
    this.teams = await createTeamsApp(
      loadTeamsConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        DATABASE_URL: this.pg.url(`${database}_teams`),
        EVENT_BUS: 'inprocess',
        JWKS_URL: this.issuer.jwksUrl,
        DATA_DIR: this.dataDir,
      }),
    );
    await this.teams.listen(0, '127.0.0.1');
    const teamsPort = (this.teams.getHttpServer().address() as AddressInfo).port;
    this.app = await createBillingApp(
      loadBillingConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        DATABASE_URL: this.pg.url(database),
        EVENT_BUS: 'inprocess',
        JWKS_URL: this.issuer.jwksUrl,
        STRIPE_SECRET_KEY: localStripe.secretKey,
        STRIPE_API_URL: localStripe.url,
        STRIPE_SERVER: 'localstripe',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        TEAMS_URL: `http://127.0.0.1:${teamsPort}`,
        // The suite checks lapses itself (LapseChecker.check with a chosen clock).
        BILLING_LAPSE_CHECK_MS: '3600000',
        ...env,
      }),
    );
    await this.app.getHttpAdapter().getInstance().ready();
    this.db = this.app.get(DataSource);
    const url = new URL(localStripe.url);
    this.stripe = new Stripe(localStripe.secretKey, {
      host: url.hostname,
      port: Number(url.port),
      protocol: 'http',
    });
  }

  async stop(): Promise<void> {
    await this.app?.close();
    await this.teams?.close();
    await this.issuer?.stop();
    await this.pg?.stop();
    if (this.dataDir) await rm(this.dataDir, { recursive: true, force: true });
  }

  get lapses(): LapseChecker {
    return this.app.get(LapseChecker);
  }

  private async headers(userId: string | null): Promise<Record<string, string>> {
    return userId
      ? {
          authorization: `Bearer ${await this.issuer.token({ id: userId, email: `${userId}@example.com` })}`,
        }
      : {};
  }

  /** A GET answered with something other than JSON (a PDF, a redirect): the raw reply. */
  async getRaw(userId: string | null, path: string, query: Record<string, string>) {
    return this.app.inject({
      method: 'GET',
      url: `/api/${path}?${new URLSearchParams(query).toString()}`,
      headers: await this.headers(userId),
    });
  }

  async call<T = any>(
    userId: string | null,
    method: 'GET' | 'POST',
    path: string,
    payload: Record<string, unknown> = {},
  ): Promise<Answer<T>> {
    const headers = await this.headers(userId);
    const query = new URLSearchParams(
      Object.entries(payload).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ).toString();
    const res =
      method === 'GET'
        ? await this.app.inject({ method, url: `/api/${path}?${query}`, headers })
        : await this.app.inject({ method, url: `/api/${path}`, headers, payload });
    const body = res.json<any>();
    return { status: res.statusCode, body, error: body?.error };
  }

  get = <T = any>(userId: string | null, path: string, payload?: Record<string, unknown>) =>
    this.call<T>(userId, 'GET', path, payload);
  post = <T = any>(userId: string | null, path: string, payload?: Record<string, unknown>) =>
    this.call<T>(userId, 'POST', path, payload);

  /** A card token as Stripe.js (localstripe's stand-in) makes it in the browser, with the publishable key. */
  async cardToken(number: string): Promise<string> {
    const body = new URLSearchParams({
      key: 'pk_test_chalktalk',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getUTCFullYear() + 3),
      'card[cvc]': '123',
    });
    const res = await fetch(`${this.localStripe.url}/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    const token = (await res.json()) as { id: string };
    return token.id;
  }

  /** Decoded outbox events of one type for a key, oldest first. */
  async events<M extends Message>(schema: GenMessage<M>, key: string): Promise<M[]> {
    const rows: { payload: Buffer }[] = await this.db.query(
      `SELECT payload FROM platform_outbox WHERE key = $1 ORDER BY id`,
      [key],
    );
    return rows
      .map((row) => fromBinary(EnvelopeSchema, row.payload))
      .filter((envelope) => envelope.type === schema.typeName)
      .map((envelope) => fromBinary(schema, envelope.payload));
  }
}
