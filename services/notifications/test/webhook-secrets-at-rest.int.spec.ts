import { create, TeamUpdatedSchema, Topics } from '@chalktalk/contracts';
import { generateSecretBoxKey, SecretBox } from '@chalktalk/platform';
import {
  describeWithKafka,
  publishTestEvent,
  startTestIssuer,
  startTestPostgres,
  type TestIssuer,
  type TestPostgres,
  waitFor,
} from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Webhook } from 'standardwebhooks';
import { createNotificationsApp } from '../src/app';
import { loadNotificationsConfig } from '../src/config';
import { WebhookSecretBox } from '../src/webhooks/webhook-secret-box';
import { generateWebhookSecret } from '../src/webhooks/webhook-signature';
import { type ReceivedWebhook, WebhookReceiver } from './webhooks-receiver';

type App = Awaited<ReturnType<typeof createNotificationsApp>>;

const TIMEOUT = 60_000;

interface SecretRow {
  id: string;
  endpointId: string;
  sealed: string;
}

/**
 * Webhook signing secrets at rest: only sealed values in the table, deliveries that still verify with the official
 * Standard Webhooks library, plain-text rows of a database from before sealing sealed at boot, a wrong key refused
 * at boot, and a key rotation that re-seals everything. Each boot is a real app on a real Postgres database.
 */
