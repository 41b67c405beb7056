import { freePort } from '@chalktalk/platform/testing';
import { DEMO_COACH } from '../src/seed/demo-accounts';
import { startTestProduct, type TestProduct } from '../src/testing/test-product';
import { call, type ErrorBody } from './api-helpers';

/**
 * The dev mailbox shows every mail, reset links included. The product on loopback serves it (account-mail and
 * team-mail suites read it); the same product listening on every interface must not, at the gateway or behind it.
 */
describe('embedded product beyond loopback: no dev mailbox', () => {
  let product: TestProduct | undefined;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    // Opened to the network under a name of its own; the demo seed (in-process, as localhost) still runs.
    product = await startTestProduct({
      databasePrefix: 'devmailbox',
      mail: true,
      host: '0.0.0.0',
      port,
      allowedHosts: 'chalktalk-box.lan',
      seedDemo: true,
    });
  }, 120_000);

  afterAll(async () => product?.stop(), 60_000);

  it('answers G004 at the gateway even for a loopback Host name, and notifications has no such route', async () => {
    for (const host of [`localhost:${port}`, `chalktalk-box.lan:${port}`]) {
      const viaGateway = await call<ErrorBody>(`http://127.0.0.1:${port}`, 'GET', '/api/dev/mailbox', {
        headers: { host },
      });
      expect([host, viaGateway.status, viaGateway.body.error.code]).toEqual([host, 404, 'G004']);
    }
    // The product itself answers on that address under its names (the seeded demo coach logs in): only the
    // mailbox is gone. Other names are refused.
    const asBox = { headers: { host: `chalktalk-box.lan:${port}` } };
    expect((await call(`http://127.0.0.1:${port}`, 'GET', '/api/main/version', asBox)).status).toBe(200);
    const login = await call(`http://127.0.0.1:${port}`, 'POST', '/api/account/login', {
      ...asBox,
      json: { email: DEMO_COACH.email, password: DEMO_COACH.password },
    });
    expect(login.status).toBe(200);
    const rebound = await call(`http://127.0.0.1:${port}`, 'GET', '/api/main/version', {
      headers: { host: `attacker.example:${port}` },
    });
    expect(rebound.status).toBe(421);

    const direct = await call<ErrorBody>(product!.apps.urls.notifications, 'GET', '/api/dev/mailbox');
    expect(direct.status).toBe(404);
  });
});
