import { inProcessEntryOf, type InProcessRequest } from '@chalktalk/platform';
import { waitFor } from '@chalktalk/platform/testing';
import { startTestProduct, type TestProduct } from '../src/testing/test-product';
import { call, type ErrorBody, signUp } from './api-helpers';

/**
 * Issue 12, one HTTP stack in embedded mode: the gateway reaches a service of its process through the service's
 * Fastify router (no inject, no second HTTP request object). The service's own checks must still run there:
 * its guard (a missing token, a session ended at identity, which the gateway's edge cannot know), its input
 * pipe and safe-input parser, its request id hook. Each is shown both through the gateway and on the service's
 * in-process entry alone, where nothing stands in front of the service.
 */
describe('in-process calls keep every check of the service', () => {
  let product: TestProduct;
  let api: string;

  beforeAll(async () => {
    product = await startTestProduct({ databasePrefix: 'inproc' });
    api = product.api;
  }, 120_000);
  afterAll(() => product?.stop(), 60_000);

  /** A call on the teams app's in-process entry, as the gateway makes it, without the gateway. */
  const direct = (request: Partial<InProcessRequest> & { url: string }) =>
    inProcessEntryOf(product.apps.teams).call({
      method: 'GET',
      headers: {},
      authority: 'teams.internal',
      remoteAddress: '127.0.0.1',
      ...request,
    });
  const errorOf = (payload: Buffer) => (JSON.parse(payload.toString('utf8')) as ErrorBody).error;

  it('refuses a call without a token in the service itself (G003), with the request id its hook set', async () => {
    const answer = await direct({ url: '/api/teams/retrieveTeams', headers: { 'x-request-id': 'checks-1' } });
    expect(answer.statusCode).toBe(401);
    expect(errorOf(answer.rawPayload).code).toBe('G003');
    expect(answer.headers['x-request-id']).toBe('checks-1');
  });

  it("refuses a body the call's input does not accept, through the gateway and on the entry", async () => {
    const coach = await signUp(api);
    const viaGateway = await call<ErrorBody>(api, 'POST', '/api/teams/createProgram', {
      token: coach.accessToken,
      json: { name: 42, teams: [] },
    });
    expect(viaGateway.status).toBe(400);
    expect(viaGateway.body.error.code).toBe('G001');
    expect(viaGateway.body.error.details?.map((d) => d.path)).toContain('name');

    // A NUL inside a string: the service's safe-input parser refuses it before the handler runs.
    const unsafe = await direct({
      method: 'POST',
      url: '/api/teams/createProgram',
      headers: { authorization: `Bearer ${coach.accessToken}`, 'content-type': 'application/json' },
      payload: '{"name":"Club\\u0000","teams":[]}',
    });
    expect(unsafe.statusCode).toBe(400);
    expect(errorOf(unsafe.rawPayload).code).toBe('G001');

    // A body over the service's limit stops at its body-limit check.
    const huge = await direct({
      method: 'POST',
      url: '/api/teams/createProgram',
      headers: { authorization: `Bearer ${coach.accessToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), teams: [] }),
    });
    expect(huge.statusCode).toBe(413);

    // The same token and a good body are served: the refusals above were the checks, not the path.
    const fine = await direct({
      method: 'POST',
      url: '/api/teams/createProgram',
      headers: { authorization: `Bearer ${coach.accessToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Checks Club', teams: [{ name: 'Checks', sport: 'BASKETBALL_HS' }] }),
    });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses an ended session (a token the edge still accepts) in the service', async () => {
    const coach = await signUp(api);
    const login = await call<{ accessToken: string }>(api, 'POST', '/api/account/login', {
      json: { email: coach.user.email, password: 'a good password' },
    });
    expect(login.status).toBe(200);
    const setCookie = login.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
      .map((line) => line.split(';')[0]!)
      .find((pair) => pair.startsWith('chalktalk_refresh='));
    const token = login.body.accessToken;
    expect((await call(api, 'GET', '/api/teams/retrieveTeams', { token })).status).toBe(200);

    const out = await call(api, 'POST', '/api/account/logout', { headers: { cookie: cookie ?? '' } });
    expect(out.status).toBe(200);

    // The signature is still good until the token expires; only the service's refusal list knows it ended.
    await waitFor(
      async () =>
        (await call(api, 'GET', '/api/teams/retrieveTeams', { token })).status === 401 ? true : undefined,
      { timeoutMs: 10_000, intervalMs: 100, what: 'teams to refuse the ended session' },
    );
    const refused = await call<ErrorBody>(api, 'GET', '/api/teams/retrieveTeams', { token });
    expect(refused.body.error.code).toBe('G003');
    const onEntry = await direct({
      url: '/api/teams/retrieveTeams',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(onEntry.statusCode).toBe(401);
  }, 60_000);
});
