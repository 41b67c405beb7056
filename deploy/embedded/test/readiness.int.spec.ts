import { freePort } from '@chalktalk/platform/testing';
import { DEMO_PLAYER, DEMO_PROGRAM } from '../src/seed/demo-accounts';
import { startTestProduct, type TestProduct } from '../src/testing/test-product';
import { call } from './api-helpers';

interface PlayerTeams {
  joined: { name: string; paid: boolean }[];
}

/** Polls until the address answers anything at all (any status), as a readiness probe or Playwright would. */
async function firstAnswer(baseUrl: string, path: string, starting: Promise<unknown>): Promise<number> {
  let failure: { error: unknown } | undefined;
  starting.catch((error: unknown) => (failure = { error }));
  while (!failure) {
    try {
      return (await call(baseUrl, 'GET', path)).status;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  throw failure.error;
}

/**
 * A first start with the demo seed, as `make dev` on an empty DATA_DIR does it. Whatever first answers on the
 * product's address must already answer for the seeded product, so a probe (Playwright's webServer waits on
 * /api/main/version) never lets a test in before the demo accounts and teams exist.
 */
describe('embedded product readiness on a first start', () => {
  let starting: Promise<TestProduct> | undefined;

  afterAll(async () => (await starting?.catch(() => undefined))?.stop());

  it('opens its address only once the demo data exists', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    starting = startTestProduct({ databasePrefix: 'readiness', port, seedDemo: true });

    expect(await firstAnswer(base, '/api/main/version', starting)).toBe(200);
    // Straight away, before the start has even returned: the demo player is on every paid demo team.
    const login = await call<{ accessToken: string }>(base, 'POST', '/api/account/login', {
      json: { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
    });
    expect(login.status).toBe(200);
    const teams = await call<PlayerTeams>(base, 'GET', '/api/teams/retrieveTeams', {
      token: login.body.accessToken,
    });
    expect(teams.body.joined.map((team) => [team.name, team.paid])).toEqual(
      DEMO_PROGRAM.teams.map((team) => [team.name, true]),
    );
    expect((await call(base, 'GET', '/health/ready')).status).toBe(200);

    expect((await starting).api).toBe(base);
  }, 180_000);
});
