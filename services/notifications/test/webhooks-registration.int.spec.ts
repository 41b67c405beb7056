import { create, TeamUpdatedSchema, Topics } from '@chalktalk/contracts';
import { waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { NotificationsHarness } from './harness';

interface ErrorAnswer {
  error: { code: string; message: string; details?: { path: string; message: string }[] };
}

/**
 * An endpoint inside our network (loopback, private, link-local, a localhost name) is refused when it is
 * registered or changed, with a message naming why and the url field, and nothing is stored; public addresses and
 * names that do not resolve yet are still accepted (the send checks every connection again).
 */
describe('webhook endpoint registration refuses internal addresses (real Postgres)', () => {
  const h = new NotificationsHarness();
  const admin = randomUUID();
  const programId = randomUUID();
  const teamId = randomUUID();

  const call = async <T>(url: string, body: unknown) => {
    const answer = await h.request('POST', url, { user: admin, body });
    return { status: answer.status, json: answer.json() as T };
  };
  const add = (url: string) =>
    call<ErrorAnswer & { endpoint: { id: string } }>('/api/webhooks/addWebhookEndpoint', {
      programId,
      url,
      eventTypes: [TeamUpdatedSchema.typeName],
    });
  const stored = async () =>
    (
      await h.db.query(`SELECT url FROM webhook_endpoints WHERE program_id = $1 ORDER BY url`, [programId])
    ).map((row: { url: string }) => row.url);

  beforeAll(async () => {
    await h.start({ database: 'notifications_webhook_registration_int' });
    await h.publish({
      topic: Topics.TeamsTeam,
      key: teamId,
      source: 'teams',
      teamId,
      eventId: randomUUID(),
      schema: TeamUpdatedSchema,
      payload: create(TeamUpdatedSchema, {
        teamId,
        programId,
        name: 'Varsity',
        sport: 'BASKETBALL_HS',
        ownerId: admin,
        programAdminIds: [admin],
      }),
    });
    await waitFor(
      async () =>
        (await h.request('GET', `/api/webhooks/getWebhookEndpoints?programId=${programId}`, { user: admin }))
          .status === 200 || undefined,
      { timeoutMs: 60_000, what: 'the program admin to be known' },
    );
  }, 120_000);
  afterAll(() => h.stop());

  it.each([
    ['https://127.0.0.1/hooks', '127.0.0.1 is this machine (loopback)'],
    ['https://localhost:8443/hooks', 'localhost is this machine (loopback)'],
    ['https://[::1]/hooks', '::1 is this machine (loopback)'],
    ['https://10.1.2.3/hooks', '10.1.2.3 is a private network address'],
    ['https://192.168.0.10/hooks', '192.168.0.10 is a private network address'],
    ['https://169.254.169.254/latest/meta-data', '169.254.169.254 is a link-local address'],
    ['https://[::ffff:10.0.0.1]/hooks', '::ffff:a00:1 is a private network address'],
  ])('refuses %s at registration, naming why on the url field', async (url, reason) => {
    const answer = await add(url);
    const message = `The endpoint must be reachable from the internet: ${reason}.`;
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({ code: 'G001', message, details: [{ path: 'url', message }] });
    expect(await stored()).toEqual([]);
  });

  it('accepts a public address and a name that does not resolve yet, and refuses changing one inward', async () => {
    const accepted = await add('https://93.184.215.14/hooks');
    expect(accepted.status).toBe(200);
    expect((await add('https://hooks.partner-not-yet-live.example/in')).status).toBe(200);
    const moved = await call<ErrorAnswer>('/api/webhooks/updateWebhookEndpoint', {
      endpointId: accepted.json.endpoint.id,
      url: 'https://172.16.0.4/hooks',
    });
    expect(moved.status).toBe(400);
    expect(moved.json.error.message).toBe(
      'The endpoint must be reachable from the internet: 172.16.0.4 is a private network address.',
    );
    expect(await stored()).toEqual([
      'https://93.184.215.14/hooks',
      'https://hooks.partner-not-yet-live.example/in',
    ]);
  });
});
