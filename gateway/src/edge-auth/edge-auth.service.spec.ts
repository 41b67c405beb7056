import { startTestIssuer, type TestIssuer } from '@chalktalk/platform/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { loadGatewayConfig } from '../config';
import { EdgeAuthService } from './edge-auth.service';

const ACCOUNT = '5f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
const REALM = 'http://sso.club.test/realms/club';

/** The edge accepts identity's tokens and, for the account they name, those of the club realms in SSO_ISSUERS. */
describe('EdgeAuthService with SSO issuers', () => {
  let identity: TestIssuer;
  let realmKeys: Server;
  let sign: (claims: Record<string, unknown>) => Promise<string>;
  let edge: EdgeAuthService;

  beforeAll(async () => {
    identity = await startTestIssuer();
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwks = JSON.stringify({
      keys: [{ ...(await exportJWK(publicKey)), kid: 'realm-1', alg: 'RS256' }],
    });
    realmKeys = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(jwks),
    );
    await new Promise<void>((resolve) => realmKeys.listen(0, '127.0.0.1', resolve));
    const { port } = realmKeys.address() as AddressInfo;
    sign = (claims) =>
      new SignJWT({ email: 'member@club.test', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'realm-1' })
        .setSubject('realm-user')
        .setIssuer(REALM)
        .setAudience('chalktalk')
        .setExpirationTime('5m')
        .sign(privateKey);
    edge = new EdgeAuthService(
      loadGatewayConfig({
        IDENTITY_URL: 'http://127.0.0.1:1',
        TEAMS_URL: 'http://127.0.0.1:2',
        PLAYBOOK_URL: 'http://127.0.0.1:3',
        JWKS_URL: identity.jwksUrl,
        SSO_ISSUERS: JSON.stringify([
          {
            id: 'club',
            name: 'Club',
            issuer: REALM,
            clientId: 'web',
            jwksUrl: `http://127.0.0.1:${port}/certs`,
          },
        ]),
      }),
    );
  });
  afterAll(async () => {
    await identity.stop();
    await new Promise((resolve) => realmKeys.close(resolve));
  });

  it("identifies identity's own tokens by their subject", async () => {
    await expect(edge.identify(`Bearer ${await identity.token({ id: ACCOUNT })}`)).resolves.toEqual({
      userId: ACCOUNT,
    });
  });

  it('identifies a realm token as the linked account it names', async () => {
    await expect(edge.identify(`Bearer ${await sign({ chalktalk_account_id: ACCOUNT })}`)).resolves.toEqual({
      userId: ACCOUNT,
    });
  });

  it('refuses a realm token naming no account with G003 401', async () => {
    await expect(edge.identify(`Bearer ${await sign({})}`)).rejects.toMatchObject({
      code: 'G003',
      status: 401,
    });
  });
});