function secretsAtRest(bus: 'inprocess' | 'kafka', brokers?: string[]) {
  let pg: TestPostgres;
  let issuer: TestIssuer;
  const receiver = new WebhookReceiver();
  const apps = new Set<App>();
  const key = generateSecretBoxKey();

  async function boot(database: string, keys: { current: string; previous?: string[] }): Promise<App> {
    const app = await createNotificationsApp(
      loadNotificationsConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        DATABASE_URL: pg.url(database),
        JWKS_URL: issuer.jwksUrl,
        WEBHOOK_SECRETS_KEY: keys.current,
        WEBHOOK_SECRETS_PREVIOUS_KEYS: (keys.previous ?? []).join(','),
        ...(bus === 'kafka' ? { EVENT_BUS: 'kafka', KAFKA_BROKERS: brokers!.join(',') } : {}),
      }),
    );
    apps.add(app);
    await app.getHttpAdapter().getInstance().ready();
    return app;
  }

  async function shut(app: App): Promise<void> {
    apps.delete(app);
    await app.close();
  }

  /** SQL on the database while no app runs on it (or beside one). */
  async function sql<T>(database: string, text: string, values: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: pg.url(database) });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  const secretRows = (database: string, endpointId?: string) =>
    sql<SecretRow>(
      database,
      `SELECT id, endpoint_id AS "endpointId", secret_sealed AS sealed FROM webhook_secrets
        WHERE $1::uuid IS NULL OR endpoint_id = $1 ORDER BY created_at, id`,
      [endpointId ?? null],
    );

  /** The stored value is sealed and carries no trace of the secret (whole, or its base64 key material). */
  function expectSealedWithout(row: SecretRow, ...secrets: string[]): void {
    expect(row.sealed).toMatch(/^v1:[A-Za-z0-9_-]{11}:[A-Za-z0-9+/]+=*$/);
    for (const secret of secrets) {
      expect(row.sealed).not.toBe(secret);
      expect(row.sealed).not.toContain(secret);
      expect(row.sealed).not.toContain(secret.slice('whsec_'.length));
    }
  }

  async function call<T>(app: App, user: string, method: 'GET' | 'POST', url: string, body?: unknown) {
    const response = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await issuer.token({ id: user })}` },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    return { status: response.statusCode, json: response.json<T>() };
  }

  /** A team of the program changed, as teams publishes it (its admins ride along); answers the event id. */
  function teamChanged(app: App, program: { programId: string; teamId: string; admin: string }) {
    return publishTestEvent(app, {
      topic: Topics.TeamsTeam,
      key: program.teamId,
      source: 'teams',
      teamId: program.teamId,
      schema: TeamUpdatedSchema,
      payload: create(TeamUpdatedSchema, {
        teamId: program.teamId,
        programId: program.programId,
        name: `Varsity ${randomUUID().slice(0, 4)}`,
        sport: 'BASKETBALL_HS',
        ownerId: program.admin,
        programAdminIds: [program.admin],
      }),
    });
  }

  /** An endpoint of the program subscribed to TeamUpdated, written straight into the table (no secret yet). */
  const insertEndpoint = (
    database: string,
    id: string,
    program: { programId: string; admin: string },
    path: string,
  ) =>
    sql(
      database,
      `INSERT INTO webhook_endpoints (id, program_id, url, event_types, created_by) VALUES ($1, $2, $3, $4, $5)`,
      [id, program.programId, `${receiver.origin}${path}`, [TeamUpdatedSchema.typeName], program.admin],
    );

  function newProgram() {
    return { programId: randomUUID(), teamId: randomUUID(), admin: randomUUID() };
  }

  /** The request of the event at the path, once it arrived. */
  function arrived(path: string, eventId: string): Promise<ReceivedWebhook> {
    return waitFor(
      async () => receiver.on(path).find((request) => request.headers['webhook-id'] === eventId),
      { timeoutMs: TIMEOUT, what: `event ${eventId} at ${path}` },
    );
  }

  /** The delivery verifies with the secret through the official library, and is the event sent. */
  function expectVerifies(request: ReceivedWebhook, secret: string, eventId: string): void {
    const payload = new Webhook(secret).verify(request.body, request.headers) as { type: string };
    expect(payload.type).toBe(TeamUpdatedSchema.typeName);
    expect(request.headers['webhook-id']).toBe(eventId);
  }

  beforeAll(async () => {
    pg = await startTestPostgres();
    issuer = await startTestIssuer();
    await receiver.start();
    process.env.WEBHOOK_TRUSTED_ORIGINS = receiver.origin;
    process.env.WEBHOOK_POLL_MS = '100';
    process.env.WEBHOOK_TIMEOUT_MS = '2000';
  }, TIMEOUT);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await receiver.stop();
    await issuer?.stop();
    await pg?.stop();
    for (const name of ['WEBHOOK_TRUSTED_ORIGINS', 'WEBHOOK_POLL_MS', 'WEBHOOK_TIMEOUT_MS'])
      delete process.env[name];
  });

  it(
    'stores only sealed secrets, before and after a rotation; deliveries verify with each live secret',
    async () => {
      const database = `secrets_at_rest_calls_${bus}`;
      const app = await boot(database, { current: key });
      const program = newProgram();
      // The projection learns who administers the program.
      await teamChanged(app, program);
      await waitFor(
        async () =>
          (
            await call(
              app,
              program.admin,
              'GET',
              `/api/webhooks/getWebhookEndpoints?programId=${program.programId}`,
            )
          ).status === 200 || undefined,
        { timeoutMs: TIMEOUT, what: 'the program admin to be known' },
      );

      const added = await call<{ endpoint: { id: string }; secret: string }>(
        app,
        program.admin,
        'POST',
        '/api/webhooks/addWebhookEndpoint',
        {
          programId: program.programId,
          url: `${receiver.origin}/calls-${bus}`,
          eventTypes: [TeamUpdatedSchema.typeName],
        },
      );
      expect(added.status).toBe(200);
      const { endpoint, secret } = added.json;
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      const [stored] = await secretRows(database, endpoint.id);
      expectSealedWithout(stored!, secret);
      // The endpoint list never carries a secret, sealed or plain.
      const listed = await call(
        app,
        program.admin,
        'GET',
        `/api/webhooks/getWebhookEndpoints?programId=${program.programId}`,
      );
      expect(JSON.stringify(listed.json)).not.toContain(secret.slice('whsec_'.length));
      expect(JSON.stringify(listed.json)).not.toContain(stored!.sealed);

      const first = await teamChanged(app, program);
      const delivered = await arrived(`/calls-${bus}`, first);
      expect(delivered.headers['webhook-signature']!.split(' ')).toHaveLength(1);
      expectVerifies(delivered, secret, first);

      const rotated = await call<{ secret: string }>(
        app,
        program.admin,
        'POST',
        '/api/webhooks/rotateWebhookSecret',
        {
          endpointId: endpoint.id,
        },
      );
      expect(rotated.status).toBe(200);
      const next = rotated.json.secret;
      const rows = await secretRows(database, endpoint.id);
      expect(rows).toHaveLength(2);
      for (const row of rows) expectSealedWithout(row, secret, next);

      const second = await teamChanged(app, program);
      const signedTwice = await arrived(`/calls-${bus}`, second);
      // Inside the rotation window both secrets sign (new first): a partner holding either one verifies.
      expect(signedTwice.headers['webhook-signature']!.split(' ')).toHaveLength(2);
      expectVerifies(signedTwice, next, second);
      expectVerifies(signedTwice, secret, second);
      expect(() =>
        new Webhook(generateWebhookSecret()).verify(signedTwice.body, signedTwice.headers),
      ).toThrow();
      await shut(app);
    },
    3 * TIMEOUT,
  );

  it(
    'never signs with a secret that does not open: the attempt is logged as not sent and nothing reaches the partner',
    async () => {
      const database = `secrets_at_rest_unreadable_${bus}`;
      const app = await boot(database, { current: key });
      const program = newProgram();
      const endpointId = randomUUID();
      // Written after the boot step ran (it would have stopped the boot): a value sealed for another endpoint,
      // as if copied between rows. It passes the table's check, but does not open for this endpoint.
      const moved = WebhookSecretBox.fromConfig({
        WEBHOOK_SECRETS_KEY: key,
        WEBHOOK_SECRETS_PREVIOUS_KEYS: [],
      }).seal(generateWebhookSecret(), randomUUID());
      await insertEndpoint(database, endpointId, program, `/unreadable-${bus}`);
      await sql(
        database,
        `INSERT INTO webhook_secrets (id, endpoint_id, secret_sealed) VALUES ($1, $2, $3)`,
        [randomUUID(), endpointId, moved],
      );
      const eventId = await teamChanged(app, program);
      const [attempt] = await waitFor(
        async () => {
          const rows = await sql<{ error: string | null; statusCode: number | null }>(
            database,
            `SELECT a.error, a.status_code AS "statusCode" FROM webhook_attempts a
               JOIN webhook_deliveries d ON d.id = a.delivery_id WHERE d.event_id = $1 AND d.endpoint_id = $2`,
            [eventId, endpointId],
          );
          return rows.length > 0 ? rows : undefined;
        },
        { timeoutMs: TIMEOUT, what: 'the attempt to be logged' },
      );
      expect(attempt).toEqual({
        error: 'Not sent: the signing secret could not be opened',
        statusCode: null,
      });
      expect(receiver.on(`/unreadable-${bus}`)).toEqual([]);
      await shut(app);
    },
    2 * TIMEOUT,
  );

  it(
    'a database from before sealing: plain-text secrets sealed at boot, unchanged (deliveries verify), once; a wrong key stops the boot; a new key re-seals',
    async () => {
      const database = `secrets_at_rest_upgrade_${bus}`;
      // The schema as a product from before this change left it: the column was `secret`, plain text, and the
      // sealing migration had not run.
      await shut(await boot(database, { current: key }));
      await sql(database, `ALTER TABLE webhook_secrets DROP CONSTRAINT webhook_secrets_sealed`);
      await sql(database, `ALTER TABLE webhook_secrets RENAME COLUMN secret_sealed TO secret`);
      await sql(
        database,
        `DELETE FROM migrations WHERE name = 'NotificationsWebhookSecretsSealed1764000190100'`,
      );
      const program = newProgram();
      const endpointId = randomUUID();
      const current = generateWebhookSecret();
      const previous = generateWebhookSecret();
      await insertEndpoint(database, endpointId, program, `/upgrade-${bus}`);
      await sql(
        database,
        `INSERT INTO webhook_secrets (id, endpoint_id, secret, created_at, expires_at)
         VALUES ($1, $2, $3, now(), NULL), ($4, $2, $5, now() - interval '1 hour', now() + interval '1 day')`,
        [randomUUID(), endpointId, current, randomUUID(), previous],
      );

      const app = await boot(database, { current: key });
      const sealed = await secretRows(database, endpointId);
      expect(sealed).toHaveLength(2);
      for (const row of sealed) {
        expectSealedWithout(row, current, previous);
        expect(SecretBox.keyIdOf(row.sealed)).toBe(SecretBox.fromBase64(key).currentKeyId);
      }
      // The check the migration added now refuses plain text.
      await expect(
        sql(database, `UPDATE webhook_secrets SET secret_sealed = $1 WHERE endpoint_id = $2`, [
          current,
          endpointId,
        ]),
      ).rejects.toThrow(/webhook_secrets_sealed/);
      const eventId = await teamChanged(app, program);
      const delivered = await arrived(`/upgrade-${bus}`, eventId);
      // The same secrets as before the upgrade: partners keep verifying, with either one during its window.
      expectVerifies(delivered, current, eventId);
      expectVerifies(delivered, previous, eventId);
      await shut(app);

      // Idempotent: the next boot changes nothing.
      await shut(await boot(database, { current: key }));
      expect(await secretRows(database, endpointId)).toEqual(sealed);

      // Started with a key that did not seal them: the boot stops, names the setting, and changes nothing.
      const wrong = generateSecretBoxKey();
      await expect(boot(database, { current: wrong })).rejects.toThrow(
        /WEBHOOK_SECRETS_KEY: 2 webhook signing secret\(s\) sealed under key .* which is not configured/,
      );
      expect(await secretRows(database, endpointId)).toEqual(sealed);

      // Rotation of the key: the new one current, the old one among the previous keys; every secret re-sealed.
      const rotatedKey = generateSecretBoxKey();
      const rotating = await boot(database, { current: rotatedKey, previous: [key] });
      const resealed = await secretRows(database, endpointId);
      for (const row of resealed) {
        expectSealedWithout(row, current, previous);
        expect(SecretBox.keyIdOf(row.sealed)).toBe(SecretBox.fromBase64(rotatedKey).currentKeyId);
      }
      await shut(rotating);
      // The old key can go.
      const after = await boot(database, { current: rotatedKey });
      const again = await teamChanged(after, program);
      expectVerifies(await arrived(`/upgrade-${bus}`, again), current, again);
      await shut(after);
    },
    4 * TIMEOUT,
  );
}

describe('webhook secrets at rest (in-process bus)', () => secretsAtRest('inprocess'));

describeWithKafka('webhook secrets at rest (real Kafka)', (brokers) => secretsAtRest('kafka', brokers));
