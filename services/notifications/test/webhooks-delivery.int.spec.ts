import { create, Topics, TeamUpdatedSchema } from '@chalktalk/contracts';
import { describeWithKafka, freePort, waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { NotificationsHarness } from './harness';
import { type ReceivedWebhook, WebhookReceiver } from './webhooks-receiver';

interface Endpoint {
  id: string;
  enabled: boolean;
  disabledReason: string | null;
}
interface Delivery {
  eventId: string;
  status: string;
  attempts: number;
  replay: boolean;
  log: { attempt: number; statusCode: number | null; error: string | null }[];
}

const TIMEOUT = 60_000;

/** The whole webhook path on one bus: events in, signed deliveries out to a real HTTP receiver. */
function webhookScenarios(bus: 'inprocess' | 'kafka', brokers?: string[]) {
  const harness = new NotificationsHarness();
  const receiver = new WebhookReceiver();
  const admin = randomUUID();
  const programId = randomUUID();
  const teamId = randomUUID();
  let version = 0;

  /** A team change of the program, as teams publishes it (the program's admins ride along). */
  async function teamChanged(): Promise<string> {
    const eventId = randomUUID();
    version += 1;
    await harness.publish({
      topic: Topics.TeamsTeam,
      key: teamId,
      source: 'teams',
      teamId,
      eventId,
      schema: TeamUpdatedSchema,
      payload: create(TeamUpdatedSchema, {
        teamId,
        programId,
        name: `Varsity ${version}`,
        sport: 'BASKETBALL_HS',
        ownerId: admin,
        programAdminIds: [admin],
      }),
    });
    return eventId;
  }

  async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown, user = admin) {
    const response = await harness.request(method, url, { user, body });
    return { status: response.status, json: response.json() as T };
  }

  async function addEndpoint(path: string): Promise<{ endpoint: Endpoint; secret: string }> {
    const added = await call<{ endpoint: Endpoint; secret: string }>(
      'POST',
      '/api/webhooks/addWebhookEndpoint',
      {
        programId,
        url: `${receiver.origin}${path}`,
        eventTypes: [TeamUpdatedSchema.typeName],
      },
    );
    expect(added.status).toBe(200);
    return added.json;
  }

  const deliveries = async (endpointId: string) =>
    (
      await call<{ deliveries: Delivery[] }>(
        'GET',
        `/api/webhooks/getWebhookDeliveries?endpointId=${endpointId}`,
      )
    ).json.deliveries;

  /** Every request of the path verifies with the secret (the official library), body and id included. */
  function verified(requests: ReceivedWebhook[], secret: string): { id: string; type: string }[] {
    const webhook = new Webhook(secret);
    return requests.map((request) => {
      const payload = webhook.verify(request.body, request.headers) as { type: string };
      return { id: request.headers['webhook-id'], type: payload.type };
    });
  }

  beforeAll(async () => {
    const port = await freePort();
    receiver.port = port;
    process.env.WEBHOOK_TRUSTED_ORIGINS = receiver.origin;
    process.env.WEBHOOK_RETRY_SCALE = '0.0005';
    process.env.WEBHOOK_POLL_MS = '100';
    process.env.WEBHOOK_TIMEOUT_MS = '2000';
    await harness.start({
      database: `webhooks_${bus}`,
      env: bus === 'kafka' ? { EVENT_BUS: 'kafka', KAFKA_BROKERS: brokers!.join(',') } : {},
    });
    // The projection learns that `admin` administers the program (and the first event is kept for replays).
    await teamChanged();
    await waitFor(
      async () =>
        (await call('GET', `/api/webhooks/getWebhookEndpoints?programId=${programId}`)).status === 200 ||
        undefined,
      { timeoutMs: TIMEOUT, what: 'the program admin to be known' },
    );
  }, 2 * TIMEOUT);

  afterAll(async () => {
    await receiver.stop();
    await harness.stop();
    for (const name of [
      'WEBHOOK_TRUSTED_ORIGINS',
      'WEBHOOK_RETRY_SCALE',
      'WEBHOOK_POLL_MS',
      'WEBHOOK_TIMEOUT_MS',
    ])
      delete process.env[name];
  });

  it('refuses people who do not administer the program', async () => {
    const list = await call(
      'GET',
      `/api/webhooks/getWebhookEndpoints?programId=${programId}`,
      undefined,
      randomUUID(),
    );
    expect(list.status).toBe(403);
  });

  it(
    'a receiver down for a while misses nothing: retried with the same event id, every delivery verified',
    async () => {
      const { endpoint, secret } = await addEndpoint('/down');
      expect(secret).toMatch(/^whsec_/);
      const sent = [await teamChanged(), await teamChanged(), await teamChanged()];
      // Down: connection refused, the attempts are logged without a status, the deliveries stay pending.
      await waitFor(
        async () => {
          const log = await deliveries(endpoint.id);
          return sent.every((id) => log.find((d) => d.eventId === id && d.attempts >= 2)) || undefined;
        },
        { timeoutMs: TIMEOUT, what: 'failed attempts while the receiver is down' },
      );
      await receiver.start(receiver.port);
      const got = await waitFor(
        async () => {
          const ids = new Set(receiver.on('/down').map((request) => request.headers['webhook-id']));
          return sent.every((id) => ids.has(id)) ? receiver.on('/down') : undefined;
        },
        { timeoutMs: TIMEOUT, what: 'every event at the receiver once it is back' },
      );
      expect(
        verified(got, secret)
          .map((request) => request.id)
          .sort(),
      ).toEqual(expect.arrayContaining([...sent].sort()));
      const log = await waitFor(
        async () => {
          const rows = await deliveries(endpoint.id);
          return sent.every((id) => rows.find((d) => d.eventId === id)?.status === 'succeeded')
            ? rows
            : undefined;
        },
        { timeoutMs: TIMEOUT, what: 'the log to show the successes' },
      );
      for (const id of sent) {
        const delivery = log.find((d) => d.eventId === id)!;
        expect(delivery.log.length).toBeGreaterThanOrEqual(3);
        expect(
          delivery.log.slice(0, -1).every((attempt) => attempt.statusCode === null && attempt.error),
        ).toBe(true);
        expect(delivery.log.at(-1)!.statusCode).toBe(200);
      }
    },
    3 * TIMEOUT,
  );

  it(
    'signs with the new and the old secret side by side after a rotation',
    async () => {
      const { endpoint, secret: before } = await addEndpoint('/rotate');
      const rotated = await call<{ secret: string; endpoint: { previousSecretUntil: string } }>(
        'POST',
        '/api/webhooks/rotateWebhookSecret',
        { endpointId: endpoint.id },
      );
      expect(rotated.status).toBe(200);
      expect(new Date(rotated.json.endpoint.previousSecretUntil).getTime()).toBeGreaterThan(Date.now());
      const eventId = await teamChanged();
      const [request] = await waitFor(
        async () => {
          const got = receiver.on('/rotate').filter((r) => r.headers['webhook-id'] === eventId);
          return got.length > 0 ? got : undefined;
        },
        { timeoutMs: TIMEOUT, what: 'the delivery after the rotation' },
      );
      expect(request.headers['webhook-signature'].split(' ')).toHaveLength(2);
      expect(verified([request], rotated.json.secret)[0].id).toBe(eventId);
      expect(verified([request], before)[0].id).toBe(eventId);
    },
    2 * TIMEOUT,
  );

  it(
    'replays a time range with the original event ids, even events from before the endpoint existed',
    async () => {
      const from = new Date(Date.now() - 10 * 60_000).toISOString();
      const { endpoint, secret } = await addEndpoint('/replay');
      const to = new Date(Date.now() + 1000).toISOString();
      const replay = await call<{ queued: number }>('POST', '/api/webhooks/replayWebhookDeliveries', {
        endpointId: endpoint.id,
        from,
        to,
      });
      expect(replay.status).toBe(200);
      expect(replay.json.queued).toBeGreaterThanOrEqual(5);
      const got = await waitFor(
        async () =>
          receiver.on('/replay').length >= replay.json.queued ? receiver.on('/replay') : undefined,
        { timeoutMs: TIMEOUT, what: 'the replayed deliveries' },
      );
      const ids = verified(got, secret).map((request) => request.id);
      // What the other endpoints received live is among the replayed ids, unchanged.
      for (const request of receiver.on('/down')) expect(ids).toContain(request.headers['webhook-id']);
      expect((await deliveries(endpoint.id)).every((d) => d.replay)).toBe(true);
      const tooOld = await call('POST', '/api/webhooks/replayWebhookDeliveries', {
        endpointId: endpoint.id,
        from: new Date(Date.now() - 31 * 86_400_000).toISOString(),
        to,
      });
      expect(tooOld.status).toBe(400);
    },
    2 * TIMEOUT,
  );

  it(
    'a 410 answer disables the endpoint; nothing more is sent to it until it is turned back on',
    async () => {
      receiver.answer('/gone', 410);
      const { endpoint } = await addEndpoint('/gone');
      await teamChanged();
      const disabled = await waitFor(
        async () => {
          const list = await call<{ endpoints: Endpoint[] }>(
            'GET',
            `/api/webhooks/getWebhookEndpoints?programId=${programId}`,
          );
          const found = list.json.endpoints.find((e) => e.id === endpoint.id);
          return found && !found.enabled ? found : undefined;
        },
        { timeoutMs: TIMEOUT, what: 'the endpoint to be disabled' },
      );
      expect(disabled.disabledReason).toContain('410');
      const [gone] = await deliveries(endpoint.id);
      expect(gone.status).toBe('failed');
      expect(gone.log.map((attempt) => attempt.statusCode)).toEqual([410]);
      const count = receiver.on('/gone').length;
      const next = await teamChanged();
      // The next event reaches a live endpoint of the program; the disabled one gets nothing.
      await waitFor(
        async () => receiver.on('/rotate').some((r) => r.headers['webhook-id'] === next) || undefined,
        { timeoutMs: TIMEOUT, what: 'the next event at a live endpoint' },
      );
      expect(receiver.on('/gone').length).toBe(count);
    },
    2 * TIMEOUT,
  );
}

describe('partner webhooks (in-process bus)', () => webhookScenarios('inprocess'));

describeWithKafka('partner webhooks (real Kafka)', (brokers) => webhookScenarios('kafka', brokers));
