import { freePort } from '@chalktalk/platform/testing';
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
    product = await startTestProduct({ databasePrefix: 'devmailbox', mail: true, host: '0.0.0.0', port });
  }, 120_000);

  afterAll(async () => product?.stop(), 60_000);

  it('answers G004 at the gateway even for a loopback Host name, and notifications has no such route', async () => {
    const viaGateway = await call<ErrorBody>(`http://127.0.0.1:${port}`, 'GET', '/api/dev/mailbox', {
      headers: { host: `localhost:${port}` },
    });
    expect(viaGateway.status).toBe(404);
    expect(viaGateway.body.error.code).toBe('G004');
    // The product itself answers on that address: only the mailbox is gone.
    expect((await call(`http://127.0.0.1:${port}`, 'GET', '/api/main/version')).status).toBe(200);

    const direct = await call<ErrorBody>(product!.apps.urls.notifications, 'GET', '/api/dev/mailbox');
    expect(direct.status).toBe(404);
  });
});
