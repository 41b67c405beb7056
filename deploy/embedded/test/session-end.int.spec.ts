import { describeWithKafka, waitFor } from '@chalktalk/platform/testing';
import { startTestProduct, type TestProduct } from '../src/testing/test-product';
import { type Answer, call, type ErrorBody, signUp } from './api-helpers';

/**
 * Issue 11, sessions that end everywhere: after a logout, a password change or an account deletion, the old access
 * token is refused (G003 401) by teams and playbook within seconds, not when it expires 15 minutes later. Every
 * call goes through the gateway, as a browser's would, on the in-process bus and on a real Kafka broker.
 */
const IN_PROCESS_REFUSAL_MS = 10_000;
/**
 * On Kafka the refusal itself takes 0.1–0.3 s, but the product's consumer groups (teams, playbook, ...) are shared
 * with any other suite running against the same broker, and a rebalance hands partitions around for a while; the
 * other Kafka slice suites allow 60 s for the same reason.
 */
const KAFKA_REFUSAL_MS = 60_000;

interface Session {
  accessToken: string;
  /** The refresh cookie ("chalktalk_refresh=...") the browser would send to /api/account. */
  cookie: string;
}

function refreshCookieOf(answer: Answer): string {
  const setCookie = answer.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('chalktalk_refresh=') && pair.length > 'chalktalk_refresh='.length);
  if (!cookie) throw new Error(`no refresh cookie in ${JSON.stringify(answer.headers)}`);
  return cookie;
}

function sessionEndSuite(start: () => Promise<TestProduct>, refusedWithinMs: number) {
  let product: TestProduct;
  let api: string;

  beforeAll(async () => {
    product = await start();
    api = product.api;
  }, 120_000);
  afterAll(() => product?.stop(), 60_000);

  const login = async (email: string, password = 'a good password'): Promise<Session> => {
    const answer = await call<{ accessToken: string }>(api, 'POST', '/api/account/login', {
      json: { email, password },
    });
    expect(answer.status).toBe(200);
    return { accessToken: answer.body.accessToken, cookie: refreshCookieOf(answer) };
  };

  /** What teams and playbook answer to the token: a read at each, and creating a program at teams. */
  const statuses = async (token: string) => {
    const [teams, playbook] = await Promise.all([
      call(api, 'GET', '/api/teams/retrieveTeams', { token }),
      call(api, 'GET', '/api/playbook/getMyPlaybook', { token }),
    ]);
    return { teams: teams.status, playbook: playbook.status };
  };

  const expectWorking = async (token: string) =>
    expect(await statuses(token)).toEqual({ teams: 200, playbook: 200 });

  /** Waits until both services refuse the token, then checks the refusal is G003 and a write is refused too. */
  const expectRefusedSoon = async (token: string) => {
    const startedAt = Date.now();
    await waitFor(
      async () => {
        const now = await statuses(token);
        return now.teams === 401 && now.playbook === 401 ? true : undefined;
      },
      { timeoutMs: refusedWithinMs, intervalMs: 100, what: 'teams and playbook to refuse the ended token' },
    );
    if (process.env.REVOCATION_TIMINGS) console.info(`refused everywhere after ${Date.now() - startedAt} ms`);
    const create = await call<ErrorBody>(api, 'POST', '/api/teams/createProgram', {
      token,
      json: { name: 'Ghost Club', teams: [{ name: 'Ghosts', sport: 'LACROSSE_BOX' }] },
    });
    expect(create.status).toBe(401);
    expect(create.body.error.code).toBe('G003');
  };

  it('logout ends that session everywhere and leaves the others alone', async () => {
    const coach = await signUp(api);
    const laptop = await login(coach.user.email);
    await expectWorking(laptop.accessToken);

    const out = await call(api, 'POST', '/api/account/logout', { headers: { cookie: laptop.cookie } });
    expect(out.status).toBe(200);

    await expectRefusedSoon(laptop.accessToken);
    await expectWorking(coach.accessToken);
  }, 180_000);

  it('a password change ends every other session everywhere; the new session works', async () => {
    const coach = await signUp(api);
    const phone = await login(coach.user.email);
    const laptop = await login(coach.user.email);
    await expectWorking(phone.accessToken);

    const changed = await call<{ accessToken: string }>(api, 'POST', '/api/account/changePassword', {
      token: laptop.accessToken,
      headers: { cookie: laptop.cookie },
      json: { newPassword: 'another good password' },
    });
    expect(changed.status).toBe(200);

    await expectRefusedSoon(phone.accessToken);
    await expectRefusedSoon(laptop.accessToken);
    await expectRefusedSoon(coach.accessToken);
    await expectWorking(changed.body.accessToken);
  }, 180_000);

  it('a deleted account cannot create a program with its old token', async () => {
    const coach = await signUp(api);
    await expectWorking(coach.accessToken);

    const deleted = await call(api, 'POST', '/api/account/deleteAccount', {
      token: coach.accessToken,
      json: {},
    });
    expect(deleted.status).toBe(200);

    await expectRefusedSoon(coach.accessToken);
    const profile = await call<ErrorBody>(api, 'GET', '/api/account/getProfile', {
      token: coach.accessToken,
    });
    expect(profile.status).toBe(401);
  }, 180_000);
}

describe('sessions end everywhere: in-process bus', () => {
  sessionEndSuite(() => startTestProduct({ databasePrefix: 'session_end' }), IN_PROCESS_REFUSAL_MS);
});

describeWithKafka('sessions end everywhere: Kafka', (brokers) => {
  sessionEndSuite(
    () => startTestProduct({ databasePrefix: 'session_end_kafka', eventBus: 'kafka', kafkaBrokers: brokers }),
    KAFKA_REFUSAL_MS,
  );
});
